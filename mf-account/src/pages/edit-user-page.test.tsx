import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@agrocadena/shared-ui';
import type { UpdateUserBody, UserProfile } from '@agrocadena/contracts';
import EditUserPage from './edit-user-page';
import {
  chooseOption,
  fail,
  ok,
  stubFetch,
  type RecordedCall,
  type StubRoute,
  jpegFile,
  logIn,
  oversized,
  pngFile,
  renderPage,
  resetStores,
  SESSION_USER,
  setupUser,
  stubImageDecoding,
  textAs,
} from '@agrocadena/shared-ui/src/testing';
import { DEPARTMENTS, NATURAL_PROFILE, TOWNS_OF_5, TOWNS_OF_8 } from '../test/fixtures';

const PROFILE_URL = `/api/users/${SESSION_USER._id}`;
const UPDATE_URL = `/api/users/${SESSION_USER._id}/update`;

const geoRoutes: StubRoute[] = [
  { path: '/api/departments', body: ok(DEPARTMENTS) },
  { path: '/api/departments/8/towns', body: ok(TOWNS_OF_8) },
  { path: '/api/departments/5/towns', body: ok(TOWNS_OF_5) },
];

/** The update answers with the profile the body describes, as the server does: a new email waits for its mailed link. */
const echoUpdate = (call: RecordedCall): ReturnType<typeof ok> => {
  const body = call.body as UpdateUserBody;
  const town = [...TOWNS_OF_8, ...TOWNS_OF_5].find((t) => t._id === body.town)!;
  const profile: UserProfile = {
    ...NATURAL_PROFILE,
    ...body,
    email: NATURAL_PROFILE.email,
    pendingEmail: body.email === NATURAL_PROFILE.email ? null : body.email,
    firstName: body.firstName ?? null,
    lastName: body.lastName ?? null,
    enterpriseName: body.enterpriseName ?? null,
    town: { _id: town._id, name: town.name, departmentId: town.departmentId },
  };
  return ok(profile, 'Perfil actualizado');
};

function stubProfile(extra: StubRoute[] = [], profile: UserProfile = NATURAL_PROFILE) {
  return stubFetch([{ path: PROFILE_URL, body: ok(profile) }, ...geoRoutes, ...extra]);
}

