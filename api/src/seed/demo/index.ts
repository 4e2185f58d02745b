import type { DemoStep } from './context';
import { seedDemoRequests } from './requests';
import { seedDemoUsers } from './users';

/** In order: later steps use the ids earlier ones recorded in the context. */
export const DEMO_STEPS: DemoStep[] = [seedDemoUsers, seedDemoRequests];

export type { DemoContext } from './context';
