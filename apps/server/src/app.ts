import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { databasePlugin } from './platform/database';
import { registerErrorHandling } from './platform/errors';
import { refuseNulCharacters } from './platform/input-guard';
import { registerReferences } from './platform/references';
import { securityHeadersPlugin } from './platform/security-headers';
import { answerSerializer, declareResponses } from './platform/response-schemas';
import { authPlugin } from './platform/auth/plugin';
import { resolveSessionSecret } from './platform/auth/secret';
import { filesPlugin } from './platform/files/plugin';
import { realtimePlugin } from './platform/realtime/plugin';
import { graphqlPlugin } from './platform/graphql/plugin';
import { serviceContextPlugin } from './platform/service/context';
import { authRoutes } from './modules/auth/routes';
import { departmentRoutes } from './modules/departments/routes';
import { employeeRoutes } from './modules/employees/routes';
import { myPageRoutes } from './modules/my-page/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { healthRoutes } from './modules/health/routes';
import { authGroupRoutes } from './modules/auth-groups/routes';
import { codeRoutes } from './modules/codes/routes';
import { itemCategoryRoutes } from './modules/item-categories/routes';
import { basicInfoRoutes } from './modules/basic-info/routes';
import { sellerRoutes } from './modules/sellers/routes';
import { buyerRoutes } from './modules/buyers/routes';
import { modalSelectRoutes } from './modules/modal-selects/routes';
import { noticeRoutes } from './modules/notices/routes';
import { scheduleRoutes } from './modules/schedules/routes';
import { inspectionRoutes } from './modules/inspections/routes';
import { processRoutes } from './modules/processes/routes';
import { itemOptionRoutes } from './modules/item-options/routes';
import { purchaseOrderRoutes } from './modules/purchase-orders/routes';
import { rateRoutes } from './modules/rates/routes';
import { itemRoutes } from './modules/items/routes';
import { stockRoutes } from './modules/stock/routes';
import { parcelTrackingPlugin } from './platform/adapters/parcel-tracking';
import { parcelTrackingRoutes } from './modules/parcel-tracking/routes';
import { publicConfigRoutes } from './modules/public-config/routes';
import { orderRoutes } from './modules/orders/routes';
import { customerOrderRoutes } from './modules/orders/customer-routes';
import { shopbagOrderRoutes } from './modules/shopbag-orders/routes';
import { workOrderRoutes } from './modules/work-orders/routes';
import { proofRoutes } from './modules/proofs/routes';
import { deliveryRoutes } from './modules/deliveries/routes';
import { jobsPlugin } from './platform/jobs';
import { smsRoutes } from './modules/sms/routes';
import { cityRoutes } from './modules/cities/routes';
import { monitoringRoutes } from './modules/monitoring/routes';
import { depositRoutes } from './modules/deposits/routes';
import { facilityRoutes } from './modules/facilities/plugin';
import { dashboardRoutes } from './modules/dashboard/routes';
import { quoteRoutes } from './modules/quotes/routes';
import { bankStatementRoutes } from './modules/bank-statements/routes';
import { receivableRoutes } from './modules/receivables/routes';
import { tradeStatementRoutes } from './modules/trade-statements/routes';
import { jobCostingRoutes } from './modules/job-costing/routes';
import { preflightRoutes } from './modules/preflight/routes';
import { taxInvoiceRoutes } from './modules/tax-invoices/routes';

export type App = FastifyInstance;

