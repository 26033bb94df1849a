// One file per function: date-fns' root entry loads all ~300 of its modules (1.3 s of a start).
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { isAfter } from 'date-fns/isAfter';
import { isWeekend } from 'date-fns/isWeekend';
import { max as latestOf } from 'date-fns/max';
import {
  DEFAULT_PRODUCTION_DAYS,
  NON_WORKING_DAYS,
  PRODUCTION_CUT_OFF_HOUR_UTC,
  PRODUCTION_DAYS,
  TRANSIT_DAYS,
  type OrderDeliveryDates,
} from '@my-account/contract/delivery';
import type { OrderFacts } from '../orders/orders.public.ts';

const DAY_FORMAT = 'yyyy-MM-dd';
const holidays = new Set(NON_WORKING_DAYS);

/**
 * The calendar day of a UTC instant as a local midnight: date-fns then counts whole days
 * without the server's time zone shifting the day.
 */
function calendarDay(instant: Date): Date {
  return new Date(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
}

const isWorkingDay = (day: Date): boolean =>
  !isWeekend(day) && !holidays.has(format(day, DAY_FORMAT));

/** The day `count` working days after `day` (count 0: the day itself or the next working one). */
export function addWorkingDays(day: Date, count: number): Date {
  let current = day;
  while (!isWorkingDay(current)) {
    current = addDays(current, 1);
  }
  for (let left = count; left > 0; left -= 1) {
    current = addDays(current, 1);
    while (!isWorkingDay(current)) {
      current = addDays(current, 1);
    }
  }
  return current;
}

/** Production takes as long as its slowest product. */
export function productionDays(articleTypes: readonly string[]): number {
  const days = articleTypes.map(
    (type) => PRODUCTION_DAYS[type.toLowerCase()] ?? DEFAULT_PRODUCTION_DAYS,
  );
  return days.length > 0 ? Math.max(...days) : DEFAULT_PRODUCTION_DAYS;
}

/** Production starts on the order's day before the cut-off hour, else on the next working day. */
function productionStart(createdAt: Date): Date {
  const day = calendarDay(createdAt);
  const afterCutOff = createdAt.getUTCHours() >= PRODUCTION_CUT_OFF_HOUR_UTC;
  return afterCutOff || !isWorkingDay(day) ? addWorkingDays(addDays(day, 1), 0) : day;
}

/**
 * The expected delivery window of an order, or undefined when there is none: cancelled,
 * a delivery change in progress (no delivery type), or already delivered (the window's last
 * day has passed). A dispatched order counts transit from its dispatch day.
 */
export function deliveryWindow(order: OrderFacts, now: Date): OrderDeliveryDates | undefined {
  if (order.status === 'Cancelled' || order.deliveryType === null) {
    return undefined;
  }
  const [fewest, most] = TRANSIT_DAYS[order.deliveryType];
  const shippingDay = order.dispatchedAt
    ? calendarDay(new Date(order.dispatchedAt))
    : addWorkingDays(
        productionStart(new Date(order.createdAt)),
        productionDays(order.articleTypes),
      );
  const earliest = addWorkingDays(shippingDay, fewest);
  const latest = addWorkingDays(shippingDay, most);
  const today = calendarDay(now);
  if (isAfter(today, latest)) {
    return undefined;
  }
  return {
    orderCode: order.orderCode,
    deliveryType: order.deliveryType,
    // A late order is not expected before today.
    earliestDate: format(latestOf([earliest, today]), DAY_FORMAT),
    latestDate: format(latest, DAY_FORMAT),
  };
}
