import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from '../../../common/contract/zod';
import { responseSerializerCompiler } from '../../../server/http/response-serializer';

const serializer = (schema: z.ZodType, check = false) => responseSerializerCompiler({ check })({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const row = z.object({ id: z.string(), price: z.number().int(), photo: z.string().nullable(), ref: z.object({ id: z.string(), name: z.string() }), tags: z.array(z.string()).optional() });
const list = z.object({ data: z.array(row), pagination: z.object({ total: z.number() }).optional() });

const thrown = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
};

describe('responseSerializerCompiler', () => {
  it('sends only the fields the contract names, at every level, in the contract order', () => {
    const data = { secret: 'x', data: [{ password: 'p', ref: { name: 'R', id: 'r', hash: 'h' }, photo: null, price: 5, id: 'a', tags: ['t'] }], pagination: { total: 1, sql: 'select' } };
    const json = serializer(list)(data);
    expect(json).toBe('{"data":[{"id":"a","price":5,"photo":null,"ref":{"id":"r","name":"R"},"tags":["t"]}],"pagination":{"total":1}}');
    // As zod's encode had it.
    expect(json).toBe(JSON.stringify(z.encode(list, data)));
  });

  it("refuses the wrong structure or primitive type with the contract's error (a 500)", () => {
    for (const bad of [{ data: 'x' }, { data: [{ id: 1, price: 5, photo: null, ref: { id: 'r', name: 'R' } }] }, { data: [{ id: 'a', price: 5, photo: null, ref: null }] }]) {
      expect(isResponseSerializationError(thrown(() => serializer(list)(bad)))).toBe(true);
    }
  });

  it('leaves what it does not know to zod: unions of objects, records, transforms', () => {
    const schema = z.object({
      either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
      byKey: z.record(z.string(), z.object({ n: z.number() })),
      loose: z.looseObject({ k: z.string() }),
    });
    const data = { either: { b: 2, c: 3 }, byKey: { x: { n: 1, m: 2 } }, loose: { k: 'v', other: 1 } };
    expect(serializer(schema)(data)).toBe(JSON.stringify(z.encode(schema, data)));
  });

  it('with check, also encodes by zod: its refusals stand, and a different answer is an error', () => {
    // A finer check than the stripper makes (an integer) is still refused under check.
    const bad = { data: [{ id: 'a', price: 1.5, photo: null, ref: { id: 'r', name: 'R' } }] };
    expect(serializer(list)(bad)).toContain('1.5');
    expect(isResponseSerializationError(thrown(() => serializer(list, true)(bad)))).toBe(true);
    expect(serializer(list, true)({ data: [] })).toBe('{"data":[]}');
  });
});
