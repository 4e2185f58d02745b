import { configure, screen, waitFor, within } from '@testing-library/react';
import type { HomologatedProduct, LandedTransport, ReceivingProduct, Request } from '@agrocadena/contracts';
import { chooseOption, fillIn, logIn, ok, renderWithProviders, resetStores, setupUser, stubFetch } from '@agrocadena/shared-ui/src/testing';
import '../../../i18n/register';
import { ReceiveDialog } from './receive-dialog';
import { ME, deliveredLine, receivingChoice, request, serviceRequest } from '../../../test/request-fixtures';

configure({ asyncUtilTimeout: 5000 });

const PULPA = { _id: 'p-pulpa', name: 'Pulpa de mango', unitMeasure: 'Kg' as const };
const QUESO = { _id: 'p-queso', name: 'Queso costeño', unitMeasure: 'Kg' as const };
const mine = (_id: string, name: string, extra: Partial<ReceivingProduct> = {}): ReceivingProduct => ({
  _id,
  name,
  unitMeasure: 'Kg',
  type: 'RAW_MATERIAL',
  amount: 0,
  unitCost: 0,
  ...extra,
});
/** The same as a text match reads it: its blanks (the no-break one of the peso sign) as plain spaces. */
const shown = (text: string) => text.replace(/\s+/g, ' ');

/** The dialog on `delivered`, my products `products`, homologated as told, with the carrier I booked; the receive answered. */
function show(delivered: Request, products: ReceivingProduct[], homologated: HomologatedProduct[] = [], transport: LandedTransport | null = null) {
  const stub = stubFetch([
    { path: `/api/requests/${delivered._id}/receivingProducts`, body: ok({ products, homologated, transport }) },
    { method: 'POST', path: '/api/receiveProductsRequest', body: ok(delivered) },
  ]);
  const onDone = jest.fn();
  renderWithProviders(<ReceiveDialog request={delivered} onClose={jest.fn()} onDone={onDone} />);
  return { ...stub, onDone };
}

/** The options of the select labelled `label`, opened. */
async function optionsOf(user: ReturnType<typeof setupUser>, label: string) {
  await user.click(await screen.findByLabelText(label));
  const dropdown = await waitFor(() => {
    const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')];
    if (open.length === 0) throw new Error('no dropdown open');
    return open[open.length - 1];
  });
  return [...dropdown.querySelectorAll('.ant-select-item-option')].map((item) => item.textContent);
}

const received = (callsTo: ReturnType<typeof stubFetch>['callsTo']) => callsTo('POST', '/api/receiveProductsRequest')[0]?.body;

