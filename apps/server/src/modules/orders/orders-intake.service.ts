import { randomUUID } from 'node:crypto';
import {
  ORDERS_ERROR_CODES,
  OrderStatusSchema,
  PaymentStatusSchema,
  type OrderStatus,
  type OrderStatusUpdateSchema,
  type PaymentStatus,
  type SuperOrder,
  type ValidNewSuperOrder,
} from '@my-account/contract/orders';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../platform/http/http-error.ts';
import { findCustomerSummaryById } from '../customer/customer.public.ts';
import { recordOrder } from '../photo-deletion/photo-deletion.public.ts';
import { addressColumns } from './order-address.ts';
import { announceOrderPlaced } from './order-placed.ts';
import {
  findSuperOrder,
  insertStatusEvents,
  insertSuperOrder,
  updateSuperOrder,
  type SuperOrderRow,
} from './orders.repository.ts';
import { toSuperOrders, type OrdersViewDeps, type ThumbnailViewer } from './orders-view.ts';

/** Where an order stands in the fulfilment's sequence (Cancelled stands apart). */
const STEP: Record<Exclude<OrderStatus, 'Cancelled'>, number> = {
  Received: 0,
  Confirmed: 1,
  ProductionStarted: 2,
  ProductionCompleted: 3,
  Dispatched: 4,
};

const isPaid = (payment: PaymentStatus): boolean =>
  payment === 'paymentSuccess' || payment === 'paymentFree';

/** The internal routes answer with what the customer sees, thumbnails left out. */
const noThumbnails = (): ThumbnailViewer => ({ ownerId: '', base: { imagesUrl: '' } });

async function view(deps: OrdersViewDeps, row: SuperOrderRow): Promise<SuperOrder> {
  const [order] = await toSuperOrders(deps, [row], noThumbnails());
  if (!order) {
    throw new Error('The order just written is not there');
  }
  return order;
}

/**
 * The shop places a checkout for a customer (internal route; its hook checked the scope). A paid
 * or free checkout is Confirmed at once, an unpaid one Received (decision 0211). Placing an
 * order restarts the customer's photo storage period (photo-deletion). Those listening for
 * placed orders (product PDFs) are told once it is stored.
 */
export async function placeSuperOrder(
  deps: OrdersViewDeps,
  customerId: string,
  order: ValidNewSuperOrder,
  now = new Date(),
): Promise<SuperOrder> {
  const customer = await findCustomerSummaryById(deps.db, customerId);
  if (!customer) {
    throw notFound('Customer');
  }
  for (const [index, product] of order.products.entries()) {
    if (product.discount > product.price) {
      throw badRequest(`products.${String(index)}.discount is more than the price`);
    }
  }
  if ((order.deliveryType === 'PickupPoint') !== Boolean(order.pickupPointName)) {
    throw badRequest('A pickup point name goes with PickupPoint delivery, and only with it');
  }
  if (await findSuperOrder(deps.db, order.orderCode)) {
    throw conflict('An order with this code exists', ORDERS_ERROR_CODES.orderCodeTaken);
  }
  const createdAt = order.createdAt ? new Date(order.createdAt).toISOString() : now.toISOString();
  const status: OrderStatus = isPaid(order.paymentStatus) ? 'Confirmed' : 'Received';
  const total =
    order.shippingCost +
    order.products.reduce((sum, product) => sum + product.price - product.discount, 0);
  const products = order.products.map((product, position) => ({
    id: randomUUID(),
    order_code: order.orderCode,
    position,
    product_code: product.productCode,
    article_code: product.articleCode,
    article_type: product.articleType,
    title: product.title,
    quantity: product.quantity,
    price: product.price,
    voucher_code: product.voucherCode ?? null,
    discount: product.discount,
    photo_ids: JSON.stringify(product.photoIds),
    photo_count: product.photoIds.length,
    project_id: product.projectId ?? null,
  }));
  await deps.db.transaction().execute(async (trx) => {
    await insertSuperOrder(
      trx,
      {
        code: order.orderCode,
        customer_id: customer.id,
        status,
        granular_status: order.paymentStatus,
        payment_status: order.paymentStatus,
        payment_method: order.paymentMethod,
        source: order.source,
        currency: order.currency,
        shipping_cost: order.shippingCost,
        total,
        product_count: order.products.length,
        created_at: createdAt,
        updated_at: now.toISOString(),
        dispatched_at: null,
        tracking_url: null,
        delivery_type: order.deliveryType,
        pickup_point_name: order.pickupPointName ?? null,
        ...addressColumns(order.deliveryAddress),
      },
      products,
      (status === 'Confirmed' ? (['Received', 'Confirmed'] as const) : (['Received'] as const)).map(
        (step) => ({ id: randomUUID(), order_code: order.orderCode, status: step, at: createdAt }),
      ),
    );
    // The storage period is the token subject's; the embedded provider's is the idp account.
    await recordOrder(trx, customer.idpSub, new Date(createdAt));
  });
  const row = await findSuperOrder(deps.db, order.orderCode);
  if (!row) {
    throw new Error('The order just placed is not there');
  }
  // After the commit: what listens (product PDFs) only enqueues work on the order as stored.
  await announceOrderPlaced(deps.db, {
    orderCode: order.orderCode,
    customerId: customer.id,
    photoOwnerId: customer.idpSub,
    products: products.map((product) => ({
      id: product.id,
      productCode: product.product_code,
      photoCount: product.photo_count,
    })),
  });
  return view(deps, row);
}

