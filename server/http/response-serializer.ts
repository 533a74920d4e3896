import type { FastifySerializerCompiler } from 'fastify';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';
import {
  $ZodAny,
  $ZodArray,
  $ZodBoolean,
  $ZodDate,
  $ZodEnum,
  $ZodLiteral,
  $ZodNull,
  $ZodNullable,
  $ZodNumber,
  $ZodObject,
  $ZodOptional,
  $ZodRecord,
  $ZodString,
  $ZodType,
  $ZodUnion,
  $ZodUnknown,
  safeEncode,
} from 'zod/v4/core';

/**
 * Responses as their contract lets them out, without zod's whole parse on every answer.
 *
 * The contract's response schema is what guards against leaking: a column the handler read but the
 * contract does not name never reaches the client. zod's encode does that by parsing the answer
 * (every field checked, each level parsed twice in the encode direction), which was ~0.1 ms of a
 * product-list page. Here each schema is compiled once into a stripper that copies exactly the
 * fields the contract names, level by level, in the contract's order, and checks the structure on
 * the way (an object where an object is due, an array where an array is, a string, number or
 * boolean field of that type): the leak guarantee is kept in production. The parts it does not know (transforms, codecs, pipes, defaults, lazy or
 * non-primitive unions, intersections, tuples…) are handed to zod's encode as before.
 *
 * What is left to zod alone is the finer check of the values (a string's format or length, an
 * integer, an enum's member, a finite number), which the handlers' types already promise: with `check` (the test suites,
 * AppOptions.checkResponses) every answer is also encoded by zod as before, a failure is the same
 * 500, and an answer that serialises differently from zod's is an error, so the suites prove the two
 * agree on every response they see.
 */

type Strip = (value: unknown) => unknown;

/** Undefined: the value is sent as it is (a primitive, or a structure that holds nothing to strip). */
type Stripper = Strip | undefined;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

interface Compiler {
  /** The subtree by zod's encode, as before: its result, or the contract's 500 (ResponseSerializationError). */
  byZod(schema: $ZodType): Strip;
}

function hasCoerce(schema: $ZodType): boolean {
  const def: object = schema._zod.def;
  return 'coerce' in def && def.coerce === true;
}

/** A field that is a plain string, number or boolean (maybe optional or nullable): its type, checked as it is copied. */
function primitiveOf(schema: $ZodType): { type: 'string' | 'number' | 'boolean' | undefined; nullable: boolean } {
  let nullable = false;
  let inner = schema;
  for (;;) {
    if (inner instanceof $ZodOptional) inner = inner._zod.def.innerType;
    else if (inner instanceof $ZodNullable) {
      nullable = true;
      inner = inner._zod.def.innerType;
    } else break;
  }
  if (hasCoerce(inner)) return { type: undefined, nullable };
  const type = inner instanceof $ZodString ? 'string' : inner instanceof $ZodNumber ? 'number' : inner instanceof $ZodBoolean ? 'boolean' : undefined;
  return { type, nullable };
}

function stripperOf(schema: $ZodType, compiler: Compiler): Stripper {
  if (schema instanceof $ZodString || schema instanceof $ZodNumber || schema instanceof $ZodBoolean || schema instanceof $ZodDate) {
    return hasCoerce(schema) ? compiler.byZod(schema) : undefined;
  }
  if (schema instanceof $ZodNull || schema instanceof $ZodEnum || schema instanceof $ZodLiteral || schema instanceof $ZodUnknown || schema instanceof $ZodAny) {
    return undefined;
  }
  if (schema instanceof $ZodNullable) {
    const inner = stripperOf(schema._zod.def.innerType, compiler);
    return inner && ((value) => (value === null ? null : inner(value)));
  }
  if (schema instanceof $ZodOptional) {
    const inner = stripperOf(schema._zod.def.innerType, compiler);
    return inner && ((value) => (value === undefined ? undefined : inner(value)));
  }
  if (schema instanceof $ZodArray) {
    const element = stripperOf(schema._zod.def.element, compiler);
    const wrong = compiler.byZod(schema);
    return (value) => {
      if (!Array.isArray(value)) return wrong(value);
      return element ? value.map((item) => element(item)) : value;
    };
  }
  if (schema instanceof $ZodObject) {
    // A catchall (a loose object) lets other fields through: zod decides what they become.
    if (schema._zod.def.catchall) return compiler.byZod(schema);
    const fields = Object.entries(schema._zod.def.shape).map(([key, inner]) => ({ key, strip: stripperOf(inner, compiler), ...primitiveOf(inner), byZod: compiler.byZod(inner) }));
    const wrong = compiler.byZod(schema);
    return (value) => {
      if (!isObject(value)) return wrong(value);
      const out: Record<string, unknown> = {};
      for (const { key, strip, type, nullable, byZod } of fields) {
        const field = value[key];
        if (field === undefined) continue;
        // A string, number or boolean field of another type is zod's to refuse (the contract's 500).
        if (type !== undefined && typeof field !== type && !(field === null && nullable)) out[key] = byZod(field);
        else out[key] = strip ? strip(field) : field;
      }
      return out;
    };
  }
  if (schema instanceof $ZodRecord) {
    const keyType = schema._zod.def.keyType;
    if (!(keyType instanceof $ZodString) || hasCoerce(keyType)) return compiler.byZod(schema);
    const inner = stripperOf(schema._zod.def.valueType, compiler);
    const wrong = compiler.byZod(schema);
    return (value) => {
      if (!isObject(value)) return wrong(value);
      if (!inner) return value;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(value)) out[key] = inner(field);
      return out;
    };
  }
  if (schema instanceof $ZodUnion) {
    // Primitives only: nothing to strip whichever option matches. Otherwise zod picks the option.
    const options: readonly $ZodType[] = schema._zod.def.options;
    return options.every((option) => stripperOf(option, compiler) === undefined) ? undefined : compiler.byZod(schema);
  }
  return compiler.byZod(schema);
}

/** The route's response schema as fastify-type-provider-zod reads it, or null when it is not a zod schema. */
function zodSchemaOf(schema: unknown): $ZodType | null {
  if (schema instanceof $ZodType) return schema;
  if (typeof schema === 'object' && schema !== null && 'properties' in schema && schema.properties instanceof $ZodType) return schema.properties;
  return null;
}

/** The serializer compiler for the app (server/app.ts): see above; `check` also runs zod's encode on every answer and compares. */
export function responseSerializerCompiler(options: { check: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const schema = zodSchemaOf(route.schema);
    // Not a zod schema: refused as fastify-type-provider-zod's compiler refuses it.
    if (!schema) throw new InvalidSchemaError(JSON.stringify(route.schema));
    const byZodEncode = (part: $ZodType, value: unknown): unknown => {
      const result = safeEncode(part, value);
      if (!result.success) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
      return result.data;
    };
    const strip = stripperOf(schema, { byZod: (part) => (value) => byZodEncode(part, value) });
    const stripped = (data: unknown): string => JSON.stringify(strip ? strip(data) : data);
    if (!options.check) return stripped;
    return (data) => {
      const expected = JSON.stringify(byZodEncode(schema, data));
      const actual = stripped(data);
      if (actual !== expected) throw new Error(`response serializer: ${route.method} ${route.url} differs from the contract's encode:\n${actual}\n${expected}`);
      return actual;
    };
  };
}
