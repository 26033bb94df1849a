import type { z } from 'zod';
import type { ValidAddress } from '@my-account/contract/addresses';
import {
  DELIVERY_CHANGE_STATUSES,
  ORDERS_ERROR_CODES,
  UNPAID_ORDER_EXPIRY_DAYS,
  type Order,
  type OrderList,
  type OrdersByAccountQuerySchema,
  type SuperOrder,
  type SuperOrderList,
  type SuperOrderListQuerySchema,
} from '@my-account/contract/orders';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { conflict, forbidden, notFound } from '../../platform/http/http-error.ts';
import { findCustomerSummary, type CustomerSummary } from '../customer/customer.public.ts';
import type { ImageUrlBase } from '../photo-management/photo-management.public.ts';
import { addressColumns } from './order-address.ts';
import {
  findCustomerProduct,
  findCustomerSuperOrder,
  listCustomerProducts,
  listCustomerSuperOrders,
  updateSuperOrderIfStatus,
} from './orders.repository.ts';
import { toOrders, toSuperOrders, type OrdersViewDeps } from './orders-view.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The caller's customer record; a caller without one has no orders (404 for one order). */
async function customerOf(deps: OrdersViewDeps, user: AuthUser): Promise<CustomerSummary> {
  const customer = await findCustomerSummary(deps.db, user);
  if (!customer) {
    throw notFound('Order');
  }
  return customer;
}

/** `GET /v2/superorders/me`: one page of the customer's orders, newest first. */
export async function listMySuperOrders(
  deps: OrdersViewDeps,
  user: AuthUser,
  query: z.output<typeof SuperOrderListQuerySchema>,
  base: ImageUrlBase,
  now = new Date(),
): Promise<SuperOrderList> {
  const customer = await findCustomerSummary(deps.db, user);
  if (!customer) {
    return { items: [], totalCount: 0 };
  }
  const expiredBefore = new Date(now.getTime() - UNPAID_ORDER_EXPIRY_DAYS * DAY_MS);
  const { rows, totalCount } = await listCustomerSuperOrders(deps.db, {
    customerId: customer.id,
    offset: query.Offset,
    limit: query.Limit,
    unpaidCreatedBefore:
      query.OrderState === 'notExpired' ? expiredBefore.toISOString() : undefined,
  });
  const items = await toSuperOrders(deps, rows, { ownerId: user.sub, base });
  return { items, totalCount };
}

/** `GET /v1/superorders/{code}`: 404 for another customer's order as for a missing one. */
export async function getMySuperOrder(
  deps: OrdersViewDeps,
  user: AuthUser,
  code: string,
  base: ImageUrlBase,
): Promise<SuperOrder> {
  const customer = await customerOf(deps, user);
  const row = await findCustomerSuperOrder(deps.db, customer.id, code);
  const [order] = row ? await toSuperOrders(deps, [row], { ownerId: user.sub, base }) : [];
  if (!order) {
    throw notFound('Order');
  }
  return order;
}

/**
 * `GET /orders/byAccount/{accountId}`: the customer's products, newest first, of the article
 * types named (case-insensitive). The account is the customer record's id; another's is 404.
 */
export async function listMyOrdersByAccount(
  deps: OrdersViewDeps,
  user: AuthUser,
  accountId: string,
  query: z.output<typeof OrdersByAccountQuerySchema>,
  base: ImageUrlBase,
): Promise<OrderList> {
  const customer = await customerOf(deps, user);
  if (customer.id !== accountId) {
    throw notFound('Account');
  }
  const articleTypes = (query.articleNames ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const { rows, totalCount } = await listCustomerProducts(deps.db, customer.id, {
    articleTypes,
    offset: query.offset,
    limit: query.limit,
  });
  return { items: await toOrders(deps, rows, { ownerId: user.sub, base }), totalCount };
}

/** `GET /v1/Orders/{id}`: one product of the customer's orders. */
export async function getMyOrder(
  deps: OrdersViewDeps,
  user: AuthUser,
  id: string,
  base: ImageUrlBase,
): Promise<Order> {
  const customer = await customerOf(deps, user);
  const row = await findCustomerProduct(deps.db, customer.id, id);
  const [order] = row ? await toOrders(deps, [row], { ownerId: user.sub, base }) : [];
  if (!order) {
    throw notFound('Order');
  }
  return order;
}

/**
 * `PUT|PATCH /v1/superorders/{code}/deliveryAddress`: a home delivery to this address, while
 * production has not started; afterwards 409 DELIVERY_ADDRESS_LOCKED. A blocked business
 * account changes nothing (403, decision 0171).
 */
export async function changeMyDeliveryAddress(
  deps: OrdersViewDeps,
  user: AuthUser,
  code: string,
  address: ValidAddress,
  base: ImageUrlBase,
  now = new Date(),
): Promise<SuperOrder> {
  const customer = await customerOf(deps, user);
  const row = await findCustomerSuperOrder(deps.db, customer.id, code);
  if (!row) {
    throw notFound('Order');
  }
  if (customer.status === 'Blocked') {
    throw forbidden('A blocked account cannot be changed: please contact customer care');
  }
  const changed = await updateSuperOrderIfStatus(deps.db, code, DELIVERY_CHANGE_STATUSES, {
    ...addressColumns(address),
    delivery_type: 'Home',
    pickup_point_name: null,
    updated_at: now.toISOString(),
  });
  if (!changed) {
    throw conflict(
      'This order is in production or on its way: its delivery address can no longer be changed',
      ORDERS_ERROR_CODES.deliveryAddressLocked,
    );
  }
  return getMySuperOrder(deps, user, code, base);
}
