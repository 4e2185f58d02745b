import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { APP_VERSION, healthRoutes } from '@agrocadena/contracts';
import type { Database, Db } from './db/client';
import { tokenFromAuthorization } from './modules/accounts/session-rules';
import { AppError, rateLimitedFor } from './errors';
import { installErrorHandling, sendError } from './http/error-handler';
import { RequestLog } from './http/logging';
import { registerStatic } from './http/static';
import { installSecurityHeaders, neverFramed } from './http/security-headers';
import { installMethodNotAllowed } from './http/method-not-allowed';
import { asOpenApi30 } from './http/openapi';
import { strictBodies } from './http/strict-bodies';
import { installJsonBodyParser } from './http/json-body';
import { closeIfBodyUnread } from './http/unread-body';
import { counterWithFallback, databaseCounter, sharedRateLimitStore, type HitCounter } from './http/rate-limit-store';
import { DatabaseBusyError, type Turns } from './db/turns';
import { loginLimiter } from './modules/accounts/login-limits';
import type { AppContext, RegisteredRoute } from './http/types';
import { languageFromHeader } from './i18n/language';
import { translate } from './i18n/translate';
import { fileLinksLoader } from './files/file-links';
import { createMailer, type Mailer } from './mail/mailer';
import { collectRoutes, registerRoutes } from './http/routes';
import { DEFAULT_LOGIN_SLOWDOWN_MS, DEFAULT_RATE_LIMITS, type AuthRateLimits } from './modules/accounts/auth-routes';
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from './modules/config/routes';
import { API_MODULES } from './modules/all-modules.generated';
import { installLiveClient, taggingLiveClient } from './live/live-client';
import { findSessionUser } from './modules/accounts/sessions';
import { listeningSessionCache } from './modules/accounts/session-cache';
import { listeningLiveChanges, type LiveLimits } from './live/live-changes';
import { liveSessionsAmong } from './modules/accounts/sessions';

/** The load balancer's probes, never refused for a busy database: /ready says it itself. */
const PROBES = new Set(Object.values(healthRoutes).map((route) => `/api${route.path}`));

export interface BuildAppOptions {
  db: Db;
  /**
   * The database's NOTIFY listener (Database.listen): with it, sessions are cached while every change
   * is heard, and live-update streams hear what changed.
   */
  listen?: Database['listen'];
  /** The statements' turns on the database (Database.turns): while it is busy, new requests are refused with 503. */
  turns?: Turns;
  /** Uploads and (without SMTP) the mail outbox live here. */
  dataDir: string;
  /** Base of the links in mails, e.g. http://localhost:3000 (no trailing slash). */
  publicUrl: string;
  /** Defaults to SMTP when smtpUrl is given, else to the outbox in dataDir. */
  mailer?: Mailer;
  smtpUrl?: string;
  rateLimits?: Partial<AuthRateLimits>;
  /** How long an attempt at an account under a burst of failed log-ins waits (DEFAULT_LOGIN_SLOWDOWN_MS). */
  loginSlowdownMs?: number;
  /** Where the rate limits count attempts (shared by every API process, e.g. Redis); the database while it fails, and by default. */
  rateCounter?: HitCounter;
  /** Repo root holding shell/dist and the mf-<name>/dist folders; null or absent: API only. */
  staticRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Requests slower than this (ms) are logged at warn level; default SLOW_REQUEST_MS. */
  slowRequestMs?: number;
  /** Behind a load balancer: take the client IP (for rate limits) from X-Forwarded-For. */
  trustProxy?: boolean;
  /** Map tiles for the front end (GET /api/config); default: the public OpenStreetMap server. */
  mapTileUrl?: string;
  mapAttribution?: string;
  /** Signs the URLs of private files; absent: a secret generated once and kept in the database. */
  fileUrlSecret?: string;
  /** This deployment's remote map (REMOTES_FILE, a path; REMOTES_JSON, the JSON itself); default: the shell's build's. */
  remotesFile?: string;
  remotesJson?: string;
  /** Live-update streams a session, an account and this process may hold open. */
  liveLimits?: Partial<LiveLimits>;
}

/**
 * The API's answers compressed when they are bigger than one network packet (smaller ones gain
 * nothing): brotli at quality 4 (a phone on 1.6 Mbps gets a page of products in a fifth of the
 * bytes, at a cost per answer that quality 11 would multiply by ten), else gzip. Request bodies
 * are never inflated: a small compressed body could expand past the body limit's intent.
 */
