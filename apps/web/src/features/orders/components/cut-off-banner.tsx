import { FormattedMessage, useIntl } from 'react-intl';
import { SEASONAL_CAMPAIGN, nearestDeadline } from '@my-account/contract/cut-off';
import { Banner } from '@/components/banner/banner';
import { useCutOffCampaign } from '@/features/orders/api/get-cut-off-campaign';

/**
 * "Order ... by ... for Christmas" while the seasonal campaign's soonest deadline is near
 * (decision 0216); nothing otherwise, while loading, or when the deadlines cannot be had.
 */
export function CutOffBanner() {
  const intl = useIntl();
  const { data } = useCutOffCampaign(SEASONAL_CAMPAIGN);
  const deadline = data ? nearestDeadline(data, new Date()) : undefined;
  if (!deadline) {
    return null;
  }
  return (
    <Banner tone="info">
      <FormattedMessage
        id="orders.cutOff.banner"
        values={{
          group: intl.formatMessage({ id: `orders.cutOff.group.${deadline.articleGroup}` }),
          date: intl.formatDate(deadline.orderBy, { day: 'numeric', month: 'long' }),
        }}
      />
    </Banner>
  );
}
