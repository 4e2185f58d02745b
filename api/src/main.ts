import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { unavailableReason } from './db/unavailable';
import { loggerOptions } from './http/logging';
import { redisClient, redisCounter } from './http/rate-limit-store';
import { runSeeds } from './seed';

/** Process entry: configuration from the environment, database, seeds, listen, graceful stop. */
async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  const dataDir = path.resolve(process.cwd(), env.DATA_DIR ?? 'data');
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  // dist/main.js → the repository root, where shell/dist and mf-*/dist are built.
  const staticRoot = path.resolve(env.STATIC_ROOT ?? path.resolve(__dirname, '../..'));

  // A connection PostgreSQL drops is logged (once the app's logger exists); it never ends the process.
  const logger: { current?: FastifyBaseLogger } = {};
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    onConnectionError: (error) => logger.current?.warn({ reason: unavailableReason(error) ?? error.message }, 'database connection lost'),
    log: { warn: (details, message) => logger.current?.warn(details, message), info: (details, message) => logger.current?.info(details, message) },
  });
  // Rate limits count in Redis when there is one (several API processes), else (and while it is away) in the database.
  const redis = env.REDIS_URL ? redisClient(env.REDIS_URL) : null;
  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    turns: database.turns,
    rateCounter: redis ? redisCounter(redis) : undefined,
    dataDir,
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    staticRoot,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    mapTileUrl: env.MAP_TILE_URL || undefined,
    mapAttribution: env.MAP_ATTRIBUTION || undefined,
    fileUrlSecret: env.FILE_URL_SECRET || undefined,
    remotesFile: env.REMOTES_FILE || undefined,
    remotesJson: env.REMOTES_JSON || undefined,
    rateLimits: rateLimitsFromEnv(env),
    loginSlowdownMs: Number(env.LOGIN_SLOWDOWN_MS) >= 0 && env.LOGIN_SLOWDOWN_MS ? Number(env.LOGIN_SLOWDOWN_MS) : undefined,
    liveLimits: liveLimitsFromEnv(env),
    logger: loggerOptions(env.LOG_LEVEL ?? 'info'),
    slowRequestMs: env.SLOW_REQUEST_MS ? Number(env.SLOW_REQUEST_MS) : undefined,
  });
  logger.current = app.log;

  const seeded = await runSeeds(database.db, { demo: env.SEED_DEMO !== 'false', dataDir });
  app.log.info(
    { driver: database.driver, dataDir, staticRoot, seeded },
    seeded.demo ? 'demo accounts created: <type>@demo.agrocadena.co / demo12345' : 'database ready',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    let code = 0;
    try {
      await app.close();
      await database.close();
      redis?.disconnect();
    } catch (error) {
      // Said, and in the exit code: a shutdown that failed partway is not a clean one.
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    } finally {
      clearTimeout(force);
      process.exit(code);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port, host });
  // The one line a person starting the app looks for among the JSON logs.
  process.stdout.write(`\n  AgroCadena is running at ${publicUrl}  (outbox: ${path.join(dataDir, 'outbox')})\n\n`);
}

/**
 * RATE_LIMIT_LOGIN=10/60 → at most 10 per 60 s per IP (likewise _SIGNUP and _RECOVERY); failed
 * log-ins: _LOGIN_ACCOUNT per account and IP, _LOGIN_ADDRESS per IP, _LOGIN_SLOWDOWN per account.
 */
function rateLimitsFromEnv(env: NodeJS.ProcessEnv) {
  const parse = (value: string | undefined) => {
    const match = value ? /^(\d+)\/(\d+)$/.exec(value) : null;
    return match ? { max: Number(match[1]), timeWindow: Number(match[2]) * 1000 } : undefined;
  };
  const limits = {
    login: parse(env.RATE_LIMIT_LOGIN),
    loginAccount: parse(env.RATE_LIMIT_LOGIN_ACCOUNT),
    loginAddress: parse(env.RATE_LIMIT_LOGIN_ADDRESS),
    loginAccountSlowdown: parse(env.RATE_LIMIT_LOGIN_SLOWDOWN),
    signUp: parse(env.RATE_LIMIT_SIGNUP),
    passwordRecovery: parse(env.RATE_LIMIT_RECOVERY),
  };
  return Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined));
}

/** LIVE_STREAMS_PER_SESSION, LIVE_STREAMS_PER_ACCOUNT, LIVE_STREAMS_MAX: whole numbers above zero. */
function liveLimitsFromEnv(env: NodeJS.ProcessEnv) {
  const limits = {
    perSession: Number(env.LIVE_STREAMS_PER_SESSION),
    perAccount: Number(env.LIVE_STREAMS_PER_ACCOUNT),
    total: Number(env.LIVE_STREAMS_MAX),
  };
  return Object.fromEntries(Object.entries(limits).filter(([, v]) => Number.isInteger(v) && v > 0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
