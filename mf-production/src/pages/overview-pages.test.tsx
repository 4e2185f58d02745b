import { screen, within } from '@testing-library/react';
import { logIn, ok, renderPage, resetStores, setupUser, stubFetch } from '@agrocadena/shared-ui/src/testing';
import ActivitiesOverviewPage from './activities-overview-page';
import ProcessesOverviewPage from './processes-overview-page';
import { ENTERPRISE_USER } from '../test/activity-fixtures';

const base = `/api/users/${ENTERPRISE_USER._id}`;

describe('overview pages', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('shows the six counts of the activities as links to their lists, with bars', async () => {
    stubFetch([
      {
        path: `${base}/activitiesOverview`,
        body: ok({
          allActivities: 5,
          scheduledActivities: 2,
          activeActivities: 4,
          pausedActivities: 1,
          completedActivities: 12,
          abortedActivities: 0,
        }),
      },
    ]);
    const user = setupUser();
    renderPage('/activitiesOverview', '/activitiesOverview', <ActivitiesOverviewPage />, [
      '/userActivities',
      '/archivedActivities',
      '/runningActivities',
    ]);
    const all = await screen.findByTestId('count-allActivities');
    expect(all).toHaveTextContent('5Actividades definidas');
    expect(all).toHaveAttribute('href', '/userActivities');
    expect(screen.getByTestId('count-scheduledActivities')).toHaveAttribute('href', '/scheduledActivities');
    expect(screen.getByTestId('count-pausedActivities')).toHaveAttribute('href', '/pausedActivities');
    expect(screen.getByTestId('count-abortedActivities')).toHaveAttribute('href', '/archivedActivities?archivedActivities=aborted');
    // The bars are scaled to the largest state (12 completed): 4 running is a third of it.
    const running = screen.getByTestId('count-activeActivities').closest('li')!;
    expect(running.querySelector<HTMLElement>('.pr-overview-bar > span')!.style.width).toMatch(/^33\.3/);
    await user.click(screen.getByTestId('count-completedActivities'));
    expect(await screen.findByTestId('archived-activities-page')).toHaveTextContent('/archivedActivities?archivedActivities=completed');
  });

  it('shows the production orders by state, in English too', async () => {
    resetStores('en');
    logIn(ENTERPRISE_USER);
    stubFetch([
      {
        path: `${base}/processesOverview`,
        body: ok({ allProcesses: 1, scheduledProcesses: 0, activeProcesses: 3, pausedProcesses: 0, completedProcesses: 1, abortedProcesses: 0 }),
      },
    ]);
    renderPage('/processesOverview', '/processesOverview', <ProcessesOverviewPage />, ['/userProcesses']);
    const counts = await screen.findByTestId('overview-counts');
    expect(within(counts).getByTestId('count-activeProcesses')).toHaveTextContent('3Active orders');
    expect(within(counts).getByTestId('count-activeProcesses')).toHaveAttribute('href', '/activeProductionOrders');
    // Finished orders open their own archive, with their costs and yields.
    expect(within(counts).getByTestId('count-completedProcesses')).toHaveAttribute(
      'href',
      '/archivedProductionOrders?archivedProductionOrders=completed',
    );
    expect(within(counts).getByTestId('count-abortedProcesses')).toHaveAttribute(
      'href',
      '/archivedProductionOrders?archivedProductionOrders=aborted',
    );
    expect(screen.getByTestId('overview-create')).toHaveAttribute('href', '/createProcess');
  });
});
