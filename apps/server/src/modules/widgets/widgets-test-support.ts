import sharp from 'sharp';
import { expect } from 'vitest';
import type { NewSuperOrder } from '@my-account/contract/orders';
import { PhotoSchema, PHOTO_UPLOAD_FIELD } from '@my-account/contract/photos';
import {
  fetchServiceToken,
  SERVICE_CLIENTS_ENV,
  TEST_SERVICE_CLIENTS,
} from '../../../test/support/service-tokens.ts';
import {
  startCustomerTestServer,
  type CustomerTestServer,
  type TestCustomer,
} from '../customer/customer-test-support.ts';
import { placeTestOrder, sampleOrder, testOrderCode } from '../orders/orders-test-support.ts';

/** A customer's order of a photo book of their photos, prints, and an editor-made book. */
export interface BookOrder {
  /** The photo book made of the photos. */
  book: string;
  prints: string;
  /** A photo book made in the editor: of a project, no photos here. */
  projectBook: string;
}

/** A server with customers, their photos and orders, for the widgets and gallery tests. */
export interface WidgetsTestServer extends CustomerTestServer {
  /** Uploads a small photo of its own colour as the app does; returns its id. */
  photo(customer: TestCustomer): Promise<string>;
  /** The shop places an order of a photo book of these photos (and more) for the customer. */
  orderBook(customer: TestCustomer, photoIds: string[]): Promise<BookOrder>;
  /** A request under /api as the customer (`null`: signed out). */
  call(
    customer: TestCustomer | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Response>;
  /** An access token of customer care's service client. */
  careToken(): Promise<string>;
}

export async function startWidgetsTestServer(): Promise<WidgetsTestServer> {
  const api = await startCustomerTestServer({ env: SERVICE_CLIENTS_ENV });
  const { server } = api;
  const call: WidgetsTestServer['call'] = (customer, method, path, body) =>
    fetch(`${server.baseUrl}/api${path}`, {
      method,
      headers: {
        ...(customer ? { authorization: `Bearer ${customer.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  let colours = 0;
  return {
    ...api,
    call,
    async photo(customer) {
      // Each photo of its own colour: the library keeps one of identical files.
      colours += 1;
      const colour = { r: colours % 256, g: (colours * 7) % 256, b: (colours * 13) % 256 };
      const jpeg = await sharp({
        create: { width: 64, height: 48, channels: 3, background: colour },
      })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append(
        PHOTO_UPLOAD_FIELD,
        new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }),
        'page.jpg',
      );
      const response = await fetch(`${server.baseUrl}/api/photo-management/photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${customer.token}` },
        body: form,
      });
      expect(response.status).toBe(201);
      return PhotoSchema.parse(await response.json()).imageId;
    },
    async orderBook(customer, photoIds) {
      const codes = {
        book: testOrderCode('BK'),
        prints: testOrderCode('PR'),
        projectBook: testOrderCode('BKP'),
      };
      const products: NewSuperOrder['products'] = [
        {
          productCode: codes.book,
          articleCode: 'PAP_150',
          // Any case: the article type only has to contain "photobook".
          articleType: 'LayFlatPHOTOBOOK',
          title: 'Lay-flat photo book: Summer in Cornwall',
          quantity: 1,
          price: 5999,
          photoIds,
        },
        {
          productCode: codes.prints,
          articleCode: 'PAP_910',
          articleType: 'Prints',
          title: 'Photo prints 10 x 15 cm',
          quantity: photoIds.length,
          price: 29 * photoIds.length,
          photoIds,
        },
        {
          productCode: codes.projectBook,
          articleCode: 'PAP_130',
          articleType: 'Photobook',
          title: 'Classic photo book A4',
          quantity: 1,
          price: 4299,
          projectId: 'project-1',
        },
      ];
      await placeTestOrder(
        { db: server.database.db, signer: server.ctx.imageUrlSigner },
        customer.id,
        sampleOrder({ products }),
      );
      return codes;
    },
    async careToken() {
      return (await fetchServiceToken(server, TEST_SERVICE_CLIENTS.customerCare)).access_token;
    },
  };
}
