import {
  execute,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
} from 'graphql';
import type { GraphqlRequest } from '@my-account/contract/merchandise';
import { HttpError } from '../../platform/http/http-error.ts';
import { merchandiseRoot, merchandiseSchema } from './merchandise.schema.ts';

export interface GraphqlResult {
  data: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[] }[];
}

/** A request the server cannot run (bad syntax, unknown fields, wrong variables): 400. */
const invalid = (errors: readonly GraphQLError[]): HttpError =>
  new HttpError(
    400,
    'GRAPHQL_INVALID',
    errors[0]?.message ?? 'Invalid GraphQL request',
    errors.map((error) => ({ path: 'query', message: error.message })),
  );

export interface GraphqlOptions {
  /**
   * Whether `__schema` and `__type` may be asked: off in production, where the schema is no one
   * else's business (the app asks only what it knows); `__typename` stays.
   */
  introspection: boolean;
}

const PRODUCTION_RULES = [...specifiedRules, NoSchemaIntrospectionCustomRule];

/**
 * Runs one GraphQL operation. Requests that cannot run answer 400 in the one error shape;
 * a request that ran answers 200 with data (and errors of single fields, if any).
 */
export async function runGraphql(
  request: GraphqlRequest,
  options: GraphqlOptions,
): Promise<GraphqlResult> {
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch (error) {
    throw invalid(error instanceof GraphQLError ? [error] : []);
  }
  const validationErrors = validate(
    merchandiseSchema,
    document,
    options.introspection ? specifiedRules : PRODUCTION_RULES,
  );
  if (validationErrors.length > 0) {
    throw invalid(validationErrors);
  }
  const result = await execute({
    schema: merchandiseSchema,
    document,
    rootValue: merchandiseRoot,
    variableValues: request.variables,
    operationName: request.operationName,
  });
  // No data at all means the operation never started: a missing operation or bad variables.
  if (!('data' in result) || result.data === undefined) {
    throw invalid(result.errors ?? []);
  }
  return {
    data: result.data ?? null,
    ...(result.errors
      ? {
          errors: result.errors.map((error) => ({
            message: error.message,
            ...(error.path ? { path: [...error.path] } : {}),
          })),
        }
      : {}),
  };
}
