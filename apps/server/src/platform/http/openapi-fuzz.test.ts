import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  documentedOperations,
  requestsFor,
  type Caller,
  type DocumentedOperation,
  type GeneratedRequest,
} from '../../../test/support/openapi-requests.ts';
import { signAccessToken, signServiceToken } from '../../../test/support/token-factory.ts';
import { SERVICE_SCOPE_NAMES } from '../auth/service-scopes.ts';

/**
 * A schema-driven fuzz run: requests generated from the OpenAPI document's own parameter and
 * body schemas (valid and invalid values), sent by nobody, a customer and a service (internal
 * routes take only the last; the others only a customer). Every status answered must be one the
 * document lists for that route, and every error must be in the contract's shape.
 */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 12);

let t: TestApp;
let authorization: Record<Caller, Record<string, string>>;
beforeAll(async () => {
  t = await buildTestApp();
  const signer = { ...t, issuer: `${t.settings.PUBLIC_URL}/oidc` };
  const customer = await signAccessToken(signer);
  const service = await signServiceToken(signer, {
    clientId: 'fuzz-service',
    scope: SERVICE_SCOPE_NAMES.join(' '),
  });
  authorization = {
    none: {},
    customer: { authorization: `Bearer ${customer}` },
    service: { authorization: `Bearer ${service}` },
  };
});
afterAll(async () => {
  await t.close();
});

/** What is wrong with the answer to the request; undefined when nothing is. */
async function problemWith(
  operation: DocumentedOperation,
  request: GeneratedRequest,
): Promise<string | undefined> {
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      ...authorization[request.caller],
      ...(request.body === undefined ? {} : { 'content-type': request.contentType }),
    },
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
  const answer = `${String(response.statusCode)} ${response.body.slice(0, 300)}`;
  if (!operation.statuses.has(response.statusCode)) {
    return `undocumented status: ${answer}`;
  }
  // A HEAD answer has no body (RFC 9110): only its status and correlation id can be checked.
  if (response.statusCode >= 400 && request.method === 'HEAD') {
    return response.headers['x-correlationid'] ? undefined : `no correlation id: ${answer}`;
  }
  if (response.statusCode >= 400) {
    const parsed = ErrorResponseSchema.safeParse(JSON.parse(response.body));
    if (!parsed.success || parsed.data.correlationId !== response.headers['x-correlationid']) {
      return `not in the error shape: ${answer}`;
    }
  }
  return undefined;
}

describe('the OpenAPI document against a fuzz run generated from it', () => {
  it('documents every status each route answers; every error is in the error shape', async () => {
    const operations = documentedOperations(t.app.swagger());
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const operation of operations) {
      const property = fc.asyncProperty(requestsFor(operation), async (request) => {
        const problem = await problemWith(operation, request);
        if (problem !== undefined) {
          throw new Error(problem);
        }
      });
      try {
        // No shrinking: the first failing request is reported as it was, in bounded time.
        await fc.assert(property, {
          numRuns: RUNS_PER_OPERATION,
          endOnFailure: true,
          includeErrorInReport: true,
        });
      } catch (error) {
        failures.push(`${operation.method} ${operation.path}: ${String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
