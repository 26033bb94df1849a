import { useVoucherOffer } from '@/features/orders/api/get-voucher-offer';
import styles from '@/features/orders/components/orders.module.css';

/** What the voucher was, under its code; nothing for an unknown code or while loading. */
export function VoucherDescription({ code }: { code: string }) {
  const { data } = useVoucherOffer(code);
  return data ? <p className={styles.voucherDescription}>{data.description}</p> : null;
}
