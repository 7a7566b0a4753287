import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Builds absolute URLs for stored uploads, as the original client uses them directly as `<img src>`. */
    mediaUrl: (request: FastifyRequest) => (path: string | null) => string | null;
    /** PUBLIC_ORIGIN when configured: the only origin absolute URLs are built from. */
    publicOrigin: string | null;
  }
}

/**
 * The origin absolute URLs are built from: PUBLIC_ORIGIN when configured; otherwise the request's
 * own scheme and host, which come from X-Forwarded-* only when the sender is a trusted proxy
 * (TRUST_PROXY), never from any client.
 */
export function originOf(request: FastifyRequest): string {
  return request.server.publicOrigin ?? `${request.protocol}://${request.host}`;
}

/** The absolute URL of the request, for `next`/`previous` links. */
export function requestUrl(request: FastifyRequest): URL {
  return new URL(request.url, originOf(request));
}

export const mediaPlugin = fp(async (app: FastifyInstance, opts: { publicOrigin: string | null }) => {
  app.decorate('publicOrigin', opts.publicOrigin);
  app.decorate(
    'mediaUrl',
    (request: FastifyRequest) => (path: string | null) =>
      path ? new URL(`/media/${path}`, originOf(request)).toString() : null,
  );
});
