import type { Kysely } from 'kysely';
import type { AddressInput } from '@my-account/contract/addresses';
import {
  NewSuperOrderSchema,
  type NewSuperOrder,
  type OrderStatusUpdate,
} from '@my-account/contract/orders';
import type { Database } from '../../platform/database/schema.ts';
import type { ImageUrlSigner } from '../../platform/signed-urls/image-url-signer.ts';
import { findCustomerSummary } from '../customer/customer.public.ts';
import {
  DEMO_EMAILS,
  findAccountIdByEmail,
  IDP_TYPE,
  type DemoAccount,
} from '../identity/identity.public.ts';
import { listNewestPhotoIds } from '../photo-management/photo-management.public.ts';
import { placeSuperOrder, reportOrderStatus } from './orders-intake.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const HOME: AddressInput = {
  firstName: 'Demi',
  lastName: 'Demo',
  street: 'Baker Street',
  houseNumber: '221B',
  postalCode: 'NW1 6XE',
  city: 'London',
  countryCode: 'GB',
  phoneNumber: '020 7946 0958',
};
const PICKUP_POINT: AddressInput = {
  firstName: 'Demi',
  lastName: 'Demo',
  companyName: 'Post Office Marylebone',
  street: 'Marylebone High Street',
  houseNumber: '55',
  postalCode: 'W1U 5HS',
  city: 'London',
  countryCode: 'GB',
};
const BUSINESS: AddressInput = {
  firstName: 'Bea',
  lastName: 'Business',
  companyName: 'Business Bildwerk GmbH',
  street: 'Leopoldstraße',
  houseNumber: '12',
  postalCode: '80802',
  city: 'München',
  countryCode: 'DE',
};

type DemoProduct = NewSuperOrder['products'][number];

const prints = (code: string, quantity: number, price: number): DemoProduct => ({
  productCode: code,
  articleCode: 'PAP_910',
  articleType: 'Prints',
  title: 'Photo prints 10 x 15 cm, glossy',
  quantity,
  price,
});
const photoBook = (code: string, title: string, price: number): DemoProduct => ({
  productCode: code,
  articleCode: 'PAP_130',
  articleType: 'Photobook',
  title,
  quantity: 1,
  price,
  projectId: `project-${code}`,
});
const wallArt = (code: string, title: string, quantity: number, price: number): DemoProduct => ({
  productCode: code,
  articleCode: 'PAP_400',
  articleType: 'WallDecor',
  title,
  quantity,
  price,
});

interface DemoOrder {
  /** Days before the start the customer ordered. */
  daysAgo: number;
  order: Omit<NewSuperOrder, 'createdAt'>;
  /** Statuses the fulfilment reported, each some days after the order. */
  progress: (OrderStatusUpdate & { afterDays: number })[];
  /** How many of the customer's photos each product is made of (prints, wall art, books). */
  photos?: number[];
}

const paid = { paymentStatus: 'paymentSuccess', paymentMethod: 'card', currency: 'GBP' } as const;
const track = (id: string) => `https://www.royalmail.com/track-your-item#/tracking-results/${id}`;
const production = (afterDays: number) => ({ status: 'ProductionStarted' as const, afterDays });
const sent = (afterDays: number, id: string) => ({
  status: 'Dispatched' as const,
  trackingUrl: track(id),
  granularStatus: 'shipped' as const,
  afterDays,
});

/** Prints, photo books, wall art; in progress and past; a voucher, a pickup, a cancellation. */
const PRIVATE_ORDERS: DemoOrder[] = [
  {
    daysAgo: 1,
    order: {
      orderCode: 'PB-1049-7713',
      ...paid,
      paymentStatus: 'paymentPending',
      shippingCost: 299,
      deliveryType: 'Home',
      deliveryAddress: HOME,
      products: [prints('PR-77130', 36, 1044)],
    },
    progress: [],
    photos: [12],
  },
  {
    daysAgo: 3,
    order: {
      orderCode: 'PB-1048-2291',
      ...paid,
      shippingCost: 299,
      deliveryType: 'Home',
      deliveryAddress: HOME,
      products: [prints('PR-22910', 24, 696), wallArt('WA-22911', 'Poster A3, oak frame', 1, 3499)],
    },
    progress: [],
    photos: [24, 1],
  },
  {
    daysAgo: 9,
    order: {
      orderCode: 'PB-1047-5820',
      ...paid,
      shippingCost: 499,
      deliveryType: 'Home',
      deliveryAddress: HOME,
      products: [
        {
          ...photoBook('BK-58200', 'Classic photo book A4, hard cover: Summer in Cornwall', 4299),
          voucherCode: 'SUMMER20',
          discount: 860,
        },
      ],
    },
    progress: [production(2)],
  },
  {
    daysAgo: 12,
    order: {
      orderCode: 'PB-1046-3307',
      ...paid,
      shippingCost: 0,
      deliveryType: 'PickupPoint',
      pickupPointName: 'Post Office Marylebone',
      deliveryAddress: PICKUP_POINT,
      products: [wallArt('WA-33070', 'Canvas 60 x 40 cm', 1, 5999)],
    },
    progress: [
      production(2),
      { status: 'ProductionCompleted', afterDays: 5 },
      sent(6, 'QX330712GB'),
    ],
    photos: [1],
  },
  {
    daysAgo: 64,
    order: {
      orderCode: 'PB-1041-8846',
      ...paid,
      shippingCost: 299,
      deliveryType: 'Home',
      deliveryAddress: HOME,
      products: [prints('PR-88460', 48, 1392), prints('PR-88461', 12, 348)],
    },
    progress: [production(1), sent(3, 'QX884617GB')],
    photos: [30, 8],
  },
  {
    daysAgo: 131,
    order: {
      orderCode: 'PB-1036-1102',
      ...paid,
      shippingCost: 499,
      deliveryType: 'Home',
      deliveryAddress: HOME,
      products: [photoBook('BK-11020', 'Lay-flat photo book: Our wedding', 8999)],
    },
    progress: [{ status: 'Cancelled', granularStatus: 'cancelled', afterDays: 1 }],
  },
  {
    daysAgo: 290,
    order: {
      orderCode: 'PB-1021-6634',
      ...paid,
      shippingCost: 499,
      deliveryType: 'Home',
      deliveryAddress: HOME,
      products: [
        photoBook('BK-66340', 'Classic photo book A4: A year of us', 3999),
        wallArt('WA-66341', 'Poster A2', 2, 2598),
      ],
    },
    progress: [production(2), sent(5, 'QX663402GB')],
    // A photo book of the customer's photos (not an editor project), so it has pages online.
    photos: [16, 1],
  },
];