const JSON_COMPRESSION = {
  threshold: 1400,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  globalDecompression: false,
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    logController: new RequestLog(options.slowRequestMs),
    schemaController: strictBodies(),
  }).withTypeProvider<TypeBoxTypeProvider>();

  const rateLimits: AuthRateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const inDatabase = databaseCounter(options.db);
  const rateCounter = options.rateCounter ? counterWithFallback(options.rateCounter, inDatabase, app.log) : inDatabase;
  const mailer = options.mailer ?? createMailer({ smtpUrl: options.smtpUrl, outboxDir: path.join(options.dataDir, 'outbox'), logger: app.log });
  const ctx: AppContext = {
    db: taggingLiveClient(options.db),
    dataDir: options.dataDir,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    mailer,
    loginLimiter: loginLimiter(rateCounter, {
      perAccountAddress: rateLimits.loginAccount,
      perAddress: rateLimits.loginAddress,
      accountSlowdown: rateLimits.loginAccountSlowdown,
      slowdownMs: options.loginSlowdownMs ?? DEFAULT_LOGIN_SLOWDOWN_MS,
    }),
    rateCounter,
    fileLinks: fileLinksLoader(options.db, options.fileUrlSecret),
    sessions: await listeningSessionCache(options.listen),
    publicConfig: { mapTileUrl: options.mapTileUrl ?? DEFAULT_MAP_TILE_URL, mapAttribution: options.mapAttribution ?? DEFAULT_MAP_ATTRIBUTION },
    live: await listeningLiveChanges(options.listen, {
      limits: options.liveLimits,
      liveSessionsAmong: (tokenHashes) => liveSessionsAmong(options.db, tokenHashes),
    }),
  };
  app.addHook('onClose', () => ctx.sessions.close());
  // Open streams would keep the server from closing: they end first (their apps reconnect elsewhere).
  app.addHook('preClose', () => ctx.live.close());
  app.decorateRequest('lang', 'es');
  app.decorateRequest('auth', null);
  // While the database is the limit, a new request hears at once that it should come back (503,
  // Retry-After) instead of queueing for seconds; the probes answer as ever (db/turns.ts).
  const turns = options.turns;
  if (turns)
    app.addHook('onRequest', (request, _reply, done) => {
      const refused = turns.busy && request.url.startsWith('/api/') && !PROBES.has(request.url.split('?')[0]);
      done(refused ? new DatabaseBusyError(turns.oldestWaitMs) : undefined);
    });
  app.addHook('onRequest', async (request) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
  });
  // Every route the app serves, as registered: the access test walks them all.
  const registered: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registered.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', registered);
  app.addHook('onClose', async () => {
    if (!options.mailer) mailer.close();
  });

  installErrorHandling(app);
  installSecurityHeaders(app);
  installMethodNotAllowed(app);
  installJsonBodyParser(app);
  installLiveClient(app);
  app.addHook('onSend', closeIfBodyUnread);

  await app.register(swagger, {
    openapi: {
      info: { title: 'AgroCadena API', version: APP_VERSION, description: 'Envelope: {success, message, code?, data, totalItems?}' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
    transformObject: asOpenApi30,
  });
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(rateCounter),
    errorResponseBuilder: (_request, context) => rateLimitedFor(context.ttl),
  });
  // Size limits are checked per upload kind; the route reads at most limit + 1 bytes and answers 400.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12 } });

  // One handler per contract route, module by module (every folder of modules/).
  const routes = collectRoutes((r) => {
    for (const module of API_MODULES) module.routes(r, { ctx });
  });
  await app.register(
    async (api) => {
      await api.register(compress, JSON_COMPRESSION);
      // staticCSP: the docs page sends its own policy (hashes of its inline scripts), not the app's.
      await api.register(swaggerUi, { routePrefix: '/docs', staticCSP: true, transformStaticCSP: neverFramed });
      registerRoutes(api, 'public', routes, rateLimits);
      const sessionOf = (request: FastifyRequest) => {
        const token = tokenFromAuthorization(request.headers.authorization);
        return token ? findSessionUser(ctx.db, token, ctx.sessions) : Promise.resolve(null);
      };
      // Public routes that tell a signed-in caller more: a missing or stale token is a guest.
      await api.register(async (viewerScope) => {
        viewerScope.addHook('onRequest', async (request) => {
          request.auth = await sessionOf(request);
        });
        registerRoutes(viewerScope, 'viewer', routes, rateLimits);
      });
      // The private context: its onRequest hook authenticates every route registered in it.
      await api.register(async (privateScope) => {
        privateScope.addHook('onRequest', async (request) => {
          const user = await sessionOf(request);
          if (!user) throw new AppError('UNAUTHORIZED');
          request.auth = user;
        });
        registerRoutes(privateScope, 'private', routes, rateLimits);
      });
    },
    { prefix: '/api' },
  );

  const spaFallback = options.staticRoot
    ? await registerStatic(app, options.staticRoot, {
        mapTileUrl: ctx.publicConfig.mapTileUrl,
        remotesFile: options.remotesFile,
        remotesJson: options.remotesJson,
      })
    : null;
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback?.(request, reply)) return reply;
    const route = request.url.split('?')[0];
    // The contract's NOT_FOUND code; the message names the route.
    return sendError(reply, 404, 'NOT_FOUND', translate('ROUTE_NOT_FOUND', request.lang, { route }));
  });

  return app;
}
