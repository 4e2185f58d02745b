import { screen, within } from '@testing-library/react';
import { logIn, ok, renderPage, resetStores, setupUser, stubFetch } from '@agrocadena/shared-ui/src/testing';
import RequestsOverviewPage from './requests-overview-page';
import { ME, REQUESTER_USER, request } from '../test/request-fixtures';
import { fail } from '@agrocadena/shared-ui/src/testing';

const COUNTS = {
  requestMadeToOthers: 4,
  requestAcceptedToOthers: 2,
  requestRejectedToOthers: 1,
  requestHistoricalToOthers: 7,
  requestMadeToMe: 5,
  requestAcceptedToMe: 3,
  requestRejectedToMe: 0,
  requestHistoricalToMe: 12,
};

const serveOverview = (unseen: { sent: number; received: number }) =>
  stubFetch([{ path: `/api/users/${ME._id}/requestsOverview`, body: ok({ ...COUNTS, unseen }) }]);

const show = () =>
  renderPage('/requestsOverview', '/requestsOverview', <RequestsOverviewPage />, [
    '/userRequests/sent',
    '/userRequests/received',
    '/completedReceivedRequests',
  ]);

/** The title of a pending link's red badge (antd writes it on the count), or null without one. */
const badgeOf = (side: string) => screen.queryByTestId(`unseen-${side}`)?.querySelector('sup')?.getAttribute('title') ?? null;

describe('RequestsOverviewPage', () => {
  beforeEach(() => resetStores('es'));

  it('shows both sides’ four counts as links to their lists, the pending ones with their unseen requests', async () => {
    logIn(ME);
    serveOverview({ sent: 0, received: 3 });
    const user = setupUser();
    show();
    const sent = await screen.findByTestId('overview-sent');
    expect(within(sent).getByTestId('count-requestMadeToOthers')).toHaveTextContent('4Pendientes');
    expect(within(sent).getByTestId('count-requestMadeToOthers')).toHaveAttribute('href', '/userRequests/sent');
    expect(within(sent).getByTestId('count-requestAcceptedToOthers')).toHaveAttribute('href', '/acceptedRequestsToOtherUser');
    expect(within(sent).getByTestId('count-requestRejectedToOthers')).toHaveAttribute('href', '/rejectedRequestsToOtherUser');
    expect(within(sent).getByTestId('count-requestHistoricalToOthers')).toHaveTextContent('7Históricas');
    const received = screen.getByTestId('overview-received');
    expect(within(received).getByTestId('count-requestMadeToMe')).toHaveAttribute('href', '/userRequests/received');
    expect(within(received).getByTestId('count-requestAcceptedToMe')).toHaveTextContent('3En curso');
    expect(within(received).getByTestId('count-requestRejectedToMe')).toHaveAttribute('href', '/rejectedRequestsToUser');
    expect(within(received).getByTestId('count-requestHistoricalToMe')).toHaveAttribute('href', '/completedReceivedRequests');
    // Nothing unseen among the sent: no badge there.
    expect(badgeOf('sent')).toBeNull();
    expect(badgeOf('received')).toBe('3 sin ver');
    await user.click(within(received).getByTestId('count-requestHistoricalToMe'));
    expect(await screen.findByTestId('completed-received-requests-page')).toBeInTheDocument();
  });

  it('shows a requester-type user only the Sent column, in English too', async () => {
    resetStores('en');
    logIn(REQUESTER_USER);
    serveOverview({ sent: 2, received: 0 });
    show();
    expect(await screen.findByTestId('overview-sent')).toHaveTextContent('Sent');
    expect(screen.getByTestId('count-requestMadeToOthers')).toHaveTextContent('4Pending');
    expect(badgeOf('sent')).toBe('2 unseen');
    expect(screen.queryByTestId('overview-received')).not.toBeInTheDocument();
    expect(screen.queryByTestId('count-requestMadeToMe')).not.toBeInTheDocument();
    // Its subtitle speaks of what it asked only: it has no column of what others asked of it.
    expect(screen.getByTestId('requests-overview')).toHaveTextContent('What you asked others for.');
    expect(screen.getByTestId('requests-overview')).not.toHaveTextContent('what others asked you for');
  });

  describe('a link to one request (?request=, from a stock ledger row)', () => {
    const showLinked = (id: string) =>
      renderPage('/requestsOverview', `/requestsOverview?request=${id}`, <RequestsOverviewPage />, ['/userRequests/sent']);

    it('opens its details over the overview, paid or not, and closing them forgets the link', async () => {
      logIn(ME);
      const linked = request(7, 'sent', 'COMPLETED', { agreedPrice: 90_000, paidOn: '2026-11-25', completedAt: '2026-11-26T15:00:00.000Z' });
      stubFetch([
        { path: `/api/users/${ME._id}/requestsOverview`, body: ok({ ...COUNTS, unseen: { sent: 0, received: 0 } }) },
        { path: '/api/requests/q7', body: ok(linked) },
      ]);
      const user = setupUser();
      showLinked('q7');
      const details = within(await screen.findByTestId('request-details-dialog'));
      expect(details.getByTestId('request-details-list')).toHaveTextContent('Mango Tommy');
      expect(details.getByTestId('request-paid')).toHaveTextContent('Pagada el 2026-11-25');
      await user.click(details.getByTestId('request-details-close'));
      expect(screen.queryByTestId('request-details-dialog')).not.toBeInTheDocument();
      expect(await screen.findByTestId('count-requestMadeToOthers')).toBeInTheDocument();
    });

    it('says so when the request cannot be read (en)', async () => {
      resetStores('en');
      logIn(ME);
      stubFetch([
        { path: `/api/users/${ME._id}/requestsOverview`, body: ok({ ...COUNTS, unseen: { sent: 0, received: 0 } }) },
        { path: '/api/requests/q8', status: 404, body: fail('NOT_FOUND', 'Not found.') },
      ]);
      const user = setupUser();
      showLinked('q8');
      const error = await screen.findByTestId('request-link-error');
      expect(error).toHaveTextContent('The linked request could not be opened');
      expect(error).toHaveTextContent('Not found.');
      await user.click(screen.getByTestId('request-link-dismiss'));
      expect(screen.queryByTestId('request-link-error')).not.toBeInTheDocument();
    });
  });
});