describe('ReceiveDialog', () => {
  it('chooses at once the product an outsourced run homologated the output with, rather than one of the same name (es)', async () => {
    resetStores('es');
    logIn({ ...ME, userType: 'ENTERPRISE' });
    const delivered = serviceRequest(1, 'sent', 'SIMPLE_PENDING_RECEPTION', { deliveredProducts: [deliveredLine(PULPA, 60)], agreedPrice: 300_000 });
    const sameName = mine('m-pulpa', 'Pulpa de mango');
    const brand = mine('m-marca', 'Pulpa de mi marca', { amount: 4, unitCost: 7000 });
    const { callsTo, onDone } = show(delivered, [sameName, brand], [{ product: PULPA._id, counterPart: brand._id }]);
    const user = setupUser();
    const row = await screen.findByTestId('receive-line-0');
    expect(row).toHaveTextContent(shown(receivingChoice(brand, 'es')));
    expect(row).toHaveTextContent('El producto suyo que homologó al tercerizar la producción.');
    await user.click(screen.getByTestId('receive-products-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(received(callsTo)).toEqual({ requestId: 'q1', productsToReceive: [{ product: PULPA._id, amount: 60, counterPart: brand._id }] });
  });

  it('otherwise chooses my product of the same name, case and accents aside, and unit; offers only those of its unit (en)', async () => {
    resetStores('en');
    logIn(ME);
    const delivered = request(2, 'sent', 'SIMPLE_PENDING_RECEPTION', { deliveredProducts: [deliveredLine(QUESO, 2.5)], agreedPrice: 45_000 });
    const kilos = mine('m-kg', 'QUESO COSTÉÑO', { amount: 12.5, unitCost: 9000 });
    const units = mine('m-un', 'Queso costeño', { unitMeasure: 'Un', amount: 3, unitCost: 20000 });
    const other = mine('m-suero', 'Suero', { type: 'SUPPLIE', amount: 1.25, unitCost: 800 });
    const { callsTo, onDone } = show(delivered, [kilos, units, other]);
    const user = setupUser();
    const row = await screen.findByTestId('receive-line-0');
    expect(row).toHaveTextContent(shown(receivingChoice(kilos, 'en')));
    expect(row).toHaveTextContent('Your product of the same name and unit.');
    expect(await optionsOf(user, 'Receive Queso costeño into')).toEqual([receivingChoice(kilos, 'en'), receivingChoice(other, 'en'), 'New product']);
    await user.click(screen.getByTestId('receive-products-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(received(callsTo)).toEqual({ requestId: 'q2', productsToReceive: [{ product: QUESO._id, amount: 2.5, counterPart: kilos._id }] });
  });

  it('tells two of my products of the same name apart by type, amount and unit cost, and chooses neither for me (es)', async () => {
    resetStores('es');
    logIn(ME);
    const delivered = request(3, 'sent', 'SIMPLE_PENDING_RECEPTION', { deliveredProducts: [deliveredLine(QUESO, 2)], agreedPrice: 36_000 });
    const raw = mine('m-raw', 'Queso costeño', { amount: 12.5, unitCost: 9000 });
    const sold = mine('m-sold', 'Queso costeño', { type: 'FINISHED_PRODUCT', amount: 3, unitCost: 14000 });
    const { callsTo, onDone } = show(delivered, [raw, sold]);
    const user = setupUser();
    const options = await optionsOf(user, 'Recibir Queso costeño en');
    expect(options[0]).toMatch(/^Queso costeño · Materia prima · 12,5 Kg · \$\s9\.000\/Kg$/);
    expect(options).toEqual([receivingChoice(raw, 'es'), receivingChoice(sold, 'es'), 'Producto nuevo']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('receive-products-confirm'));
    expect(await screen.findByTestId('receive-products-error')).toHaveTextContent('Complete los campos obligatorios');
    await chooseOption(user, 'Recibir Queso costeño en', receivingChoice(sold, 'es'));
    await user.click(screen.getByTestId('receive-products-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(received(callsTo)).toEqual({ requestId: 'q3', productsToReceive: [{ product: QUESO._id, amount: 2, counterPart: sold._id }] });
  });

  it.each([
    ['es', 'Recibir Queso costeño en', 'Producto nuevo', 'no aparece en el catálogo hasta que lo publique desde su inventario'],
    ['en', 'Receive Queso costeño into', 'New product', 'stays out of the catalogue until you publish it from your inventory'],
  ] as const)('creates a new product private, with no switch to publish it: it says so (%s)', async (lang, into, newProduct, says) => {
    resetStores(lang);
    logIn(ME);
    const delivered = request(4, 'sent', 'SIMPLE_PENDING_RECEPTION', { deliveredProducts: [deliveredLine(QUESO, 2)], agreedPrice: 36_000 });
    const { callsTo, onDone } = show(delivered, [mine('m-suero', 'Suero')]);
    const user = setupUser();
    await chooseOption(user, into, newProduct);
    expect(await screen.findByTestId('receive-private-0')).toHaveTextContent(says);
    expect(within(screen.getByTestId('receive-line-0')).queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByTestId('receive-public-0')).not.toBeInTheDocument();
    await fillIn(user, screen.getByTestId('receive-price-0'), lang === 'es' ? '18.000' : '18,000');
    await user.click(screen.getByTestId('receive-products-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(received(callsTo)).toEqual({ requestId: 'q4', productsToReceive: [{ product: QUESO._id, amount: 2, counterPart: null, price: 18000 }] });
  });

  it.each([
    [
      'es',
      'Usted contrató el transporte de Transportes del Río: sus $ 20.000 se suman al costo de estos productos ($ 36.000 + $ 20.000 = $ 56.000).',
    ],
    ['en', 'You booked the carriage by Transportes del Río: its COP 20,000 adds to what these goods cost (COP 36,000 + COP 20,000 = COP 56,000).'],
  ] as const)('says what the carrier I booked adds to what the goods cost me (%s)', async (lang, says) => {
    resetStores(lang);
    logIn(ME);
    const delivered = request(5, 'sent', 'PENDING_RECEPTION', { deliveredProducts: [deliveredLine(QUESO, 2)], agreedPrice: 36_000 });
    const carrier = { _id: 'u-rio', firstName: null, lastName: null, enterpriseName: 'Transportes del Río' };
    show(delivered, [mine('m-suero', 'Suero')], [], { _id: 't1', carrier, price: 20_000 });
    expect(shown((await screen.findByTestId('receive-landed-cost')).textContent ?? '')).toBe(shown(says));
  });

  it('says nothing of a carrier when the goods came by hand', async () => {
    resetStores('es');
    logIn(ME);
    show(request(6, 'sent', 'SIMPLE_PENDING_RECEPTION', { deliveredProducts: [deliveredLine(QUESO, 2)], agreedPrice: 36_000 }), [
      mine('m-suero', 'Suero'),
    ]);
    await screen.findByTestId('receive-line-0');
    expect(screen.queryByTestId('receive-landed-cost')).not.toBeInTheDocument();
  });
});
