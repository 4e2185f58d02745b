import { OverviewPage } from '../features/overview/components/overview-page';
import type { OverviewCount } from '../features/overview/components/overview-counts';

// docs/domain.md#production-overviews: each count opens its list.
const ITEMS: OverviewCount[] = [
  { key: 'allActivities', to: '/userActivities', tone: 'all' },
  { key: 'scheduledActivities', to: '/scheduledActivities', tone: 'scheduled' },
  { key: 'activeActivities', to: '/runningActivities', tone: 'active' },
  { key: 'pausedActivities', to: '/pausedActivities', tone: 'paused' },
  { key: 'completedActivities', to: '/archivedActivities?archivedActivities=completed', tone: 'completed' },
  { key: 'abortedActivities', to: '/archivedActivities?archivedActivities=aborted', tone: 'aborted' },
];

/** /activitiesOverview: my activities and their runs by state. */
export default function ActivitiesOverviewPage() {
  return <OverviewPage kind="activities" items={ITEMS} list="/userActivities" create="/createActivity" />;
}
