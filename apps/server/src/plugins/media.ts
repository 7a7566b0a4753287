import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Builds absolute URLs for stored uploads, as the original client uses them directly as `<img src>`. */
    mediaUrl: (request: FastifyRequest) => (path: string | null) => string | null;
  }
}

/** The absolute URL of the request, for `next`/`previous` links. */
export function requestUrl(request: FastifyRequest): URL {
  return new URL(request.url, `${request.protocol}://${request.host}`);
}

export const mediaPlugin = fp(async (app: FastifyInstance) => {
  app.decorate(
    'mediaUrl',
    (request: FastifyRequest) => (path: string | null) =>
      path ? new URL(`/media/${path}`, `${request.protocol}://${request.host}`).toString() : null,
  );
});
