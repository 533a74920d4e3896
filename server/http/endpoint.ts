import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint, EndpointAccess } from '../../common/contract';
import type { z } from '../../common/contract/zod';
import type { AuthContext } from '../auth/context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; read by the one central access check (auth/access.ts). */
    access?: EndpointAccess;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface EndpointCall<E extends Endpoint> {
  params: E extends Endpoint<infer P> ? Parsed<P> : never;
  query: E extends Endpoint<z.ZodType, infer Q> ? Parsed<Q> : never;
  body: E extends Endpoint<z.ZodType, z.ZodType, infer B> ? Parsed<B> : never;
  /** Null only on public endpoints; the access check guarantees it elsewhere. */
  auth: AuthContext | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Output<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/**
 * Registers a route from its contract: path, schemas (validated and documented), and access.
 * The handler gets parsed input and returns the response the contract describes.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (call: EndpointCall<E>) => Promise<Output<E>>,
): void {
  const tag = endpoint.path.split('/')[2] ?? 'api';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access },
    schema: {
      summary: endpoint.summary,
      tags: [tag],
      // The document's default is a bearer token; public calls (login, health) need none.
      ...(endpoint.access.kind === 'public' ? { security: [] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    handler: async (request, reply) =>
      handler({
        params: request.params,
        query: request.query,
        body: request.body,
        auth: request.auth,
        request,
        reply,
      } as EndpointCall<E>),
  });
}
