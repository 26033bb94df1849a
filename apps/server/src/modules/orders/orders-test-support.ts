import {
  NewSuperOrderSchema,
  type NewSuperOrder,
  type SuperOrder,
} from '@my-account/contract/orders';
import { CustomerSchema } from '@my-account/contract/customer';
import { register } from '../../../test/support/oidc-browser.ts';
import { afterAll, beforeAll } from 'vitest';
import { startDemoServer, type TestServer } from '../../../test/support/test-server.ts';
import { placeSuperOrder, reportOrderStatus } from './orders-intake.service.ts';
import type { OrdersViewDeps } from './orders-view.ts';

let sequence = 0;

/** A unique order code for a test (codes are unique across customers). */
export function testOrderCode(prefix = 'T'): string {
  sequence += 1;
  return `${prefix}-${String(process.pid)}-${String(Date.now() % 1_000_000)}-${String(sequence)}`;
}

/** A paid home delivery of prints and a photo book, as the shop would send it. */
export function sampleOrder(overrides: Partial<NewSuperOrder> = {}): NewSuperOrder {
  return {
    orderCode: testOrderCode(),
    currency: 'GBP',
    paymentStatus: 'paymentSuccess',
    paymentMethod: 'card',
    shippingCost: 299,
    deliveryType: 'Home',
    deliveryAddress: {
      firstName: 'Ann',
      lastName: 'Tester',
      street: 'Baker Street',
      houseNumber: '221B',
      postalCode: 'nw1 6xe',
      city: 'London',
      countryCode: 'GB',
      phoneNumber: '020 7946 0958',
    },
    products: [
      {
        productCode: 'PR-1',
        articleCode: 'PAP_910',
        articleType: 'Prints',
        title: 'Photo prints 10 x 15 cm',
        quantity: 24,
        price: 696,
        photoIds: ['photo-a', 'photo-b'],
      },
      {
        productCode: 'BK-1',
        articleCode: 'PAP_130',
        articleType: 'Photobook',
        title: 'Classic photo book A4',
        quantity: 1,
        price: 4299,
        voucherCode: 'SUMMER20',
        discount: 860,
        projectId: 'project-1',
      },
    ],
    ...overrides,
  };
}

/** Places an order for the customer record as the shop would, for other modules' tests. */
export async function placeTestOrder(
  deps: OrdersViewDeps,
  customerId: string,
  order: NewSuperOrder = sampleOrder(),
  now = new Date(),
): Promise<SuperOrder> {
  return placeSuperOrder(deps, customerId, NewSuperOrderSchema.parse(order), now);
}

/** Reports a status of the fulfilment system, for other modules' tests. */
export const reportTestOrderStatus = reportOrderStatus;

export interface TestCustomer {
  /** The customer record's id, as the shop names the customer. */
  id: string;
  token: string;
}

/** A newly registered customer with their access token, for the order services' tests. */
export async function registeredTestCustomer(
  server: TestServer,
  firstName: string,
): Promise<TestCustomer> {
  const { tokens } = await register(server, {
    firstName,
    lastName: 'Tester',
    email: `${firstName.toLowerCase()}@example.com`,
    password: 'a-long-enough-password',
  });
  const response = await fetch(`${server.baseUrl}/api/customer/customers/me`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  return { id: CustomerSchema.parse(await response.json()).id, token: tokens.access_token };
}

/** The server of an order-service test file and its two customers, Ann and Bob. */
export interface OrderServicesTest {
  server: TestServer;
  ann: TestCustomer;
  bob: TestCustomer;
  /** What `placeTestOrder` and `reportTestOrderStatus` need of the server. */
  deps: () => OrdersViewDeps;
}

/**
 * Starts the demo server with Ann and Bob registered once the file's tests begin and closes it
 * after; read the fields inside tests (they are set by `beforeAll`).
 */
export function useOrderServicesTest(): OrderServicesTest {
  const test = {
    deps: () => ({ db: test.server.database.db, signer: test.server.ctx.imageUrlSigner }),
  } as OrderServicesTest;
  beforeAll(async () => {
    test.server = await startDemoServer();
    test.ann = await registeredTestCustomer(test.server, 'Ann');
    test.bob = await registeredTestCustomer(test.server, 'Bob');
  });
  afterAll(async () => {
    await test.server.close();
  });
  return test;
}
