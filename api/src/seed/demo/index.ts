import { seedDemoBranchOffices } from './branch-offices';
import { seedDemoExecutions } from './executions';
import type { DemoStep } from './context';
import { seedDemoProducts } from './products';
import { seedDemoProduction } from './production';
import { seedDemoRequests } from './requests';
import { seedDemoServices } from './services';
import { seedDemoTraceability } from './traceability';
import { seedDemoUsers } from './users';

/** In order: later steps use the ids earlier ones recorded in the context. */
export const DEMO_STEPS: DemoStep[] = [
  seedDemoUsers,
  seedDemoProducts,
  seedDemoBranchOffices,
  seedDemoProduction,
  seedDemoExecutions,
  seedDemoServices,
  seedDemoRequests,
  seedDemoTraceability,
];

export type { DemoContext } from './context';
