import { OrderCurrencySchema } from '@my-account/contract/orders';
import { PRINTS_MAX_QUANTITY, type PrintsPriceList } from '@my-account/contract/prints';
import { PRINTS_PRODUCT_CODE } from '@my-account/contract/temp-selections';
import { notFound } from '../../platform/http/http-error.ts';
import { findChannelById, type Article } from '../merchandise/merchandise.public.ts';
import { pricePerPrint, shippingCostIn } from './prints-prices.ts';

/** The channel's prints article: the one the editor opens with, else any visible prints. */
function printsArticleOf(articles: readonly Article[]): Article | undefined {
  return (
    articles.find((article) => article.ID === PRINTS_PRODUCT_CODE && article.Visible) ??
    articles.find((article) => article.ArticleType === 'Prints' && article.Visible)
  );
}

/**
 * The price list of a channel's prints article: its sizes that have a price, its finishes and
 * borders. 404 for an unknown channel, one without prints, or one in a currency we cannot take.
 */
export function printsPriceList(channelId: string): PrintsPriceList {
  const channel = findChannelById(channelId);
  const article = channel && printsArticleOf(channel.Articles);
  const currency = OrderCurrencySchema.safeParse(channel?.Currency.ID);
  if (!channel || !article || !currency.success) {
    throw notFound('Prints channel');
  }
  const sizes = article.PrintSize.flatMap((size) => {
    const price = pricePerPrint(currency.data, size.ID);
    return price === undefined ? [] : [{ id: size.ID, title: size.Title, price }];
  });
  if (sizes.length === 0 || article.Glossy.length === 0 || article.Border.length === 0) {
    throw notFound('Prints channel');
  }
  return {
    channel: channel.ID,
    articleCode: article.ID,
    title: article.Title,
    currency: currency.data,
    sizes,
    finishes: article.Glossy.map((option) => ({ id: option.ID, title: option.Title })),
    borders: article.Border.map((option) => ({ id: option.ID, title: option.Title })),
    shippingCost: shippingCostIn(currency.data),
    maxQuantity: PRINTS_MAX_QUANTITY,
  };
}
