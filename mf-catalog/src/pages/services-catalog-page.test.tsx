import { configure, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import {
  commonStubRoutes,
  fail,
  fillIn,
  logIn,
  ok,
  renderPage,
  resetStores,
  setupUser,
  stubFetch,
  type StubRoute,
} from '@agrocadena/shared-ui/src/testing';
import ServicesCatalogPage from './services-catalog-page';
import { BUYER, aService, page } from '../test/fixtures';
import { todayDate } from '@agrocadena/shared-ui';

configure({ asyncUtilTimeout: 5000 });

const PULPING = aService();
const HAULING = aService({
  _id: 's2',
  name: 'Transporte refrigerado',
  type: 'TRANSPORT',
  activity: null,
  outputProducts: [],
  towns: [
    { _id: '08001', name: 'Barranquilla' },
    { _id: '08758', name: 'Soledad' },
  ],
  user: { _id: 'u4', firstName: 'Pedro', enterpriseName: null },
});
const STORING = aService({
  _id: 's3',
  name: 'Bodega en frío',
  type: 'STORAGE',
  activity: null,
  outputProducts: [],
  branchOffice: { name: 'Bodega Norte', address: 'Calle 30 # 1-20, Malambo' },
});
const DELIVERING = aService({ _id: 's4', name: 'Reparto a tiendas', type: 'LOGISTIC', activity: null, outputProducts: [], logisticService: true });
const MINE = aService({ _id: 's5', name: 'Mi despulpado', user: { _id: BUYER._id, firstName: 'Ana', enterpriseName: null } });
const SUGGEST = /^\/api\/searchPublicServicesAutoComplete\?/;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const show = (url = '/servicesCatalog') =>
  renderPage(
    '/servicesCatalog',
    url,
    <>
      <ServicesCatalogPage />
      <Where />
    </>,
    ['/login', '/requestStorage', '/requestTransport'],
  );

function serve(...routes: StubRoute[]) {
  return stubFetch([
    ...routes,
    { path: /^\/api\/publicServices\?/, body: page([PULPING, HAULING, STORING, DELIVERING, MINE], 5) },
    { path: SUGGEST, body: ok(['Despulpado de mango']) },
    ...commonStubRoutes,
  ]);
}

const card = (id: string) => screen.findByTestId(`service-card-${id}`);
const listCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/api/publicServices?')).map((call) => call.path);

describe('ServicesCatalogPage', () => {
  beforeEach(() => resetStores('es'));

  it('shows each service with its type, what it covers or makes, and apply on every one but one’s own', async () => {
    logIn(BUYER);
    serve();
    show();

    const pulping = within(await card('s1'));
    expect(pulping.getByTestId('service-type')).toHaveTextContent('Producción');
    expect(pulping.getByTestId('offer-provider')).toHaveTextContent('Ofrecido por Frutas del Caribe SAS');
    expect(pulping.getByTestId('service-outputs')).toHaveTextContent('Produce: Pulpa de mango, Cáscara');
    expect(pulping.getByTestId('offer-apply')).toBeInTheDocument();

    const hauling = within(await card('s2'));
    expect(hauling.getByTestId('service-towns')).toHaveTextContent('Municipios: Barranquilla, Soledad');
    expect(hauling.getByTestId('offer-apply')).toBeInTheDocument();
    expect(hauling.getByTestId('offer-see-provider')).toBeInTheDocument();

    const storing = within(await card('s3'));
    expect(storing.getByTestId('service-branch-office')).toHaveTextContent('Bodega: Bodega Norte, Calle 30 # 1-20, Malambo');
    expect(storing.getByTestId('offer-apply')).toBeInTheDocument();

    expect(within(await card('s4')).getByTestId('offer-apply')).toBeInTheDocument();
    const mine = within(await card('s5'));
    expect(mine.getByTestId('offer-own')).toHaveTextContent('Su servicio');
    expect(mine.queryByTestId('offer-apply')).not.toBeInTheDocument();
  });

  it('suggests names only for typed text, within the chosen service type', async () => {
    const { calls } = serve();
    const user = setupUser();
    show();
    await card('s1');
    await user.selectOptions(screen.getByLabelText('Buscar por'), 'Servicio');
    await user.selectOptions(screen.getByLabelText('Tipo de servicio'), 'Producción');
    const text = screen.getByTestId('catalog-search-text');

    await fillIn(user, text, ' ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.filter((call) => SUGGEST.test(call.path))).toEqual([]);

    await fillIn(user, text, 'desp');
    expect(await screen.findByRole('option', { name: 'Despulpado de mango' })).toBeInTheDocument();
    expect(calls.filter((call) => SUGGEST.test(call.path)).map((call) => call.path)).toEqual([
      '/api/searchPublicServicesAutoComplete?name=desp&serviceType=PRODUCTION',
    ]);
    await user.click(screen.getByTestId('catalog-search'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/servicesCatalog?name=desp&serviceType=PRODUCTION'));
    await waitFor(() => expect(listCalls(calls)).toContain('/api/publicServices?name=desp&serviceType=PRODUCTION&skip=0&limit=12'));
  });

  it('looks for a transport by a town of Atlántico', async () => {
    const { calls } = serve();
    const user = setupUser();
    show();
    await card('s1');
    await user.selectOptions(screen.getByLabelText('Buscar por'), 'Servicio');
    await user.selectOptions(screen.getByLabelText('Tipo de servicio'), 'Transporte');
    expect(screen.queryByTestId('catalog-search-text')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Municipio que cubre el transporte'), 'Soledad');

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/servicesCatalog?serviceType=TRANSPORT&townId=08758'));
    await waitFor(() => expect(listCalls(calls)).toContain('/api/publicServices?serviceType=TRANSPORT&townId=08758&skip=0&limit=12'));
    expect(calls.some((call) => call.path === '/api/departments/8/towns')).toBe(true);
    expect(calls.filter((call) => SUGGEST.test(call.path))).toEqual([]);
  });

  it('restores the filter and the page from the URL', async () => {
    const { calls } = serve({ path: /^\/api\/publicServices\?/, body: page([PULPING], 30) });
    show('/servicesCatalog?serviceType=PRODUCTION&name=pulpa&page=2');
    await card('s1');
    expect(listCalls(calls)).toEqual(['/api/publicServices?name=pulpa&serviceType=PRODUCTION&skip=12&limit=12']);
    expect(screen.getByTestId('catalog-search-text')).toHaveValue('pulpa');
    expect(screen.getByLabelText('Buscar por')).toHaveDisplayValue('Servicio');
    expect(screen.getByLabelText('Tipo de servicio')).toHaveDisplayValue('Producción');
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('restores a transport town and a provider from the URL', async () => {
    const { calls } = serve();
    show('/servicesCatalog?serviceType=TRANSPORT&townId=08001&providerId=u4');
    await card('s1');
    expect(listCalls(calls)).toEqual(['/api/publicServices?serviceType=TRANSPORT&townId=08001&providerId=u4&skip=0&limit=12']);
    await waitFor(() => expect(screen.getByLabelText('Municipio que cubre el transporte')).toHaveDisplayValue('Barranquilla'));
    expect(screen.getByTestId('provider-scope')).toBeInTheDocument();
  });

  it('asks a guest to log in, and comes back here afterwards', async () => {
    serve();
    const user = setupUser();
    show('/servicesCatalog?name=desp');
    await user.click(within(await card('s1')).getByTestId('offer-apply'));
    await user.click(await screen.findByTestId('login-required-go'));
    expect(await screen.findByTestId('login-page')).toHaveTextContent('/login?redirect=back');
  });

  describe('applying, logged in', () => {
    beforeEach(() => logIn(BUYER));

    it('takes a storage service to its request page, the service chosen', async () => {
      serve();
      const user = setupUser();
      show();
      await user.click(within(await card('s3')).getByTestId('offer-apply'));
      expect(await screen.findByTestId('request-storage-page')).toHaveTextContent('/requestStorage?serviceId=s3');
    });

    it('takes a transport service to its request page, the service chosen', async () => {
      serve();
      const user = setupUser();
      show();
      await user.click(within(await card('s2')).getByTestId('offer-apply'));
      expect(await screen.findByTestId('request-transport-page')).toHaveTextContent('/requestTransport?serviceId=s2');
    });

    async function openApply(id: string, testId: string) {
      const user = setupUser();
      show();
      await user.click(within(await card(id)).getByTestId('offer-apply'));
      await screen.findByTestId(`${testId}-dialog`);
      return user;
    }

    it('asks a production service for at least one amount and the day, then sends only the amounts asked', async () => {
      const { callsTo } = serve({ method: 'POST', path: '/api/createServiceRequest', status: 201, body: ok({ _id: 'r1' }) });
      const user = await openApply('s1', 'apply-production');

      await user.click(screen.getByTestId('apply-production-send'));
      expect(await screen.findByTestId('apply-production-error')).toHaveTextContent('Complete los campos obligatorios');

      await fillIn(user, screen.getByTestId('apply-production-date'), todayDate());
      await user.click(screen.getByTestId('apply-production-send'));
      await waitFor(() => expect(screen.getByTestId('apply-production-error')).toHaveTextContent('Complete los campos obligatorios'));
      expect(callsTo('POST', '/api/createServiceRequest')).toHaveLength(0);

      await fillIn(user, screen.getByTestId('apply-production-amount-o1'), '1.200');
      await fillIn(user, screen.getByTestId('apply-production-amount-o2'), '0');
      await user.click(screen.getByTestId('apply-production-send'));

      expect(await screen.findByTestId('request-sent')).toHaveTextContent('Operación exitosa');
      expect(screen.getByTestId('request-sent')).toHaveTextContent('El proveedor se pondrá en contacto con usted');
      expect(callsTo('POST', '/api/createServiceRequest')[0].body).toEqual({
        serviceId: 's1',
        products: [{ id: 'o1', amount: 1200 }],
        requiredDate: todayDate(),
      });
    });

    it('shows the server’s refusal of the day under it, and keeps the dialog open', async () => {
      serve({ method: 'POST', path: '/api/createServiceRequest', status: 400, body: fail('VALIDATION', 'La fecha ya pasó', 'requiredDate') });
      const user = await openApply('s1', 'apply-production');
      await fillIn(user, screen.getByTestId('apply-production-amount-o1'), '5');
      await fillIn(user, screen.getByTestId('apply-production-date'), todayDate());
      await user.click(screen.getByTestId('apply-production-send'));
      expect(await screen.findByText('La fecha ya pasó')).toBeInTheDocument();
      expect(screen.queryByTestId('apply-production-error')).not.toBeInTheDocument();
      expect(screen.getByTestId('apply-production-dialog')).toBeInTheDocument();
    });

    it('says one cannot ask for one’s own service when the server refuses it so', async () => {
      serve({ method: 'POST', path: '/api/createServiceRequest', status: 400, body: fail('OWN_OFFER', 'Es su servicio') });
      const user = await openApply('s1', 'apply-production');
      await fillIn(user, screen.getByTestId('apply-production-amount-o1'), '5');
      await fillIn(user, screen.getByTestId('apply-production-date'), todayDate());
      await user.click(screen.getByTestId('apply-production-send'));
      expect(await screen.findByTestId('apply-production-error')).toHaveTextContent('No puede solicitar un servicio ofrecido por usted mismo');
    });

    it('asks a logistic service for the day only', async () => {
      const { callsTo } = serve({ method: 'POST', path: '/api/requestLogisticService', status: 201, body: ok({ _id: 'r2' }) });
      const user = await openApply('s4', 'apply-logistic');
      await user.click(screen.getByTestId('apply-logistic-send'));
      expect(await screen.findByTestId('apply-logistic-error')).toHaveTextContent('Complete los campos obligatorios');
      expect(screen.getByText('Campo obligatorio')).toBeInTheDocument();

      await fillIn(user, screen.getByTestId('apply-logistic-date'), '2999-12-31');
      await user.click(screen.getByTestId('apply-logistic-send'));
      expect(await screen.findByTestId('request-sent')).toBeInTheDocument();
      expect(callsTo('POST', '/api/requestLogisticService')[0].body).toEqual({ serviceId: 's4', requiredDate: '2999-12-31' });
    });

    it('refuses a day before today', async () => {
      const { callsTo } = serve();
      const user = await openApply('s4', 'apply-logistic');
      await fillIn(user, screen.getByTestId('apply-logistic-date'), '2000-01-01');
      await user.click(screen.getByTestId('apply-logistic-send'));
      expect(await screen.findByText('Elija hoy o un día posterior')).toBeInTheDocument();
      expect(callsTo('POST', '/api/requestLogisticService')).toHaveLength(0);
    });
  });
});
