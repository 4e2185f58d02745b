import { OverviewPage } from '../features/overview/components/overview-page';
import type { OverviewCount } from '../features/overview/components/overview-counts';

// The production orders' lists (docs/domain.md#order-states); finished orders have their own archive, with their figures.
const ITEMS: OverviewCount[] = [
  { key: 'allProcesses', to: '/userProcesses', tone: 'all' },
  { key: 'scheduledProcesses', to: '/scheduledProductionOrders', tone: 'scheduled' },
  { key: 'activeProcesses', to: '/activeProductionOrders', tone: 'active' },
  { key: 'pausedProcesses', to: '/pausedProductionOrders', tone: 'paused' },
  { key: 'completedProcesses', to: '/archivedProductionOrders?archivedProductionOrders=completed', tone: 'completed' },
  { key: 'abortedProcesses', to: '/archivedProductionOrders?archivedProductionOrders=aborted', tone: 'aborted' },
];

/** /processesOverview: my processes and the production orders started from them, by state. */
export default function ProcessesOverviewPage() {
  return <OverviewPage kind="processes" items={ITEMS} list="/userProcesses" create="/createProcess" />;
}
