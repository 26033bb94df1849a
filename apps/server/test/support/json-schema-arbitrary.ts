import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema (2020-12) the OpenAPI document's parameters and bodies use. */
export interface JsonSchema {
  type?: string | string[] | undefined;
  enum?: unknown[] | undefined;
  const?: unknown;
  format?: string | undefined;
  pattern?: string | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  exclusiveMinimum?: number | undefined;
  exclusiveMaximum?: number | undefined;
  items?: JsonSchema | undefined;
  minItems?: number | undefined;
  maxItems?: number | undefined;
  properties?: Record<string, JsonSchema> | undefined;
  required?: string[] | undefined;
  additionalProperties?: boolean | JsonSchema | undefined;
  anyOf?: JsonSchema[] | undefined;
  oneOf?: JsonSchema[] | undefined;
}

export const JsonSchemaSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.object({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    format: z.string().optional(),
    pattern: z.string().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    exclusiveMinimum: z.number().optional(),
    exclusiveMaximum: z.number().optional(),
    items: JsonSchemaSchema.optional(),
    minItems: z.number().optional(),
    maxItems: z.number().optional(),
    properties: z.record(z.string(), JsonSchemaSchema).optional(),
    required: z.array(z.string()).optional(),
    additionalProperties: z.union([z.boolean(), JsonSchemaSchema]).optional(),
    anyOf: z.array(JsonSchemaSchema).optional(),
    oneOf: z.array(JsonSchemaSchema).optional(),
  }),
);

/** Generated strings and arrays stay short: the fuzz run is about shapes, not sizes. */
const SHORT = 12;
/** Any visible character, now and then one that breaks naive code (NUL, bidi, lone surrogate). */
const CHARACTER = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), weight: 8 },
  {
    arbitrary: fc.constantFrom('\u0000', '\u202e', '\ud800', '\n', '%', '/', '\\', '"'),
    weight: 1,
  },
);
const text = (minLength = 0, maxLength = SHORT) =>
  fc.string({ unit: CHARACTER, minLength, maxLength: Math.max(minLength, maxLength) });
const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** Absolute URLs (fc.webUrl takes seconds to build its percent-encoding tables). */
const uri = fc
  .tuple(fc.constantFrom('https://shop.example', 'http://localhost:8080'), text())
  .map(([origin, path]) => `${origin}/${encodeURIComponent(path.toWellFormed())}`);

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const fits = (value: string) => value.length >= min && value.length <= max;
  if (schema.pattern !== undefined) {
    return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits);
  }
  if (schema.format === 'uri') {
    return uri.filter(fits);
  }
  return text(min, Math.min(max, min + SHORT)).filter(fits);
}

/** Just over the longest the schema allows, built cheaply (limits go up to 20,000). */
const tooLong = (maxLength: number): fc.Arbitrary<string> =>
  text(1).map((tail) => 'x'.repeat(maxLength) + tail);

function validOfType(type: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1e6) + 1;
      const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1e6) - 1;
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? SHORT, Math.max(minLength, 5));
      return fc.array(validValue(schema.items ?? {}), { minLength, maxLength });
    }
    case 'object':
      return validObject(schema);
    default:
      return fc.jsonValue();
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const known = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValue(value)])),
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  );
  const extra = schema.additionalProperties;
  if (typeof extra !== 'object') {
    return known;
  }
  return fc
    .tuple(known, fc.dictionary(text(1), validValue(extra), { maxKeys: 3 }))
    .map(([fields, more]) => ({ ...more, ...fields }));
}

/** Arbitraries are built once per schema: building some (patterns) takes a good part of a second. */
const validValues = new WeakMap<JsonSchema, fc.Arbitrary<unknown>>();

/** Values the schema accepts. */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const built = validValues.get(schema) ?? buildValidValue(schema);
  validValues.set(schema, built);
  return built;
}

function buildValidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    return fc.oneof(...alternatives.map(validValue));
  }
  if ('const' in schema) {
    return fc.constant(schema.const);
  }
  if (schema.enum) {
    return fc.constantFrom(...schema.enum);
  }
  const types = typesOf(schema);
  return types.length === 0
    ? fc.jsonValue()
    : fc.oneof(...types.map((type) => validOfType(type, schema)));
}

/** Values breaking one rule of the schema: another type, a bound, the pattern, a key. */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const wrong: fc.Arbitrary<unknown>[] = [];
  if (types.length > 0) {
    const otherType = fc.oneof(fc.integer(), fc.boolean(), text(), fc.constant(null), fc.object());
    wrong.push(otherType.filter((value) => !hasType(types, value)));
  }
  if (schema.enum) {
    const allowed = schema.enum;
    wrong.push(text().filter((value) => !allowed.includes(value)));
  }
  if (schema.maxLength !== undefined) {
    wrong.push(tooLong(schema.maxLength));
  }
  if ((schema.minLength ?? 0) > 0) {
    wrong.push(fc.constant(''));
  }
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern, 'u');
    wrong.push(text(1).filter((value) => !pattern.test(value)));
  }
  if (schema.minimum !== undefined) {
    wrong.push(fc.integer({ min: -1e9, max: Math.ceil(schema.minimum) - 1 }));
  }
  if (schema.maximum !== undefined) {
    wrong.push(fc.integer({ min: Math.floor(schema.maximum) + 1, max: 1e9 }));
  }
  if (types.includes('integer')) {
    wrong.push(fc.constant(1.5));
  }
  if (schema.maxItems !== undefined) {
    const items = validValue(schema.items ?? {});
    wrong.push(fc.array(items, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 3 }));
  }
  if (types.includes('object')) {
    wrong.push(...invalidObjects(schema));
  }
  return wrong.length > 0 ? fc.oneof(...wrong) : validValue(schema);
}

function invalidObjects(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const whole = validObject(schema);
  const wrong: fc.Arbitrary<unknown>[] = [];
  for (const key of schema.required ?? []) {
    wrong.push(
      whole.map((fields) => Object.fromEntries(Object.entries(fields).filter(([k]) => k !== key))),
    );
  }
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    wrong.push(
      fc
        .tuple(whole, invalidValue(property))
        .map(([fields, value]) => ({ ...fields, [key]: value })),
    );
  }
  if (schema.additionalProperties === false) {
    wrong.push(whole.map((fields) => ({ ...fields, unexpected: 1 })));
  }
  return wrong;
}

/** Whether the value is of one of the JSON Schema types (an integer is a number too). */
function hasType(types: string[], value: unknown): boolean {
  const type = jsonTypeOf(value);
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

function jsonTypeOf(value: unknown): string {
  if (value === null) {
    return 'null';
  }
  if (Array.isArray(value)) {
    return 'array';
  }
  if (typeof value === 'number') {
    return Number.isInteger(value) ? 'integer' : 'number';
  }
  return typeof value;
}
