// First: the federation runtime mock must be in place before the shell's modules load.
import '../../../test/federation-runtime-mock';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { chooseOption, fillIn } from '@agrocadena/shared-ui/src/testing';
import { commonStubRoutes, fail, ok, stubFetch } from '@agrocadena/shared-ui/src/testing';

const label = {
  es: { personType: 'Tipo de persona', idType: 'Tipo de documento', id: 'Número de documento', phone: 'Teléfono' },
};

// A whole form typed through antd on a shared CI machine takes a few seconds.
jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
});

const shown = (text: string) => screen.queryByLabelText(text) !== null;

describe('sign-up form', () => {
  it('reveals the fields in their fixed order', async () => {
    stubFetch(commonStubRoutes);
    const { user } = await renderApp('/signUp');
    const l = label.es;

    expect(shown('Correo electrónico')).toBe(true);
    expect(shown(l.personType)).toBe(true);
    expect(shown(l.idType)).toBe(false);
    expect(shown(l.id)).toBe(false);
    expect(shown(l.phone)).toBe(false);
    expect(shown('Nombres')).toBe(false);
    expect(shown('Razón social')).toBe(false);
    expect(shown('Municipio')).toBe(false);
    expect(shown('Dirección')).toBe(false);

    await chooseOption(user, l.personType, 'Persona natural');
    expect(await screen.findByLabelText(l.idType)).toBeInTheDocument();
    // id number and phone wait for the id type
    expect(shown(l.id)).toBe(false);
    expect(shown(l.phone)).toBe(false);
    expect(shown('Nombres')).toBe(true);
    expect(shown('Apellidos')).toBe(true);
    expect(shown('Razón social')).toBe(false);

    await chooseOption(user, l.idType, 'Cédula de ciudadanía');
    expect(await screen.findByLabelText(l.id)).toBeInTheDocument();
    expect(shown(l.phone)).toBe(true);

    await chooseOption(user, l.personType, 'Persona jurídica');
    expect(await screen.findByLabelText('Razón social')).toBeInTheDocument();
    expect(shown('Nombres')).toBe(false);
    expect(shown('Apellidos')).toBe(false);

    await chooseOption(user, 'Departamento', 'Atlántico');
    expect(await screen.findByLabelText('Municipio')).toBeInTheDocument();
    expect(shown('Dirección')).toBe(false);
    await chooseOption(user, 'Municipio', 'Soledad');
    expect(await screen.findByLabelText('Dirección')).toBeInTheDocument();

    // the fields appear in their fixed order on the page
    const order = [...document.querySelectorAll('label')].map((el) => el.textContent?.trim());
    const expected = [
      'Correo electrónico',
      l.personType,
      l.idType,
      l.id,
      l.phone,
      'Razón social',
      'Departamento',
      'Municipio',
      'Dirección',
      'Eslabón de la cadena',
      'Contraseña',
      'Repetir contraseña',
    ];
    expect(order.filter((text) => expected.includes(text ?? ''))).toEqual(expected);
  });

  it('offers only NIT to a legal entity and CC, CE, passport to a person', async () => {
    stubFetch(commonStubRoutes);
    const { user } = await renderApp('/signUp');
    await chooseOption(user, 'Tipo de persona', 'Persona natural');
    const idTypes = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Tipo de documento' });
    const offered = () => [...idTypes.options].filter((option) => !option.disabled).map((option) => option.text);
    expect(offered()).toEqual(['Cédula de ciudadanía', 'Cédula de extranjería', 'Pasaporte']);
  });

  it.each([
    ['es', 'Seleccione el tipo de persona', 'Campo obligatorio', 'Las contraseñas no coinciden', 'Correo electrónico inválido', 'al menos 8'],
    ['en', 'Select the type of person', 'Required field', 'Passwords do not match', 'Invalid email address', 'at least 8'],
  ] as const)('shows the local validation messages in %s', async (language, personType, required, mismatch, email, short) => {
    stubFetch(commonStubRoutes);
    const { user } = await renderApp('/signUp', { language });
    await user.click(screen.getByTestId('sign-up-submit'));
    expect(await screen.findByText(personType)).toBeInTheDocument();
    expect((await screen.findAllByText(required)).length).toBeGreaterThanOrEqual(3);

    await user.type(screen.getByTestId('sign-up-email'), 'not-an-email');
    await user.type(screen.getByTestId('sign-up-password'), 'short');
    await user.type(screen.getByTestId('sign-up-repeat-password'), 'different');
    expect(await screen.findByText(email)).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(short))).toBeInTheDocument();
    expect(await screen.findByText(mismatch)).toBeInTheDocument();
  });

  async function fillNaturalPerson(user: Awaited<ReturnType<typeof renderApp>>['user']) {
    await fillIn(user, screen.getByTestId('sign-up-email'), '  ana@example.co ');
    await chooseOption(user, 'Tipo de persona', 'Persona natural');
    await chooseOption(user, 'Tipo de documento', 'Cédula de extranjería');
    await fillIn(user, await screen.findByTestId('sign-up-social-id'), '1234567');
    await fillIn(user, screen.getByTestId('sign-up-phone'), '3001234567');
    await fillIn(user, await screen.findByTestId('sign-up-first-name'), 'Ana');
    await fillIn(user, screen.getByTestId('sign-up-last-name'), 'Pérez');
    await chooseOption(user, 'Departamento', 'Atlántico');
    await chooseOption(user, 'Municipio', 'Barranquilla');
    await fillIn(user, await screen.findByTestId('sign-up-address'), 'Calle 72 # 45-10');
    await chooseOption(user, 'Eslabón de la cadena', 'Productor primario');
    await fillIn(user, screen.getByTestId('sign-up-password'), 'cosecha2024');
    await fillIn(user, screen.getByTestId('sign-up-repeat-password'), 'cosecha2024');
  }

  it('sends the sign-up body and goes to the notice page', async () => {
    const { calls } = stubFetch([
      { method: 'POST', path: '/api/signUp', status: 201, body: ok({ email: 'ana@example.co' }, 'ok') },
      ...commonStubRoutes,
    ]);
    const { user } = await renderApp('/signUp');
    await fillNaturalPerson(user);
    await user.click(screen.getByTestId('sign-up-submit'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/successfulSignUp'));
    const signUp = calls.find((c) => c.path.endsWith('/api/signUp'));
    expect(signUp?.body).toEqual({
      email: 'ana@example.co',
      password: 'cosecha2024',
      userType: 'AGRO',
      personType: 'NATURAL',
      socialIdType: 'CE',
      socialId: '1234567',
      firstName: 'Ana',
      lastName: 'Pérez',
      phoneNumbers: ['3001234567'],
      town: '08001',
      address: 'Calle 72 # 45-10',
      language: 'es',
    });
    expect(signUp?.headers.Authorization).toBeUndefined();
    expect(screen.getByTestId('successful-sign-up')).toBeInTheDocument();
  });

  it('sends only the enterprise name for a legal entity, in the current language', async () => {
    const { calls } = stubFetch([{ method: 'POST', path: '/api/signUp', body: ok({ email: 'e@x.co' }) }, ...commonStubRoutes]);
    const { user } = await renderApp('/signUp', { language: 'en' });
    await fillIn(user, screen.getByTestId('sign-up-email'), 'sales@lacteos.co');
    await chooseOption(user, 'Person type', 'Legal entity');
    await fillIn(user, await screen.findByTestId('sign-up-social-id'), '900123456-7');
    await fillIn(user, screen.getByTestId('sign-up-phone'), '6053001122');
    await fillIn(user, await screen.findByTestId('sign-up-enterprise-name'), 'Lácteos del Caribe');
    await chooseOption(user, 'Department', 'Atlántico');
    await chooseOption(user, 'Town', 'Soledad');
    await fillIn(user, await screen.findByTestId('sign-up-address'), 'Zona franca, bodega 4');
    await chooseOption(user, 'Link in the chain', 'Agro-industry');
    await fillIn(user, screen.getByTestId('sign-up-password'), 'queso-costeño');
    await fillIn(user, screen.getByTestId('sign-up-repeat-password'), 'queso-costeño');
    await user.click(screen.getByTestId('sign-up-submit'));

    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/api/signUp'))).toBe(true));
    const body = calls.find((c) => c.path.endsWith('/api/signUp'))?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      personType: 'JURIDICAL',
      socialIdType: 'NIT',
      enterpriseName: 'Lácteos del Caribe',
      userType: 'ENTERPRISE',
      language: 'en',
      town: '08758',
    });
    expect(body).not.toHaveProperty('firstName');
    expect(body).not.toHaveProperty('lastName');
  });

  it('shows the server message under the form and marks the field it names', async () => {
    stubFetch([
      { method: 'POST', path: '/api/signUp', status: 400, body: fail('VALIDATION', 'El teléfono no es válido', 'phoneNumbers') },
      ...commonStubRoutes,
    ]);
    const { user } = await renderApp('/signUp');
    await fillNaturalPerson(user);
    await user.click(screen.getByTestId('sign-up-submit'));

    expect(await screen.findByTestId('sign-up-error')).toHaveTextContent('El teléfono no es válido');
    await waitFor(() => expect(screen.getByTestId('sign-up-phone').closest('.ac-form-item')).toHaveClass('ac-form-item--error'));
    expect(screen.getByTestId('location')).toHaveTextContent('/signUp');
  });

  it('explains the links of the chain in a help dialog', async () => {
    stubFetch(commonStubRoutes);
    const { user } = await renderApp('/signUp');
    await user.click(screen.getByTestId('chain-help-open'));
    expect(await screen.findByText('Los eslabones de la cadena')).toBeInTheDocument();
    expect(screen.getByText(/Transforma materias primas en productos terminados/)).toBeInTheDocument();
  });
});
