import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { DEMO_STEPS, type DemoContext } from './demo';
import { seedGeography } from './geography';

// Any fixed number: concurrent replicas starting on one empty database seed it once.
const SEED_LOCK = 20_270_027;

export interface SeedResult {
  geography: boolean;
  demo: boolean;
}

/** Geography when its tables are empty; the demo accounts and their data when there are no users. */
export async function runSeeds(db: Db, options: { demo: boolean }): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const geography = await seedGeography(tx);
    if (!options.demo) return { geography, demo: false };
    const [{ n }] = await tx.select({ n: count() }).from(users);
    if (Number(n) > 0) return { geography, demo: false };
    const ctx: DemoContext = { tx, now: new Date(), users: {} as DemoContext['users'] };
    for (const step of DEMO_STEPS) await step(ctx);
    return { geography, demo: true };
  });
}
