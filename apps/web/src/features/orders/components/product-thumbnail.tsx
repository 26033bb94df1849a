import { Icon, type IconName } from '@/components/icon/icon';
import type { Order } from '@my-account/contract/orders';
import styles from '@/features/orders/components/orders.module.css';

/** An article type's icon, for products without a photo to show (projects, deleted photos). */
function iconOf(articleType: string): IconName {
  const type = articleType.toLowerCase();
  if (type.includes('photobook')) {
    return 'book';
  }
  if (type.includes('print')) {
    return 'photos';
  }
  return 'frame';
}

/** A product's picture: its first photo's thumbnail, else its article's icon. Decorative. */
export function ProductThumbnail({
  product,
  size = 'small',
}: {
  product: Pick<Order, 'thumbnailUrl' | 'articleType'>;
  size?: 'small' | 'large';
}) {
  return (
    <span className={styles.thumb} data-size={size} aria-hidden="true">
      {product.thumbnailUrl ? (
        <img src={product.thumbnailUrl} alt="" loading="lazy" decoding="async" />
      ) : (
        <Icon name={iconOf(product.articleType)} size={size === 'large' ? 32 : 22} />
      )}
    </span>
  );
}
