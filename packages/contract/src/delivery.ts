import { z } from 'zod/mini';
import { DeliveryTypeSchema } from './orders.ts';

/**
 * Estimated delivery of an order (`/api/delivery`, spec: "Delivery: GET
 * /OrderDeliveryDates/{orderCode} (404 = none)"; decision 0213). Dates are calendar days
 * (YYYY-MM-DD) in the production site's time, UTC.
 */
export const OrderDeliveryDatesSchema = z.object({
  orderCode: z.string(),
  deliveryType: DeliveryTypeSchema,
  earliestDate: z.iso.date(),
  latestDate: z.iso.date(),
});
export type OrderDeliveryDates = z.infer<typeof OrderDeliveryDatesSchema>;

export const DeliveryOrderCodeParamsSchema = z.object({
  orderCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});

/** Working days of production per article type (lower-cased); others take the default. */
export const PRODUCTION_DAYS: Readonly<Record<string, number>> = {
  prints: 1,
  photobook: 5,
  calendar: 4,
  wallart: 4,
  cards: 2,
};
export const DEFAULT_PRODUCTION_DAYS = 3;

/** Orders confirmed after this hour (UTC) start production on the next working day. */
export const PRODUCTION_CUT_OFF_HOUR_UTC = 15;

/** Working days on the way, [fewest, most], per delivery type. */
export const TRANSIT_DAYS: Readonly<Record<z.infer<typeof DeliveryTypeSchema>, [number, number]>> =
  {
    Home: [1, 3],
    PickupPoint: [2, 4],
  };

/** Days on which neither production nor carriers work, beyond weekends (demo calendar). */
export const NON_WORKING_DAYS: readonly string[] = [
  '2026-12-25',
  '2026-12-26',
  '2026-12-28',
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27',
  '2027-12-28',
];