const show = () => renderPage('/editUser', '/editUser', <EditUserPage />);
const loaded = () => screen.findByTestId('profile-form');
type User = ReturnType<typeof userEvent.setup>;
const submit = (user: User) => user.click(screen.getByTestId('profile-submit'));
/** Replaces a field's text in one input event: typing key by key re-renders the whole form each time. */
async function retype(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

describe('EditUserPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn();
  });

  it('loads the logged-in user and shows the profile', async () => {
    const { callsTo } = stubProfile();
    show();
    expect(screen.getByTestId('profile-loading')).toBeInTheDocument();
    await loaded();
    expect(callsTo('GET', PROFILE_URL)[0].headers.Authorization).toBe(SESSION_USER.token);
    expect(screen.getByLabelText('Nombres')).toHaveValue('Ana');
    expect(screen.getByLabelText('Apellidos')).toHaveValue('Pérez');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@finca.co');
    expect(screen.getByLabelText('Número de documento')).toHaveValue('1044556677');
    expect(screen.getByLabelText('Teléfono 1')).toHaveValue('3001234567');
    expect(screen.getByLabelText('Dirección')).toHaveValue('Calle 72 # 45-10');
    expect(screen.getByRole('radio', { name: 'Persona natural' })).toBeChecked();
    expect(await screen.findByText('Barranquilla')).toBeInTheDocument();
    expect(screen.getByText('Atlántico')).toBeInTheDocument();
    expect(screen.getByTestId('back-link')).toHaveAttribute('href', '/userProducts');
  });

  it('shows the translated load failure with a retry that works', async () => {
    let attempts = 0;
    stubFetch([
      {
        path: PROFILE_URL,
        reply: () =>
          ++attempts === 1 ? { status: 500, body: fail('INTERNAL', 'Error interno del servidor') } : { status: 200, body: ok(NATURAL_PROFILE) },
      },
      ...geoRoutes,
    ]);
    const user = setupUser();
    show();
    expect(await screen.findByText('No se pudo cargar su perfil')).toBeInTheDocument();
    expect(screen.getByText('Error interno del servidor')).toBeInTheDocument();
    await user.click(screen.getByTestId('profile-load-error-retry'));
    expect(await screen.findByTestId('profile-form')).toBeInTheDocument();
  });

  it('switches between natural and juridical fields and id types', async () => {
    stubProfile();
    const user = setupUser();
    show();
    await loaded();
    await user.click(screen.getByText('Persona jurídica'));
    expect(await screen.findByLabelText('Razón social')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombres')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Apellidos')).not.toBeInTheDocument();
    // CC is not valid for a juridical person: NIT, its only id type, replaces it.
    expect(within(screen.getByTestId('id-type')).getByText('NIT')).toBeInTheDocument();
    await user.click(screen.getByText('Persona natural'));
    expect(await screen.findByLabelText('Nombres')).toBeInTheDocument();
    expect(screen.queryByLabelText('Razón social')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('id-type')).queryByText('NIT')).not.toBeInTheDocument();
  });

  it('marks the required fields and asks to fill them in', async () => {
    const { callsTo } = stubProfile();
    const user = setupUser();
    show();
    await loaded();
    await user.clear(screen.getByLabelText('Nombres'));
    await user.clear(screen.getByLabelText('Teléfono 1'));
    await submit(user);
    expect(await screen.findByText('Complete los campos obligatorios')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Campo obligatorio')).toHaveLength(2));
    // Switching to juridical needs the enterprise name instead.
    await retype(user, screen.getByLabelText('Teléfono 1'), '3001234567');
    await user.click(screen.getByText('Persona jurídica'));
    await user.clear(await screen.findByLabelText('Razón social'));
    await submit(user);
    expect(await screen.findByText('Complete los campos obligatorios')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Campo obligatorio')).toHaveLength(1));
    expect(callsTo('PUT', UPDATE_URL)).toHaveLength(0);
  });

  it('sends a natural person without enterprise name, updates the session and says so; a new email waits for its link', async () => {
    const { callsTo } = stubProfile([{ method: 'PUT', path: UPDATE_URL, body: echoUpdate }]);
    const user = setupUser();
    show();
    await loaded();
    await retype(user, screen.getByLabelText('Nombres'), 'Ana María');
    await user.click(screen.getByTestId('add-phone'));
    await retype(user, screen.getByLabelText('Teléfono 2'), '+57 605 3456789');
    await user.click(screen.getByTestId('add-phone'));
    expect(screen.queryByTestId('add-phone')).not.toBeInTheDocument(); // three at most
    await retype(user, screen.getByLabelText('Correo electrónico'), 'ana.maria@finca.co');
    await submit(user);
    expect(
      await screen.findByText('Cambios guardados. Abra el enlace que enviamos a ana.maria@finca.co para que sea el correo de su cuenta.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('profile-pending-email')).toHaveTextContent(
      'Enviamos un enlace a ana.maria@finca.co. Su cuenta conserva ana@finca.co hasta que se abra ese enlace.',
    );
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@finca.co');
    const [put] = callsTo('PUT', UPDATE_URL);
    expect(put.headers.Authorization).toBe(SESSION_USER.token);
    expect(put.body).toEqual({
      personType: 'NATURAL',
      socialIdType: 'CC',
      socialId: '1044556677',
      firstName: 'Ana María',
      lastName: 'Pérez',
      enterpriseName: null,
      email: 'ana.maria@finca.co',
      // The third phone was left empty: dropped.
      phoneNumbers: ['3001234567', '+57 605 3456789'],
      town: '08001',
      address: 'Calle 72 # 45-10',
    });
    expect(useSessionStore.getState().user).toMatchObject({
      _id: SESSION_USER._id,
      token: SESSION_USER.token,
      firstName: 'Ana María',
      lastName: 'Pérez',
      enterpriseName: null,
      email: 'ana@finca.co',
    });
    expect(JSON.parse(localStorage.getItem('USER')!).firstName).toBe('Ana María');
  });

  it('sends a juridical person without first and last names', async () => {
    const { callsTo } = stubProfile([{ method: 'PUT', path: UPDATE_URL, body: echoUpdate }]);
    const user = setupUser();
    show();
    await loaded();
    await user.click(screen.getByText('Persona jurídica'));
    const enterprise = await screen.findByLabelText('Razón social');
    await retype(user, enterprise, 'Agroindustrias del Caribe S.A.S.');
    await retype(user, screen.getByLabelText('Número de documento'), '900123456-7');
    await submit(user);
    expect(await screen.findByText('Perfil actualizado')).toBeInTheDocument();
    const [put] = callsTo('PUT', UPDATE_URL);
    expect(put.body).toMatchObject({
      personType: 'JURIDICAL',
      socialIdType: 'NIT',
      socialId: '900123456-7',
      firstName: null,
      lastName: null,
      enterpriseName: 'Agroindustrias del Caribe S.A.S.',
    });
    expect(useSessionStore.getState().user).toMatchObject({ firstName: null, lastName: null, enterpriseName: 'Agroindustrias del Caribe S.A.S.' });
  });

  it('changing the department empties the town', async () => {
    const { callsTo } = stubProfile([{ method: 'PUT', path: UPDATE_URL, body: echoUpdate }]);
    const user = setupUser();
    show();
    await loaded();
    await screen.findByText('Barranquilla');
    await chooseOption(user, 'Departamento', 'Antioquia');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Municipio' })).toHaveDisplayValue('Municipio'));
    await submit(user);
    expect(await screen.findByText('Complete los campos obligatorios')).toBeInTheDocument();
    await chooseOption(user, 'Municipio', 'Medellín');
    await submit(user);
    expect(await screen.findByText('Perfil actualizado')).toBeInTheDocument();
    expect(callsTo('PUT', UPDATE_URL)[0].body).toMatchObject({ town: '05001' });
  });

  it('shows a server validation error on its field and in the form', async () => {
    stubProfile([{ method: 'PUT', path: UPDATE_URL, status: 400, body: fail('VALIDATION', 'El número de documento no es válido', 'socialId') }]);
    const user = setupUser();
    show();
    await loaded();
    await submit(user);
    const inForm = await screen.findByTestId('profile-form-error');
    expect(within(inForm).getByText('El número de documento no es válido')).toBeInTheDocument();
    expect(screen.getAllByText('El número de documento no es válido')).toHaveLength(2);
    expect(screen.getByLabelText('Número de documento')).toHaveAttribute('aria-invalid', 'true');
    expect(useSessionStore.getState().user?.firstName).toBe('Ana');
  });

  it('refuses a photo by its content, size or decoding before uploading it', async () => {
    stubImageDecoding((file) => (file as File).name !== 'rota.jpg');
    const { calls } = stubProfile();
    const user = setupUser();
    const { container } = show();
    await loaded();
    // The upload renews its input after each pick: find it again every time.
    const input = () => container.querySelector('input[type="file"]') as HTMLInputElement;
    const error = () => screen.getByTestId('photo-error');
    await user.upload(input(), textAs('yo.png', 'image/png'));
    await waitFor(() => expect(error()).toHaveTextContent('Ese archivo no es una imagen JPEG, PNG o WebP.'));
    await user.upload(input(), oversized(jpegFile('grande.jpg'), 20));
    await waitFor(() => expect(error()).toHaveTextContent('La imagen pesa 20 MB; el máximo es 5 MB.'));
    await user.upload(input(), jpegFile('rota.jpg'));
    await waitFor(() => expect(error()).toHaveTextContent('No se pudo abrir la imagen: puede estar dañada o incompleta.'));
    expect(calls.filter((c) => c.path === '/api/upload')).toHaveLength(0);
  });

  it('uploads a photo as multipart userPhoto, previews it and puts its thumbnail in the session (top bar)', async () => {
    stubImageDecoding();
    const signed = { photo: '/api/files/users/u1/photo-a1.webp?exp=1&sig=s', thumbnail: '/api/files/users/u1/photo-a1-thumb.webp?exp=1&sig=t' };
    const { callsTo } = stubProfile([{ method: 'POST', path: '/api/upload', body: ok(signed, 'Foto subida') }]);
    const user = setupUser();
    const { container } = show();
    await loaded();
    const photo = pngFile('yo.png');
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, photo);
    expect(await screen.findByText('Foto subida con éxito')).toBeInTheDocument();
    const [upload] = callsTo('POST', '/api/upload');
    const form = upload.body as Record<string, unknown>;
    expect(form.type).toBe('userPhoto');
    expect(form.id).toBe(SESSION_USER._id);
    expect((form.image as File).name).toBe('yo.png');
    expect(upload.headers['Content-Type']).toBeUndefined();
    // As signed by the API: a new upload has a new name, nothing is appended.
    await waitFor(() => expect(screen.getByTestId('photo-preview').querySelector('img')).toHaveAttribute('src', signed.photo));
    expect(useSessionStore.getState().user?.photoThumbnail).toBe(signed.thumbnail);
    expect(JSON.parse(localStorage.getItem('USER')!).photoThumbnail).toBe(signed.thumbnail);
  });

  it('shows the server message when the photo upload fails', async () => {
    stubImageDecoding();
    stubProfile([{ method: 'POST', path: '/api/upload', status: 400, body: fail('VALIDATION', 'El archivo no es una imagen válida', 'image') }]);
    const user = setupUser();
    const { container } = show();
    await loaded();
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, jpegFile('yo.jpg'));
    expect(await screen.findByText('El archivo no es una imagen válida')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    resetStores('en');
    logIn();
    stubProfile();
    const user = setupUser();
    show();
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    await loaded();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByRole('radio', { name: 'Legal entity' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('First name'));
    await submit(user);
    expect(await screen.findByText('Fill in the required fields')).toBeInTheDocument();
    expect(screen.getByText('Required field')).toBeInTheDocument();
    expect(screen.getByText('Back to my products')).toBeInTheDocument();
  });
});
