import cors from '@fastify/cors';
import { SERVER_MSG } from '@tillwise/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config/index.js';
import { hostAllowed } from '../lib/allowed-hosts.js';
import { ApiError } from '../lib/errors.js';

/**
 * Security headers with a CSP the SPA runs under, and CORS only for the configured origins.
 *
 * Helmet's middleware is built once here and run on every request. (`@fastify/helmet` built it
 * afresh on every request, parsing the CSP directives each time: about 4% of a barcode lookup's
 * CPU; the headers are the same.)
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes and <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // First of all: a Host the server is not configured for never reaches a handler, so it can never
  // be echoed into `next`/`previous` or media URLs (DRF's ALLOWED_HOSTS check, same answer).
  const allowed = opts.config.allowedHosts;
  app.addHook('onRequest', async (request) => {
    if (!hostAllowed(allowed, request.host, request.protocol)) {
      throw new ApiError(400, {
        detail: SERVER_MSG.invalidHost(String(request.host ?? '').slice(0, 255)),
      });
    }
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  await app.register(cors, {
    origin: opts.config.corsOrigins.length > 0 ? opts.config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'idempotency-key',
      'x-till-id',
      'x-offline-sale',
      'x-till-session',
      'x-sell-expired',
      'x-expired-approval',
      'x-credit-approval',
    ],
    // Where a report was read and the replica's lag (modules/analytics/reader.ts), for the web.
    exposedHeaders: ['x-report-source', 'x-report-lag'],
    maxAge: 600,
  });
});
