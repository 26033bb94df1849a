import { randomUUID } from 'node:crypto';
import type { CustomerStatus } from '@my-account/contract/customer';
import { signAccessToken } from '../../../test/support/token-factory.ts';
import {
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from '../../../test/support/test-server.ts';
import { ensureCustomer } from './customer-access.ts';
import { findCustomerByIdentity } from './customer.repository.ts';

export interface TestCustomer {
  id: string;
  token: string;
}

/** A real server for the customer tests; `api` calls any path under /api/customer. */
export interface CustomerTestServer {
  server: TestServer;
  api(token: string, method: string, path: string, body?: unknown): Promise<Response>;
  /** A customer record and an access token of its identity (private unless `isB2b`). */
  customer(options?: { isB2b?: boolean; status?: CustomerStatus }): Promise<TestCustomer>;
  close(): Promise<void>;
}

export async function startCustomerTestServer(
  options: TestServerOptions = {},
): Promise<CustomerTestServer> {
  const server = await startTestServer(options);
  return {
    server,
    api: (token, method, path, body) =>
      fetch(`${server.baseUrl}/api/customer${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    async customer(options = {}) {
      const idpSub = randomUUID();
      const isB2b = options.isB2b ?? false;
      const db = server.database.db;
      await ensureCustomer(db, {
        idpType: 'myaccount',
        idpSub,
        email: `${idpSub}@example.com`,
        firstName: 'Test',
        lastName: 'Customer',
        isB2b,
        status: isB2b ? 'Default' : null,
      });
      const row = await findCustomerByIdentity(db, 'myaccount', idpSub);
      if (!row) {
        throw new Error('The test customer was not created');
      }
      if (options.status) {
        await db
          .updateTable('customer_customers')
          .set({ status: options.status })
          .where('id', '=', row.id)
          .execute();
      }
      const token = await signAccessToken(server, {
        claims: {
          sub: idpSub,
          idp_sub: idpSub,
          email: row.email,
          amr: isB2b ? ['pwd', 'b2b'] : ['pwd'],
        },
      });
      return { id: row.id, token };
    },
    close: () => server.close(),
  };
}
