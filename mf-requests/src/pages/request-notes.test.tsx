import { configure, screen, waitFor, within } from '@testing-library/react';
import type { RequestNote } from '@agrocadena/contracts';
import { fail, fillIn, logIn, ok, renderPage, resetStores, setupUser } from '@agrocadena/shared-ui/src/testing';
import ReceivedRequestsPage from './received-requests-page';
import { ME, request, serveRequests } from '../test/request-fixtures';

configure({ asyncUtilTimeout: 5000 });

const LIST = 'requestsMadeToMe';
const THREAD = '/api/requests/q1/notes';

const note = (n: number, fields: Partial<RequestNote>): RequestNote => ({
  _id: `n${n}`,
  author: 'requester',
  mine: false,
  text: '¿Lo tiene en bloques de 500 g?',
  read: false,
  createdAt: '2026-11-27T15:30:00.000Z',
  ...fields,
});

const show = () => renderPage('/userRequests/received', '/userRequests/received', <ReceivedRequestsPage />, ['/requestsOverview']);

describe('a request’s notes (docs/domain.md#request-notes)', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ME);
  });

  it('says on the row how many notes are new, reads the thread, marks it read and sends a note', async () => {
    let thread = [note(1, {})];
    const { callsTo } = serveRequests(
      LIST,
      [request(1, 'received', 'PENDING', { unreadNotes: 1 })],
      [
        { path: THREAD, body: () => ok(thread) },
        {
          method: 'POST',
          path: THREAD,
          reply: (call) => {
            const sent = note(2, { author: 'provider', mine: true, text: (call.body as { text: string }).text });
            thread = [...thread, sent];
            return { status: 201, body: ok(sent, 'Nota enviada.') };
          },
        },
        { method: 'POST', path: `${THREAD}/read`, body: ok({ unreadNotes: 0 }) },
      ],
    );
    const user = setupUser();
    show();
    const notes = within(await screen.findByTestId('request-row-q1')).getByTestId('request-notes');
    expect(notes).toHaveTextContent('Notas (1 nueva)');
    expect(notes).toHaveAccessibleName('Notas: 1 sin leer');
    await user.click(notes);

    const dialog = within(await screen.findByTestId('notes-dialog'));
    expect(await dialog.findByTestId('note-text')).toHaveTextContent('¿Lo tiene en bloques de 500 g?');
    expect(dialog.getByTestId('notes-thread')).toHaveTextContent('Tienda');
    await waitFor(() => expect(callsTo('POST', `${THREAD}/read`)).toHaveLength(1));

    await user.click(dialog.getByTestId('notes-send'));
    expect(await dialog.findByText('Campo obligatorio')).toBeInTheDocument();
    expect(callsTo('POST', THREAD)).toHaveLength(0);

    await fillIn(user, dialog.getByTestId('notes-text'), ' Sí, en bloques de 500 g. ');
    await user.click(dialog.getByTestId('notes-send'));
    await waitFor(() => expect(dialog.getAllByTestId('note-text')).toHaveLength(2));
    expect(callsTo('POST', THREAD)[0].body).toEqual({ text: 'Sí, en bloques de 500 g.' });
    expect(dialog.getAllByTestId('note')[1]).toHaveTextContent('Usted');
    expect(dialog.getByTestId('notes-text')).toHaveValue('');
  });

  it('shows a refusal under the note, in English', async () => {
    resetStores('en');
    logIn(ME);
    serveRequests(
      LIST,
      [request(1, 'received', 'PENDING')],
      [
        { path: THREAD, body: ok([]) },
        { method: 'POST', path: THREAD, status: 409, body: fail('NOTES_FULL', 'This request already has 200 notes: no more fit.') },
      ],
    );
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('request-row-q1')).getByTestId('request-notes'));
    const dialog = within(await screen.findByTestId('notes-dialog'));
    expect(await dialog.findByTestId('notes-empty')).toHaveTextContent('No notes yet');
    await fillIn(user, dialog.getByTestId('notes-text'), 'One more');
    await user.click(dialog.getByTestId('notes-send'));
    expect(await dialog.findByTestId('notes-send-error')).toHaveTextContent('This request already has 200 notes: no more fit.');
  });
});
