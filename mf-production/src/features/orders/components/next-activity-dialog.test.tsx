import { configure, screen, waitFor } from '@testing-library/react';
import { fail, logIn, ok, renderPage, resetStores, setupUser, stubFetch } from '@agrocadena/shared-ui/src/testing';
import { NextActivityDialog } from './next-activity-dialog';
import { ENTERPRISE_USER } from '../../../test/activity-fixtures';
import { nextActivityRoute, orderId } from '../../../test/order-fixtures';

configure({ asyncUtilTimeout: 5000 });

const onClose = jest.fn();
const show = () => renderPage('/check', '/check', <NextActivityDialog orderId={orderId(1)} onClose={onClose} />, ['/startActivity']);

describe('NextActivityDialog', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
    onClose.mockClear();
  });

  it('waits for the answer, then names the next activity and starts it in the wizard for this order', async () => {
    const { callsTo } = stubFetch([nextActivityRoute(orderId(1), { _id: 'a2', name: 'Despulpado' })]);
    const user = setupUser();
    show();
    expect(screen.getByTestId('next-activity-loading')).toBeInTheDocument();
    expect(await screen.findByText('Siguiente actividad: Despulpado')).toBeInTheDocument();
    expect(screen.queryByTestId('next-activity-loading')).not.toBeInTheDocument();
    expect(screen.queryByTestId('process-finished')).not.toBeInTheDocument();
    expect(callsTo('GET', `/api/productionOrder/${orderId(1)}/nextActivity`)).toHaveLength(1);
    await user.click(screen.getByTestId('next-activity-start'));
    expect(await screen.findByTestId('start-activity-page')).toHaveTextContent(`/startActivity?activityId=a2&productionOrder=${orderId(1)}`);
  });

  it('says the production process has finished when there is no next activity, in English too', async () => {
    resetStores('en');
    logIn(ENTERPRISE_USER);
    stubFetch([nextActivityRoute(orderId(1), null)]);
    const user = setupUser();
    show();
    expect(await screen.findByTestId('process-finished')).toHaveTextContent('The process is finished: no more activities');
    expect(screen.queryByTestId('next-activity-start')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('next-activity-close'));
    expect(onClose).toHaveBeenCalled();
  });

  it('tells why the check failed and asks again', async () => {
    let calls = 0;
    stubFetch([
      {
        path: `/api/productionOrder/${orderId(1)}/nextActivity`,
        reply: () =>
          calls++ === 0
            ? { status: 404, body: fail('NOT_FOUND', 'La orden de producción no existe') }
            : { status: 200, body: ok({ activityId: 'a2', name: 'Despulpado' }) },
      },
    ]);
    const user = setupUser();
    show();
    expect(await screen.findByTestId('next-activity-error')).toHaveTextContent('La orden de producción no existe');
    await user.click(screen.getByTestId('next-activity-error-retry'));
    await waitFor(() => expect(screen.getByTestId('next-activity-start')).toBeInTheDocument());
  });
});
