import type { Kysely } from 'kysely';
import {
  DELIVERY_CHANGE_STATUSES,
  ORDER_STATUSES,
  SuperOrderSchema,
  type Order,
  type OrderAddress,
  type SuperOrder,
} from '@my-account/contract/orders';
import type { Database } from '../../platform/database/schema.ts';
import type { ImageUrlSigner } from '../../platform/signed-urls/image-url-signer.ts';
import { findPhotosByIds, type ImageUrlBase } from '../photo-management/photo-management.public.ts';
import {
  listProducts,
  listStatusEvents,
  type ProductRow,
  type StatusEventRow,
  type SuperOrderRow,
} from './orders.repository.ts';

/** What turning rows into the contract's orders needs: photo thumbnails are signed URLs. */
export interface OrdersViewDeps {
  db: Kysely<Database>;
  signer: () => Promise<ImageUrlSigner>;
}

/** Whose thumbnails may be shown, and on which origin. */
export interface ThumbnailViewer {
  /** The token `sub`: photos are shown only while they are this customer's. */
  ownerId: string;
  base: ImageUrlBase;
}

const THUMBNAIL = '300';

/** The photo ids a product row keeps as JSON. */
export function photoIdsOf(row: Pick<ProductRow, 'photo_ids'>): string[] {
  const parsed: unknown = JSON.parse(row.photo_ids);
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Thumbnail URLs of the first photo of each product, by product id: one read for all of them.
 * A photo deleted since, or not the viewer's, has none (the app shows the article's icon).
 */
async function thumbnailsOf(
  deps: OrdersViewDeps,
  products: readonly ProductRow[],
  viewer: ThumbnailViewer,
): Promise<Map<string, string>> {
  const firstPhoto = new Map<string, string>();
  for (const product of products) {
    const [first] = photoIdsOf(product);
    if (first !== undefined) {
      firstPhoto.set(product.id, first);
    }
  }
  const photos = await findPhotosByIds(deps.db, [...new Set(firstPhoto.values())]);
  const owned = new Set(photos.filter((p) => p.owner_id === viewer.ownerId).map((p) => p.id));
  const signer = await deps.signer();
  const urls = new Map<string, string>();
  for (const [productId, photoId] of firstPhoto) {
    if (owned.has(photoId)) {
      const { expires, signature } = signer.sign(viewer.ownerId, photoId, THUMBNAIL);
      const path = `${encodeURIComponent(photoId)}/${THUMBNAIL}`;
      urls.set(
        productId,
        `${viewer.base.imagesUrl}/${path}?expires=${expires}&signature=${signature}`,
      );
    }
  }
  return urls;
}

export function toOrder(row: ProductRow, thumbnailUrl: string | null): Order {
  return {
    id: row.id,
    orderCode: row.order_code,
    productCode: row.product_code,
    articleCode: row.article_code,
    articleType: row.article_type,
    title: row.title,
    quantity: row.quantity,
    price: row.price,
    voucher: row.voucher_code,
    discount: row.discount,
    photoCount: row.photo_count,
    projectId: row.project_id,
    thumbnailUrl,
  };
}

/** Checked as the super order is parsed (the country code among them). */
function toAddress(row: SuperOrderRow): Record<keyof OrderAddress, string | null> {
  return {
    firstName: row.address_first_name,
    lastName: row.address_last_name,
    companyName: row.address_company_name,
    street: row.address_street,
    houseNumber: row.address_house_number,
    addition: row.address_addition,
    postalCode: row.address_postal_code,
    city: row.address_city,
    countryCode: row.address_country_code,
    phoneNumber: row.address_phone_number,
  };
}

/** Events at the same time (Received and Confirmed of a paid checkout) in the statuses' order. */
function timeline(events: readonly StatusEventRow[]): { status: string; at: string }[] {
  const rank = (status: string) => ORDER_STATUSES.findIndex((known) => known === status);
  return events
    .map((event) => ({ status: event.status, at: event.at }))
    .sort((a, b) => a.at.localeCompare(b.at) || rank(a.status) - rank(b.status));
}

function toSuperOrder(
  row: SuperOrderRow,
  products: Order[],
  events: readonly StatusEventRow[],
): SuperOrder {
  // The row holds what the contract checked on the way in; parsing again guards the enums.
  return SuperOrderSchema.parse({
    orderCode: row.code,
    status: row.status,
    granularStatus: row.granular_status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    source: row.source,
    currency: row.currency,
    shippingCost: row.shipping_cost,
    total: row.total,
    createdAt: row.created_at,
    dispatchedAt: row.dispatched_at,
    trackingUrl: row.tracking_url,
    deliveryType: row.delivery_type,
    pickupPointName: row.pickup_point_name,
    deliveryAddress: toAddress(row),
    canChangeDeliveryAddress: DELIVERY_CHANGE_STATUSES.some((status) => status === row.status),
    productCount: row.product_count,
    products,
    statusHistory: timeline(events),
  });
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) {
      group.push(item);
    } else {
      groups.set(key(item), [item]);
    }
  }
  return groups;
}

/** The contract's super orders of these rows, in their order: three reads whatever the count. */
export async function toSuperOrders(
  deps: OrdersViewDeps,
  rows: readonly SuperOrderRow[],
  viewer: ThumbnailViewer,
): Promise<SuperOrder[]> {
  const codes = rows.map((row) => row.code);
  const products = await listProducts(deps.db, codes);
  const thumbnails = await thumbnailsOf(deps, products, viewer);
  const productsByOrder = groupBy(products, (product) => product.order_code);
  const eventsByOrder = groupBy(
    await listStatusEvents(deps.db, codes),
    (event) => event.order_code,
  );
  return rows.map((row) =>
    toSuperOrder(
      row,
      (productsByOrder.get(row.code) ?? []).map((product) =>
        toOrder(product, thumbnails.get(product.id) ?? null),
      ),
      eventsByOrder.get(row.code) ?? [],
    ),
  );
}

/** The contract's orders (products) of these rows, with thumbnails. */
export async function toOrders(
  deps: OrdersViewDeps,
  products: readonly ProductRow[],
  viewer: ThumbnailViewer,
): Promise<Order[]> {
  const thumbnails = await thumbnailsOf(deps, products, viewer);
  return products.map((product) => toOrder(product, thumbnails.get(product.id) ?? null));
}
