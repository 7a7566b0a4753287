import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '@tillwise/db';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/index.js';
import { startMaintenance } from './lib/maintenance.js';
import { mediaStore } from './lib/media-store.js';
import { startFolding } from './modules/analytics/fold.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { LoginThrottle } from './modules/auth/throttle.js';
import { tokenService } from './modules/auth/tokens.js';
import { batchRoutes } from './modules/catalog/batch-routes.js';
import { catalogCsvRoutes } from './modules/catalog/csv/routes.js';
import { productRoutes } from './modules/catalog/product-routes.js';
import { referenceRoutes } from './modules/catalog/reference-routes.js';
import { logoRoutes } from './modules/companies/logo-routes.js';
import { companiesRoutes } from './modules/companies/routes.js';
import { creditRoutes } from './modules/credit/routes.js';
import { financeRoutes } from './modules/finance/routes.js';
import { fiscalRoutes } from './modules/fiscal/routes.js';
import { fiscalWorkerOptions, startFiscalWorker } from './modules/fiscal/worker.js';
import { reorderLevelRoutes } from './modules/inventory/reorder-levels.js';
import { inventoryRoutes } from './modules/inventory/routes.js';
import { ledgerRoutes } from './modules/ledger/routes.js';
import { metaRoutes } from './modules/meta/routes.js';
import { createNotificationHub, type NotificationHub } from './modules/notifications/hub.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import {
  CATALOGUE_PAGE_SIZE,
  EMBEDDED_CATALOGUE_PAGE_SIZE,
  offlineRoutes,
} from './modules/offline/routes.js';
import { orderRoutes } from './modules/orders/routes.js';
import { replenishmentRoutes } from './modules/replenishment/routes.js';
import { requestRoutes } from './modules/requests/routes.js';
import { stockCountRoutes } from './modules/stock-counts/routes.js';
import { taxRoutes } from './modules/tax/routes.js';
import { managerApprovals } from './modules/till-sessions/approval.js';
import { startExpiryNotices } from './modules/till-sessions/expiry-notices.js';
import { tillSessionRoutes } from './modules/till-sessions/routes.js';
import { passwordRoutes } from './modules/users/password-routes.js';
import { languageRoutes, usersRoutes } from './modules/users/routes.js';
import { userWriteRoutes } from './modules/users/write-routes.js';
import { vendorsRoutes } from './modules/vendors/routes.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { mediaPlugin } from './plugins/media.js';
import { multipartPlugin } from './plugins/multipart.js';
import { openapiPlugin } from './plugins/openapi.js';
import { responseSerializer } from './plugins/response-schemas.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';
import { MATRIX } from './policy/matrix.js';
import { policyPlugin } from './policy/plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Wakes live notification listeners after a transaction that wrote notifications commits. */
    notifications: NotificationHub;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  /** A pool on the read replica (DATABASE_REPLICA_URL): analytics and exports read there. */
  replicaDb?: Db | undefined;
  /** Where the log goes (standard output when unset): tests read what was logged from it. */
  logStream?: { write(line: string): void } | undefined;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Builds the whole application as one Fastify instance, plugins in a fixed order: errors, security,
 * the policy layer, OpenAPI, auth, media and multipart, then the API modules under /api, then the
 * SPA and uploaded media. Listening is server.ts's job.
 */
