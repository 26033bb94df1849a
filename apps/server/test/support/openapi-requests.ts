import fc from 'fast-check';
import { z } from 'zod';
import {
  invalidValue,
  JsonSchemaSchema,
  validValue,
  type JsonSchema,
} from './json-schema-arbitrary.ts';

const ParameterSchema = z.object({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  schema: JsonSchemaSchema,
});

const OperationSchema = z.object({
  parameters: z.array(ParameterSchema).optional(),
  requestBody: z
    .object({
      required: z.boolean().optional(),
      content: z.record(z.string(), z.object({ schema: JsonSchemaSchema })),
    })
    .optional(),
  responses: z.record(z.string(), z.unknown()),
});

const DocumentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), OperationSchema)),
});

export interface DocumentedOperation {
  method: string;
  /** As in the document: `/api/photo-management/photos/{id}`. */
  path: string;
  parameters: z.infer<typeof ParameterSchema>[];
  jsonBody: { required: boolean; schema: JsonSchema } | undefined;
  /** The statuses the document lists for it. */
  statuses: Set<number>;
}

/** Every operation of an OpenAPI document (e.g. `app.swagger()`). */
export function documentedOperations(document: unknown): DocumentedOperation[] {
  const { paths } = DocumentSchema.parse(document);
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const json = operation.requestBody?.content['application/json'];
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        jsonBody: json && {
          required: operation.requestBody?.required === true,
          schema: json.schema,
        },
        statuses: new Set(Object.keys(operation.responses).map(Number)),
      };
    }),
  );
}

export interface GeneratedRequest {
  method: string;
  url: string;
  /** JSON text; undefined: no body. */
  body: string | undefined;
  /** Mostly JSON; now and then a type no route reads. */
  contentType: string;
  /** Who calls: nobody, a signed-in customer, or a service (client credentials, every scope). */
  caller: Caller;
}

export const CALLERS = ['none', 'customer', 'service'] as const;
export type Caller = (typeof CALLERS)[number];

/** Mostly valid values, a third breaking a rule. */
const someValue = (schema: JsonSchema): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: validValue(schema), weight: 2 },
    { arbitrary: invalidValue(schema), weight: 1 },
  );

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/**
 * Requests for one operation: each parameter and the JSON body valid, invalid or left out, the
 * body now and then of another type, by nobody, a customer or a service. A path parameter is never empty: that
 * would be another URL.
 */
export function requestsFor(operation: DocumentedOperation): fc.Arbitrary<GeneratedRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc.tuple(
    ...pathParameters.map((parameter) =>
      someValue(parameter.schema)
        .map(asText)
        .filter((value) => value !== ''),
    ),
  );
  const query = fc.tuple(
    ...queryParameters.map((parameter) =>
      fc.option(someValue(parameter.schema).map(asText), { nil: undefined }),
    ),
  );
  const body = operation.jsonBody
    ? fc.option(someValue(operation.jsonBody.schema).map(asText), { nil: undefined })
    : fc.constant(undefined);
  const contentType = fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 5 },
    fc.constantFrom('application/xml', 'text/plain'),
  );
  const request = { path, query, body, contentType, caller: fc.constantFrom(...CALLERS) };
  return fc.record(request).map((generated) => {
    let url = operation.path;
    pathParameters.forEach((parameter, index) => {
      const value = (generated.path[index] ?? '').toWellFormed();
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
    });
    const search = new URLSearchParams();
    queryParameters.forEach((parameter, index) => {
      const value = generated.query[index];
      if (value !== undefined) {
        search.set(parameter.name, value);
      }
    });
    const queryText = search.toString();
    return {
      method: operation.method,
      url: queryText === '' ? url : `${url}?${queryText}`,
      body: generated.body,
      contentType: generated.contentType,
      caller: generated.caller,
    };
  });
}