const invoiced = {
  paymentStatus: 'paymentSuccess',
  paymentMethod: 'invoice',
  currency: 'EUR',
} as const;

/** A business customer's poster runs, paid by invoice. */
const BUSINESS_ORDERS: DemoOrder[] = [
  {
    daysAgo: 4,
    order: {
      orderCode: 'PX-2207-4410',
      ...invoiced,
      shippingCost: 990,
      deliveryType: 'Home',
      deliveryAddress: BUSINESS,
      products: [wallArt('WA-44100', 'Poster A1, matte: trade fair series', 40, 51960)],
    },
    progress: [production(1)],
  },
  {
    daysAgo: 45,
    order: {
      orderCode: 'PX-2201-9052',
      ...invoiced,
      shippingCost: 990,
      deliveryType: 'Home',
      deliveryAddress: BUSINESS,
      products: [
        wallArt('WA-90520', 'Poster A2, matte', 25, 22475),
        wallArt('WA-90521', 'Poster A0, oak frame', 2, 29980),
      ],
    },
    progress: [production(1), sent(4, 'DHL0090520DE')],
  },
];

/** Places the demo orders the real way (intake service), ordered and reported in the past. */
async function placeDemoOrders(
  deps: { db: Kysely<Database>; signer: () => Promise<ImageUrlSigner> },
  customerId: string,
  ownerId: string,
  orders: readonly DemoOrder[],
  now: Date,
): Promise<number> {
  const photoIds = await listNewestPhotoIds(deps.db, ownerId, 120);
  let taken = 0;
  for (const demo of orders) {
    const createdAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const products = demo.order.products.map((product, index) => {
      const count = demo.photos?.[index] ?? 0;
      const ids = photoIds.slice(taken % photoIds.length, (taken % photoIds.length) + count);
      taken += count;
      return { ...product, photoIds: ids };
    });
    const order = NewSuperOrderSchema.parse({
      ...demo.order,
      products,
      createdAt: createdAt.toISOString(),
    });
    await placeSuperOrder(deps, customerId, order, createdAt);
    for (const { afterDays, ...update } of demo.progress) {
      const at = new Date(createdAt.getTime() + afterDays * DAY_MS);
      await reportOrderStatus(deps, demo.order.orderCode, { ...update, at: at.toISOString() }, at);
    }
  }
  return orders.length;
}

/**
 * The demo customers' order histories, seeded with the accounts (only those made by this start,
 * after their photos, so prints show them). Returns how many orders it placed.
 */
export async function seedDemoOrders(
  deps: { db: Kysely<Database>; signer: () => Promise<ImageUrlSigner> },
  accounts: readonly Pick<DemoAccount, 'email' | 'created'>[],
  now = new Date(),
): Promise<number> {
  const histories: Record<string, DemoOrder[]> = {
    [DEMO_EMAILS.private]: PRIVATE_ORDERS,
    [DEMO_EMAILS.business]: BUSINESS_ORDERS,
  };
  let placed = 0;
  for (const account of accounts) {
    const orders = histories[account.email];
    const idpSub =
      account.created && orders && (await findAccountIdByEmail(deps.db, account.email));
    const customer = idpSub && (await findCustomerSummary(deps.db, { idpType: IDP_TYPE, idpSub }));
    if (orders && idpSub && customer) {
      placed += await placeDemoOrders(deps, customer.id, idpSub, orders, now);
    }
  }
  return placed;
}