export async function buildApp({ config, db, replicaDb, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logStream ? { stream: logStream } : {}),
    },
    // X-Forwarded-For/-Host/-Proto are believed only from the proxies TRUST_PROXY names.
    trustProxy: config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false },
    // One line per request only when debugging; errors are always logged by the error handler.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(config.validateResponses));
  // The API speaks JSON (and multipart for uploads); plain text bodies are refused with 415 as DRF does.
  app.removeContentTypeParser('text/plain');
  // The original client sends `Content-Type: application/json` on DELETE and on bodiless PATCHes
  // too: an empty JSON body reads as `{}`, as DRF reads it, instead of a parse error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, {}) : parseJson(request, String(body), done),
  );
  // A write with no body and no content type at all reads as `{}` as well.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && WRITES.has(request.method)) request.body = {};
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  // Before any route is added, so that every API route (the docs' too) goes through the matrix.
  await app.register(policyPlugin, { db, matrix: MATRIX });
  await app.register(openapiPlugin);
  const tokens = tokenService(config.jwtSecret, config.tokenTtlSeconds);
  await app.register(authPlugin, { db, tokens });
  await app.register(mediaPlugin, { publicOrigin: config.publicOrigin });
  await app.register(multipartPlugin);
  // After multipart, so that form fields are checked as JSON bodies are.
  await app.register(inputGuardPlugin);

  const throttle = new LoginThrottle(db, {
    attemptsPerMinute: config.loginAttemptsPerMinute,
    failuresBeforeDelay: config.loginFailuresBeforeDelay,
  });
  // A manager's approval given on a cashier's screen: throttled per cashier and per manager, apart
  // from sign-in; a notice of repeated failures wakes the live listeners (the hub, made below).
  const approvals = managerApprovals({ secret: config.jwtSecret, wake: () => hub.wake() });
  // Uploaded images live in the database; DATA_DIR/media only holds an older install's files.
  const media = mediaStore(db, path.join(config.dataDir, 'media'));
  // Reports and exports read the replica when there is one; everything else reads and writes `db`.
  const reader = replicaDb ? { db: replicaDb, replica: true } : { db, replica: false };
  const deps = { db, pageSize: config.pageSize, media };
  // Live notifications: wakes listeners after commit, across processes on PostgreSQL (ADR 0008).
  const hub = await createNotificationHub({ db, databaseUrl: config.databaseUrl, log: app.log });
  app.decorate('notifications', hub);
  app.addHook('onClose', () => hub.close());
  // Report summaries folded from the journal after commit, never in a sale's transaction.
  if (config.reportFoldMs > 0) {
    const stopFolding = startFolding(db, config.reportFoldMs, (error) =>
      app.log.error({ err: error }, 'folding the report summaries failed'),
    );
    app.addHook('onClose', stopFolding);
  }
  // Batches entering their company's expiry window: the managers are told once (docs/till-sessions.md).
  if (config.expiryCheckMs > 0) {
    const stopChecking = startExpiryNotices(db, config.expiryCheckMs, hub, (error) =>
      app.log.error({ err: error }, 'sending the expiry notices failed'),
    );
    app.addHook('onClose', stopChecking);
  }
  // Counter orders of a company that reports to the tax authority: sent from the fiscal outbox after
  // commit, never in a sale's transaction (docs/domain/fiscal.md, "The outbox and the worker").
  let fiscalQueued: (() => void) | undefined;
  if (config.fiscalSendMs > 0) {
    const stopReporting = startFiscalWorker(
      fiscalWorkerOptions(db, config.fiscalKey, app.log, () => hub.wake(), config.fiscalRetryMs),
      config.fiscalSendMs,
      (error) => app.log.error({ err: error }, 'reporting invoices to the tax authority failed'),
    );
    app.addHook('onClose', stopReporting);
    // A sale that waits in the outbox is sent at once rather than at the next round, so its
    // receipt usually prints with the number (the counter waits up to 3 s for it).
    fiscalQueued = stopReporting.nudge;
  }
  // The embedded engine has no autovacuum: the server analyses and vacuums it as the books grow.
  if (!config.databaseUrl && config.maintenanceMs > 0) {
    const stopMaintaining = startMaintenance(
      db,
      config.maintenanceMs,
      (error) => app.log.error({ err: error }, 'vacuuming and analysing the embedded database failed'),
      (pass) => app.log.info(pass, 'the embedded database vacuumed and analysed'),
    );
    app.addHook('onClose', stopMaintaining);
  }
  await app.register(
    async (api) => {
      await api.register(authRoutes, { db, tokens, throttle });
      await api.register(usersRoutes, deps);
      await api.register(languageRoutes, deps);
      await api.register(userWriteRoutes, deps);
      await api.register(passwordRoutes, { db, tokens, throttle });
      await api.register(vendorsRoutes, deps);
      await api.register(companiesRoutes, deps);
      await api.register(logoRoutes, deps);
      await api.register(metaRoutes, deps);
      // Books: finance records, the expense summary and the journal's reports.
      await api.register(financeRoutes, { db, pageSize: config.pageSize });
      await api.register(ledgerRoutes, { db, pageSize: config.pageSize });
      await api.register(analyticsRoutes, { db, reader });
      // Catalogue and stock.
      await api.register(productRoutes, deps);
      await api.register(referenceRoutes, { db });
      await api.register(taxRoutes, deps);
      await api.register(fiscalRoutes, { ...deps, fiscalKey: config.fiscalKey });
      await api.register(batchRoutes, { db, pageSize: config.pageSize });
      await api.register(inventoryRoutes, { db, pageSize: config.pageSize });
      await api.register(catalogCsvRoutes, { db, reader });
      await api.register(stockCountRoutes, { db, pageSize: config.pageSize });
      // The counter: sales, returns, the orders list and invoice ids.
      await api.register(orderRoutes, {
        db,
        pageSize: config.pageSize,
        hub,
        approvals,
        ...(fiscalQueued ? { fiscalQueued } : {}),
      });
      // Customer credit: settings, the counter's figures, payments settled against invoices.
      await api.register(creditRoutes, { db });
      // Requests between departments, their answers and notifications.
      await api.register(requestRoutes, { db, pageSize: config.pageSize, hub });
      await api.register(notificationRoutes, { db, pageSize: config.pageSize, hub });
      await api.register(reorderLevelRoutes, { db });
      await api.register(replenishmentRoutes, { db, reader, hub });
      await api.register(offlineRoutes, {
        db,
        cataloguePageSize: config.databaseUrl ? CATALOGUE_PAGE_SIZE : EMBEDDED_CATALOGUE_PAGE_SIZE,
      });
      // Till sessions, cash in and out, the X and Z reports.
      await api.register(tillSessionRoutes, { db, pageSize: config.pageSize, approvals });
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, {
    webDist: config.webDist ?? DEFAULT_WEB_DIST,
    media,
    mediaCrossOrigin: config.corsOrigins.length > 0,
  });
  return app;
}
