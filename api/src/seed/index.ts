import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../modules/accounts/tables';
import { DEMO_STEPS, type DemoContext } from './demo';
import { seedGeography } from './geography';

// Any fixed number: concurrent replicas starting on one empty database seed it once.
const SEED_LOCK = 20_270_027;

export interface SeedResult {
  geography: boolean;
  demo: boolean;
}

export interface SeedOptions {
  demo: boolean;
  /** DATA_DIR: the demo products' images are written under its uploads folder (none without it). */
  dataDir?: string | null;
}

/** Geography when its tables are empty; the demo accounts and their data when there are no users. */
export async function runSeeds(db: Db, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const geography = await seedGeography(tx);
    if (!options.demo) return { geography, demo: false };
    const [{ n }] = await tx.select({ n: count() }).from(users);
    if (Number(n) > 0) return { geography, demo: false };
    const ctx: DemoContext = { tx, now: new Date(), dataDir: options.dataDir ?? null, users: {} as DemoContext['users'], products: {} };
    for (const step of DEMO_STEPS) await step(ctx);
    return { geography, demo: true };
  });
}
