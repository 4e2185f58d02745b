import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { fail, logIn, ok, renderWithProviders, resetStores, setupUser, stubFetch } from '../../testing';
import { PersonCardDialog } from './person-card-dialog';

const PROVIDER = {
  _id: 'p1',
  firstName: 'Luis',
  lastName: 'Gómez',
  enterpriseName: null,
  email: 'luis@finca.co',
  phoneNumbers: ['300 123 4567', '+57 605 3001122'],
  photo: null,
  town: 'Soledad',
};

describe('PersonCardDialog', () => {
  beforeEach(() => resetStores('es'));

  it('shows how to reach a public provider: name, email and phones as links, town', async () => {
    const { calls } = stubFetch([{ path: '/api/publicProviders/p1', body: ok(PROVIDER) }]);
    renderWithProviders(<PersonCardDialog userId="p1" source="public" onClose={() => {}} />);
    expect(screen.getByTestId('person-card-loading')).toHaveTextContent('Cargando los datos de contacto');

    expect(await screen.findByTestId('person-card-name')).toHaveTextContent('Luis Gómez');
    expect(screen.getByTestId('person-card-email')).toHaveAttribute('href', 'mailto:luis@finca.co');
    const phones = screen.getAllByTestId('person-card-phone');
    expect(phones.map((phone) => phone.getAttribute('href'))).toEqual(['tel:3001234567', 'tel:+576053001122']);
    expect(screen.getByTestId('person-card-town')).toHaveTextContent('Soledad');
    expect(calls[0].headers.Authorization).toBeUndefined();
  });

  it('names a legal entity by its enterprise name and reads a contact privately when logged in', async () => {
    logIn();
    const { calls } = stubFetch([{ path: '/api/users/p1/card', body: ok({ ...PROVIDER, enterpriseName: 'Frutas del Caribe SAS' }) }]);
    renderWithProviders(<PersonCardDialog userId="p1" source="private" onClose={() => {}} />);
    expect(await screen.findByTestId('person-card-name')).toHaveTextContent('Frutas del Caribe SAS');
    expect(calls[0].headers.Authorization).toBe('tok-123');
  });

  it('says the details could not be loaded, and loads them on retry', async () => {
    let failing = true;
    stubFetch([
      {
        path: '/api/publicProviders/p1',
        reply: () => (failing ? { status: 404, body: fail('NOT_FOUND', 'El usuario no existe') } : { status: 200, body: ok(PROVIDER) }),
      },
    ]);
    const user = setupUser();
    renderWithProviders(<PersonCardDialog userId="p1" source="public" onClose={() => {}} />);
    expect(await screen.findByTestId('person-card-error')).toHaveTextContent('No se pudieron cargar los datos de contacto');
    expect(screen.getByTestId('person-card-error')).toHaveTextContent('El usuario no existe');
    failing = false;
    await user.click(screen.getByTestId('person-card-error-retry'));
    expect(await screen.findByTestId('person-card-name')).toHaveTextContent('Luis Gómez');
  });

  it('asks nothing while closed, and closes on its button', async () => {
    const { calls } = stubFetch([{ path: '/api/publicProviders/p1', body: ok(PROVIDER) }]);
    function Opener() {
      const [userId, setUserId] = useState<string | null>(null);
      return (
        <>
          <button onClick={() => setUserId('p1')}>open</button>
          <PersonCardDialog userId={userId} source="public" onClose={() => setUserId(null)} />
        </>
      );
    }
    const user = setupUser();
    renderWithProviders(<Opener />);
    expect(screen.queryByTestId('person-card-dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByText('open'));
    expect(await screen.findByTestId('person-card-name')).toHaveTextContent('Luis Gómez');
    await user.click(screen.getByTestId('person-card-close'));
    await waitFor(() => expect(screen.queryByTestId('person-card-name')).not.toBeInTheDocument());
  });
});
