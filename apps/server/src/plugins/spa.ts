import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MediaStore } from '../lib/media-store.js';

interface SpaOptions {
  webDist: string;
  media: MediaStore;
  /**
   * Media may be embedded by other origins (CORS_ORIGINS is set): a logo uploaded through a client
   * on another origin must show there, so media say `Cross-Origin-Resource-Policy: cross-origin`.
   */
  mediaCrossOrigin: boolean;
}

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Tillwise</title>
<p>The web app has not been built yet. Run <code>npm start</code> (or <code>npm run build</code>) from the repository root.</p>`;

/**
 * Serves the built SPA and uploaded media. Unknown paths under /api/ answer JSON 404; any other
 * GET or HEAD falls back to index.html so client-side routes survive a reload.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: SpaOptions) => {
  // Uploaded images, from the database (or an older install's file): public, as <img src> uses
  // them; their names are random and never reused, so they may be cached for good.
  app.get<{ Params: { '*': string } }>(
    '/media/*',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const found = await opts.media.read(request.params['*']);
      if (!found) return reply.code(404).send({ detail: 'Not found.' });
      if (opts.mediaCrossOrigin) reply.header('cross-origin-resource-policy', 'cross-origin');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(found.contentType)
        .send(found.content);
    },
  );

  const built = existsSync(path.join(opts.webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      // Look files up per request, so a rebuild while the server runs is served at once.
      wildcard: true,
      index: ['index.html'],
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (reply, file) => {
        reply.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.get('/', { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html').send(NOT_BUILT),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isPage || request.url.startsWith('/media/')) {
      return reply.code(404).send({ detail: 'Not found.' });
    }
    if (!built) return reply.code(200).type('text/html').send(NOT_BUILT);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', opts.webDist);
  });
});