type StatusUpdate = z.output<typeof OrderStatusUpdateSchema>;

/** The statuses an update adds to the timeline; throws when it may not happen (409). */
function nextStatuses(current: OrderStatus, update: StatusUpdate, paid: boolean): OrderStatus[] {
  const refuse = () =>
    conflict(
      `An order that is ${current} cannot become ${update.status}`,
      ORDERS_ERROR_CODES.statusTransition,
    );
  // A payment that succeeds on a Received order confirms it, as at placing.
  if (current === 'Received' && update.status === 'Received' && paid) {
    return ['Confirmed'];
  }
  if (current === update.status) {
    return [];
  }
  if (current === 'Cancelled' || current === 'Dispatched') {
    throw refuse();
  }
  if (update.status === 'Cancelled') {
    return ['Cancelled'];
  }
  if (STEP[update.status] < STEP[current]) {
    throw refuse();
  }
  return [update.status];
}

/**
 * The fulfilment system reports progress (internal route): forward only, Cancelled from any
 * step before dispatch, Dispatched with a tracking link. The same status again only updates its
 * details (granular status, payment, tracking link).
 */
export async function reportOrderStatus(
  deps: OrdersViewDeps,
  code: string,
  update: StatusUpdate,
  now = new Date(),
): Promise<SuperOrder> {
  const row = await findSuperOrder(deps.db, code);
  if (!row) {
    throw notFound('Order');
  }
  const current = OrderStatusSchema.parse(row.status);
  const payment = update.paymentStatus ?? PaymentStatusSchema.parse(row.payment_status);
  const paidNow = update.paymentStatus !== undefined && isPaid(update.paymentStatus);
  const added = nextStatuses(current, update, paidNow);
  const status = added.at(-1) ?? current;
  const trackingUrl = update.trackingUrl ?? row.tracking_url;
  if (status === 'Dispatched' && !trackingUrl) {
    throw badRequest('Dispatched needs a tracking link', ORDERS_ERROR_CODES.trackingUrlRequired);
  }
  const at = update.at ? new Date(update.at).toISOString() : now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await updateSuperOrder(trx, code, {
      status,
      granular_status: update.granularStatus ?? update.paymentStatus ?? row.granular_status,
      payment_status: payment,
      tracking_url: trackingUrl,
      dispatched_at: added.includes('Dispatched') ? at : row.dispatched_at,
      updated_at: now.toISOString(),
    });
    await insertStatusEvents(
      trx,
      added.map((step) => ({ id: randomUUID(), order_code: code, status: step, at })),
    );
  });
  const updated = await findSuperOrder(deps.db, code);
  if (!updated) {
    throw notFound('Order');
  }
  return view(deps, updated);
}
