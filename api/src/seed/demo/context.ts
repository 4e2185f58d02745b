import type { Db } from '../../db/client';

/** Keys of the demo accounts: one per user type, and a second enterprise (`kitchen`) that outsources to the first. */
export type DemoUserKey = 'agro' | 'enterprise' | 'logistic' | 'supplier' | 'minorist' | 'requester' | 'kitchen';

/**
 * Shared by the demo steps: each step reads what earlier steps created and adds its own ids
 * (later issues add products, services, activities … as further steps and maps here).
 */
export interface DemoContext {
  tx: Db;
  now: Date;
  /** Where uploads live (DATA_DIR); null: demo products get no images. */
  dataDir: string | null;
  users: Record<DemoUserKey, string>;
  /** Product ids by owner and product name, e.g. products.agro['Yuca']. */
  products: Partial<Record<DemoUserKey, Record<string, string>>>;
}

export type DemoStep = (ctx: DemoContext) => Promise<void>;
