import { describe, expect, it } from 'vitest';
import type { OrderFacts } from '../orders/orders.public.ts';
import { addWorkingDays, deliveryWindow, productionDays } from './delivery-window.ts';

const order = (overrides: Partial<OrderFacts> = {}): OrderFacts => ({
  orderCode: 'D-1',
  status: 'Confirmed',
  // A Monday morning, before the cut-off.
  createdAt: '2027-02-01T09:00:00.000Z',
  dispatchedAt: null,
  deliveryType: 'Home',
  articleTypes: ['Prints'],
  articleCodes: ['PAP_910'],
  ...overrides,
});
const monday = new Date('2027-02-01T08:00:00.000Z');

describe('delivery window', () => {
  it('counts production of the slowest product, then transit, in working days', () => {
    expect(productionDays(['Prints'])).toBe(1);
    expect(productionDays(['Prints', 'Photobook'])).toBe(5);
    expect(productionDays(['Mug'])).toBe(3);
    // Prints: made Tue 2nd, Home 1-3 working days: Wed 3rd to Fri 5th.
    expect(deliveryWindow(order(), monday)).toEqual({
      orderCode: 'D-1',
      deliveryType: 'Home',
      earliestDate: '2027-02-03',
      latestDate: '2027-02-05',
    });
    // A photo book: made Mon 8th; to a pickup point 2-4 working days: Wed 10th to Fri 12th.
    expect(
      deliveryWindow(
        order({ articleTypes: ['Prints', 'Photobook'], deliveryType: 'PickupPoint' }),
        monday,
      ),
    ).toMatchObject({ earliestDate: '2027-02-10', latestDate: '2027-02-12' });
  });

  it('starts production the next working day after the cut-off hour and skips holidays', () => {
    // Friday after 15:00 UTC: production starts Monday, prints are made Tuesday.
    expect(deliveryWindow(order({ createdAt: '2027-02-05T16:00:00.000Z' }), monday)).toMatchObject({
      earliestDate: '2027-02-10',
      latestDate: '2027-02-12',
    });
    // Christmas and Boxing Day (and the Monday after) are not working days.
    expect(addWorkingDays(new Date(2026, 11, 24), 1)).toEqual(new Date(2026, 11, 29));
  });

  it('counts transit from the dispatch day of a dispatched order', () => {
    const sent = order({ status: 'Dispatched', dispatchedAt: '2027-02-01T12:00:00.000Z' });
    expect(deliveryWindow(sent, monday)).toMatchObject({
      earliestDate: '2027-02-02',
      latestDate: '2027-02-04',
    });
  });

  it('has none for a cancelled, a delivered or a changing delivery', () => {
    expect(deliveryWindow(order({ status: 'Cancelled' }), monday)).toBeUndefined();
    expect(deliveryWindow(order({ deliveryType: null }), monday)).toBeUndefined();
    expect(deliveryWindow(order(), new Date('2027-02-06T08:00:00.000Z'))).toBeUndefined();
  });

  it('does not expect a late order before today', () => {
    expect(deliveryWindow(order(), new Date('2027-02-04T08:00:00.000Z'))).toMatchObject({
      earliestDate: '2027-02-04',
      latestDate: '2027-02-05',
    });
  });
});
