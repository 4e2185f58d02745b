import { OverviewPage } from '../features/overview/components/overview-page';
import type { OverviewCount } from '../features/overview/components/overview-counts';
import { RunDetailsLink } from '../features/runs/components/run-details-link';

// docs/domain.md#production-overviews: each count opens its list.
const ITEMS: OverviewCount[] = [
  { key: 'allActivities', to: '/userActivities', tone: 'all' },
  { key: 'scheduledActivities', to: '/scheduledActivities', tone: 'scheduled' },
  { key: 'activeActivities', to: '/runningActivities', tone: 'active' },
  { key: 'pausedActivities', to: '/pausedActivities', tone: 'paused' },
  { key: 'completedActivities', to: '/archivedActivities?archivedActivities=completed', tone: 'completed' },
  { key: 'abortedActivities', to: '/archivedActivities?archivedActivities=aborted', tone: 'aborted' },
];

/**
 * /activitiesOverview: my activities and their runs by state; `?run=<id>` opens that run's details
 * (where a product's ledger row points, docs/domain.md#stock-ledger).
 */
export default function ActivitiesOverviewPage() {
  return (
    <OverviewPage kind="activities" items={ITEMS} list="/userActivities" create="/createActivity">
      <RunDetailsLink />
    </OverviewPage>
  );
}