export interface BuildOptions {
  config: Config;
  /** An already-open database (tests share one); otherwise the app opens and owns it. */
  database?: Database;
  logger?: boolean;
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** The app's zod compilers as Fastify's factories (whose types name ajv's schema shapes, hence the casts). */
const zodCompilers: CompilersFactory = {
  buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
  buildSerializer: (() => answerSerializer) as unknown as CompilersFactory['buildSerializer'],
};

export async function buildApp({ config, database, logger = true }: BuildOptions) {
  const db =
    database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      randomPageCost: config.randomPageCost,
    }));
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Every route validates and answers through zod (below): given from the start, Fastify never loads its default
    // compilers (ajv, fast-json-stringify), which cost start-up time and would serve no route.
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  registerErrorHandling(app, { maxUploadBytes: config.maxUploadBytes });
  registerReferences(app);
  refuseNulCharacters(app);
  declareResponses(app);

  await app.register(databasePlugin, { database: db, ownsDatabase: !database });
  await app.register(securityHeadersPlugin, {
    options: {
      // The SPA loads its own scripts and styles only; inline styles come from MUI's emotion.
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          // WebAssembly (the barcode reader, served by us) needs wasm-unsafe-eval; no JS eval is allowed.
          // The postcode search script's origin when configured: its loader pulls the rest of the service from there.
          'script-src': ["'self'", "'wasm-unsafe-eval'", ...scriptOrigins(config.postcodeScriptUrl)],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          // 'self' covers our own ws:/wss: (CSP Level 3); a configured public origin adds its http(s) and ws(s) forms.
          'connect-src': ["'self'", ...socketOrigins(config.publicOrigins)],
          // 'self' frames our copy of the parcel tracking page; https: the postcode search's embedded page.
          'frame-src': ["'self'", 'https:'],
          // A shop often runs the app over plain HTTP on its LAN: upgrading its own requests to HTTPS would break it.
          'upgrade-insecure-requests': config.secureCookies ? [] : null,
        },
      },
      // Pinning HTTPS is right only when the app is served over it; on a plain-HTTP LAN it would lock browsers out.
      strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    },
  });
  // API answers (JSON, GraphQL) over 1 kB go out compressed; already-compressed types (images, PDF, the .br/.gz
  // web assets) pass through untouched, and request bodies are not inflated (no compressed uploads to guard).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: '인쇄 SCM API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
    // Schemas the contract names (error shapes, Pageable) go under components once, referred to from each route.
    transformObject: jsonSchemaTransformObject,
  });
  // The API documentation is public; every other /api route declares its own access.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
  });

  const sessionSecret = await resolveSessionSecret(db.db, config.sessionSecret);
  await app.register(authPlugin, { sessionSecret, secureCookies: config.secureCookies });
  // After the auth plugin, so the documentation routes are in its route table too.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(filesPlugin, {
    dataDir: config.dataDir,
    maxUploadBytes: config.maxUploadBytes,
    limits: config.uploadLimits,
  });
  await app.register(realtimePlugin, { allowedOrigins: config.publicOrigins });
  await app.register(serviceContextPlugin);
  await app.register(graphqlPlugin);
  await app.register(parcelTrackingPlugin, config.parcelTracking);
  await app.register(jobsPlugin, { enabled: config.jobsEnabled });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(departmentRoutes);
  await app.register(employeeRoutes);
  await app.register(myPageRoutes);
  await app.register(authGroupRoutes);
  await app.register(codeRoutes);
  await app.register(itemCategoryRoutes);
  await app.register(basicInfoRoutes);
  await app.register(notificationRoutes);
  await app.register(sellerRoutes);
  await app.register(buyerRoutes);
  await app.register(modalSelectRoutes);
  await app.register(noticeRoutes);
  await app.register(scheduleRoutes);
  await app.register(inspectionRoutes);
  await app.register(processRoutes);
  await app.register(itemOptionRoutes);
  await app.register(purchaseOrderRoutes);
  await app.register(rateRoutes);
  await app.register(itemRoutes);
  await app.register(stockRoutes);
  await app.register(parcelTrackingRoutes);
  await app.register(smsRoutes, { ...config.sms });
  await app.register(publicConfigRoutes, { postcodeScriptUrl: config.postcodeScriptUrl });
  await app.register(orderRoutes);
  await app.register(customerOrderRoutes);
  await app.register(shopbagOrderRoutes, { maxUploadBytes: config.maxUploadBytes });
  await app.register(workOrderRoutes);
  await app.register(proofRoutes);
  await app.register(deliveryRoutes);
  await app.register(cityRoutes);
  await app.register(monitoringRoutes);
  await app.register(depositRoutes);
  await app.register(facilityRoutes, { ...config.facilities, host: config.host });
  await app.register(dashboardRoutes);
  await app.register(quoteRoutes);
  await app.register(bankStatementRoutes);
  await app.register(receivableRoutes);
  await app.register(tradeStatementRoutes);
  await app.register(jobCostingRoutes);
  await app.register(preflightRoutes);
  await app.register(taxInvoiceRoutes, { taxInvoice: config.taxInvoice, businessStatus: config.businessStatus });

  serveWeb(app, config);
  return app;
}

/** Each configured public origin and its WebSocket twin (https → wss, http → ws); unparsable entries are skipped. */
export function socketOrigins(publicOrigins: readonly string[]): string[] {
  return publicOrigins.flatMap((value) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return [];
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return [];
    return [url.origin, `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
  });
}

/** The origin of a configured external script, for script-src; nothing when it is off or not an http(s) address. */
export function scriptOrigins(scriptUrl: string | null): string[] {
  if (!scriptUrl) return [];
  try {
    const url = new URL(scriptUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

/** Vite's content-hashed build output: a changed file gets a new name, so browsers may keep these for a year. */
const HASHED_ASSET = /^assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/**
 * Serves the built SPA; any non-API GET falls back to index.html so client routes load directly.
 * The build leaves .br/.gz twins next to its larger files (apps/web/scripts/precompress.mjs), sent to browsers
 * that accept them; hashed assets are cached for a year, index.html is revalidated on every load.
 */
function serveWeb(app: FastifyInstance, config: Config) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [config.webDist, path.resolve(here, '../../web/dist'), path.resolve(here, '../web/dist')];
  const root = candidates.find((p): p is string => !!p && fs.existsSync(path.join(p, 'index.html')));
  if (!root) return;
  void app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Called for the plugin's own per-file routes and for sendFile below, with the file actually sent
    // (possibly its .br/.gz twin), after the default `public, max-age=0`.
    setHeaders: (reply, file) => {
      const relative = path
        .relative(root, file)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      if (HASHED_ASSET.test(relative)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else if (relative === 'index.html') reply.header('cache-control', 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true }, config: { access: 'public' } }, (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/graphql' || url.startsWith('/websocket')) {
      return reply.callNotFound();
    }
    const file = path.join(root, decodeURIComponent(url.split('?')[0]!));
    if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    return reply.sendFile('index.html');
  });
}
