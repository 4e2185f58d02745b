import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatCOP } from '@agrocadena/shared-ui';
import type { CreateProductBody } from '@agrocadena/contracts';
import { addDays, regionToday } from '@agrocadena/contracts/core';
import { fail, logIn, ok, renderPage, resetStores, setupUser, stubFetch, type StubRoute } from '@agrocadena/shared-ui/src/testing';
import CreateProductPage from './create-product-page';
import { chooseOption, fileInputIn, fillIn, stubImageDecoding, textAs } from '@agrocadena/shared-ui/src/testing';
import { aProduct, asUser, imageFile, oversized, pdfFile, stubObjectUrls } from '../test/products-fixtures';

const CREATED = aProduct({ _id: 'p9', name: 'Mango Tommy', image: null, imageThumbnail: null });
const UPLOADED_IMAGE = { image: '/uploads/products/p9.webp', imageThumbnail: '/uploads/products/p9-thumb.webp' };
const UPLOADED_DOCUMENT = { technicalDocument: '/uploads/documents/p9.pdf', technicalDocumentName: 'ficha.pdf' };

const routes = (extra: StubRoute[] = []): StubRoute[] => [
  ...extra,
  { method: 'POST', path: '/api/products', body: ok(CREATED, 'Producto creado exitosamente.') },
  { method: 'POST', path: '/api/upload', body: ok(UPLOADED_IMAGE) },
  { method: 'POST', path: '/api/uploadDocument', body: ok(UPLOADED_DOCUMENT) },
  { method: 'POST', path: '/api/products/p9/delete', body: ok(null) },
];

const show = (url = '/createProduct') => renderPage('/createProduct', url, <CreateProductPage />, ['/userProducts', '/userActivities']);
type User = ReturnType<typeof setupUser>;
const pesos = (value: number) => formatCOP(value, 'es');
/** As toHaveTextContent reads it: whitespace (the no-break space of "$ 1.000") collapsed. */
const pesosText = (value: number) => pesos(value).replace(/\s+/g, ' ');
const save = (user: User) => user.click(screen.getByTestId('product-save'));
const posts = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'POST').map((c) => c.path);
const LABELS = {
  es: { type: 'Tipo de producto', rawMaterial: 'Materia prima', unit: 'Unidad de medida', kg: 'Kg — Kilogramos' },
  en: { type: 'Product type', rawMaterial: 'Raw material', unit: 'Unit of measure', kg: 'Kg — Kilograms' },
};

/** Picks the product photo and waits for the picker's check to take it. */
async function chooseImage(user: User, file = imageFile()) {
  await user.upload(fileInputIn('product-image'), file);
  await within(screen.getByTestId('product-image')).findByText(file.name);
}

/** Picks the data sheet and waits for the picker's check to take it. */
async function chooseDocument(user: User) {
  await user.upload(fileInputIn('product-document'), pdfFile());
  expect(await screen.findByTestId('product-document-name')).toHaveTextContent('ficha.pdf');
}

/** Everything required, as a farmer would fill it in. */
async function fillRequired(user: User, { type = true } = {}) {
  if (type) await chooseOption(user, 'Tipo de producto', 'Materia prima');
  await fillIn(user, screen.getByTestId('product-name'), '  Mango Tommy ');
  await chooseOption(user, 'Unidad de medida', 'Kg — Kilogramos');
  await fillIn(user, screen.getByTestId('product-amount'), '40');
  await fillIn(user, screen.getByTestId('product-total-cost'), '100000');
  await chooseImage(user);
}

describe('CreateProductPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(asUser('AGRO'));
    stubObjectUrls();
    stubImageDecoding((file) => (file as File).name !== 'rota.png');
  });

  it('asks for every required field and the image, and sends nothing', async () => {
    const { calls } = stubFetch(routes());
    const user = setupUser();
    show();
    await save(user);
    expect(await screen.findByTestId('create-incomplete')).toHaveTextContent('Complete los campos obligatorios');
    // type, name, unit, amount, total cost
    await waitFor(() => expect(screen.getAllByText('Campo obligatorio')).toHaveLength(5));
    expect(screen.getByText('Por favor suba una imagen')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lists the eight units with their names and computes the unit cost while typing', async () => {
    stubFetch(routes());
    const user = setupUser();
    show();
    const units = screen.getByLabelText('Unidad de medida');
    const titles = [...units.querySelectorAll('option:not([disabled])')].map((option) => option.textContent);
    expect(titles).toEqual([
      'Kg — Kilogramos',
      'Lt — Litros',
      'Oz — Onzas',
      'Un — Unidad',
      'Lb — Libras',
      'Gr — Gramos',
      'Ml — Mililitros',
      'Gl — Galones',
    ]);
    await user.selectOptions(units, 'Lb — Libras');
    await fillIn(user, screen.getByTestId('product-amount'), '3');
    await fillIn(user, screen.getByTestId('product-total-cost'), '$ 10.000');
    await waitFor(() => expect(screen.getByTestId('product-unit-cost')).toHaveTextContent(`Costo unitario: ${pesosText(3333)} por Lb`));
    // Pasted pesos are read as such, and written the Spanish way once the field is left.
    expect(screen.getByTestId('product-total-cost')).toHaveValue('$ 10.000');
    await user.tab();
    expect(screen.getByTestId('product-total-cost')).toHaveValue('10.000');
  });

  it('saves the product, then its image, then its document, and accepting returns to goBack', async () => {
    const { calls, callsTo } = stubFetch(routes());
    const user = setupUser();
    show('/createProduct?goBack=userActivities');
    await fillRequired(user);
    await fillIn(user, screen.getByTestId('product-price'), '4.500');
    await fillIn(user, screen.getByTestId('product-description'), '  Mango de Ciénaga  ');
    await user.click(screen.getByTestId('product-public'));
    await chooseDocument(user);
    await save(user);

    expect(await screen.findByTestId('product-created-dialog')).toHaveTextContent('Producto creado con éxito');
    expect(posts(calls)).toEqual(['/api/products', '/api/upload', '/api/uploadDocument']);
    const body = callsTo('POST', '/api/products')[0].body as CreateProductBody;
    expect(body).toEqual({
      type: 'RAW_MATERIAL',
      name: 'Mango Tommy',
      unitMeasure: 'Kg',
      amount: 40,
      unitCost: 2500,
      price: 4500,
      description: 'Mango de Ciénaga',
      public: true,
      user: 'u1',
    });
    const image = callsTo('POST', '/api/upload')[0].body as Record<string, unknown>;
    expect(image).toMatchObject({ type: 'productImage', id: 'p9' });
    expect((image.image as File).name).toBe('mango.png');
    const document = callsTo('POST', '/api/uploadDocument')[0].body as Record<string, unknown>;
    expect(document).toMatchObject({ type: 'productTechnicalDocument', id: 'p9' });
    expect((document.file as File).name).toBe('ficha.pdf');

    await user.click(screen.getByTestId('product-created-accept'));
    expect(await screen.findByTestId('user-activities-page')).toHaveTextContent('/userActivities');
  });

  it('refuses a zero price with its reason; without a price drops it and a blank description, skips the missing document and returns to /userProducts', async () => {
    const { calls, callsTo } = stubFetch(routes());
    const user = setupUser();
    show();
    await fillRequired(user);
    await fillIn(user, screen.getByTestId('product-price'), '0');
    await save(user);
    expect(await screen.findByText('El precio debe ser mayor que cero')).toHaveClass('ac-form-item__error');
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByTestId('product-price'));
    await fillIn(user, screen.getByTestId('product-description'), '   ');
    await save(user);
    await screen.findByTestId('product-created-dialog');
    const body = callsTo('POST', '/api/products')[0].body as CreateProductBody;
    expect(body).not.toHaveProperty('price');
    expect(body).not.toHaveProperty('description');
    expect(body.public).toBe(false);
    expect(posts(calls)).toEqual(['/api/products', '/api/upload']);
    await user.click(screen.getByTestId('product-created-accept'));
    expect(await screen.findByTestId('user-products-page')).toHaveTextContent('/userProducts');
  });

  it('names the first lot with the supplier’s code and its expiry day when given, and checks both before sending', async () => {
    const { calls, callsTo } = stubFetch(routes());
    const user = setupUser();
    show();
    await fillRequired(user);
    await fillIn(user, screen.getByTestId('product-lot-code'), 'lote 7');
    await fillIn(user, screen.getByTestId('product-expires-on'), addDays(regionToday(), -1));
    await save(user);
    expect(await screen.findByText('Use letras, números y . _ / - (empiece con letra o número)')).toHaveClass('ac-form-item__error');
    expect(screen.getByText('Elija hoy o un día posterior')).toHaveClass('ac-form-item__error');
    expect(calls).toHaveLength(0);

    await fillIn(user, screen.getByTestId('product-lot-code'), 'PROV-2026-7');
    await fillIn(user, screen.getByTestId('product-expires-on'), addDays(regionToday(), 10));
    await save(user);
    await screen.findByTestId('product-created-dialog');
    expect(callsTo('POST', '/api/products')[0].body).toMatchObject({ amount: 40, lotCode: 'PROV-2026-7', expiresOn: addDays(regionToday(), 10) });
  });

  it('shows the server’s refusal of a lot code already taken under the field', async () => {
    stubFetch(
      routes([{ method: 'POST', path: '/api/products', status: 400, body: fail('VALIDATION', 'Ya tiene un lote con el código PROV-1.', 'lotCode') }]),
    );
    const user = setupUser();
    show();
    await fillRequired(user);
    await fillIn(user, screen.getByTestId('product-lot-code'), 'PROV-1');
    await save(user);
    expect(await screen.findByText('Ya tiene un lote con el código PROV-1.', { selector: '.ac-form-item__error' })).toBeInTheDocument();
  });

  it('gives a supplier no type choice and sends SUPPLIE', async () => {
    logIn(asUser('SUPPLIER'));
    const { callsTo } = stubFetch(routes());
    const user = setupUser();
    show();
    expect(screen.getByTestId('product-type-fixed')).toHaveTextContent('Insumo');
    expect(screen.queryByRole('combobox', { name: 'Tipo de producto' })).not.toBeInTheDocument();
    await fillRequired(user, { type: false });
    await save(user);
    await screen.findByTestId('product-created-dialog');
    expect(callsTo('POST', '/api/products')[0].body).toMatchObject({ type: 'SUPPLIE' });
  });

  it('when the image upload fails, deletes the product, says which step failed and keeps the form for a retry', async () => {
    let imageAttempts = 0;
    const { calls } = stubFetch(
      routes([
        {
          method: 'POST',
          path: '/api/upload',
          reply: () =>
            ++imageAttempts === 1
              ? { status: 400, body: fail('VALIDATION', 'El archivo no es una imagen válida.', 'image') }
              : { status: 200, body: ok(UPLOADED_IMAGE) },
        },
      ]),
    );
    const user = setupUser();
    show();
    await fillRequired(user);
    await chooseDocument(user);
    await save(user);

    const error = await screen.findByTestId('create-error');
    expect(error).toHaveTextContent('No se pudo subir la imagen: El archivo no es una imagen válida.');
    expect(error).toHaveTextContent('El producto no quedó guardado a medias');
    // Created, image refused, product removed again; the document was never sent.
    expect(posts(calls)).toEqual(['/api/products', '/api/upload', '/api/products/p9/delete']);
    expect(screen.queryByTestId('product-created-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('product-name')).toHaveValue('  Mango Tommy ');
    expect(screen.getByTestId('product-total-cost')).toHaveValue('100.000');

    await save(user);
    expect(await screen.findByTestId('product-created-dialog')).toBeInTheDocument();
    expect(posts(calls).slice(3)).toEqual(['/api/products', '/api/upload', '/api/uploadDocument']);
  });

  it('when the document upload fails, deletes the product and names the document step', async () => {
    const { calls } = stubFetch(
      routes([{ method: 'POST', path: '/api/uploadDocument', status: 415, body: fail('UNSUPPORTED_MEDIA_TYPE', 'El documento debe ser un PDF.') }]),
    );
    const user = setupUser();
    show();
    await fillRequired(user);
    await chooseDocument(user);
    await save(user);
    expect(await screen.findByTestId('create-error')).toHaveTextContent('No se pudo subir la ficha técnica: El documento debe ser un PDF.');
    expect(posts(calls)).toEqual(['/api/products', '/api/upload', '/api/uploadDocument', '/api/products/p9/delete']);
  });

  it('says so when the product itself is refused, on its field, and uploads nothing', async () => {
    const { calls } = stubFetch(
      routes([{ method: 'POST', path: '/api/products', status: 400, body: fail('VALIDATION', 'El campo nombre es demasiado largo.', 'name') }]),
    );
    const user = setupUser();
    show();
    await fillRequired(user);
    await save(user);
    expect(await screen.findByTestId('create-error')).toHaveTextContent('No se pudo guardar el producto: El campo nombre es demasiado largo.');
    expect(screen.getByTestId('create-error')).not.toHaveTextContent('medias');
    // Also under the field it is about.
    expect(screen.getByText('El campo nombre es demasiado largo.')).toHaveClass('ac-form-item__error');
    expect(posts(calls)).toEqual(['/api/products']);
  });

  it('refuses a wrong image by its content, size or decoding before anything is sent, with saving off meanwhile', async () => {
    const { calls } = stubFetch(routes());
    const user = setupUser();
    show();
    const refused = () => screen.findByTestId('product-image-refused');
    // A text file renamed .png: its name and type say image, its bytes do not.
    await user.upload(fileInputIn('product-image'), textAs('mango.png', 'image/png'));
    expect(await refused()).toHaveTextContent('Ese archivo no es una imagen JPEG, PNG o WebP.');
    expect(screen.getByTestId('product-save')).toBeDisabled();
    fireEvent.change(fileInputIn('product-image'), { target: { files: [oversized(imageFile('huge.jpg', 'image/jpeg'), 20)] } });
    await waitFor(async () => expect(await refused()).toHaveTextContent('La imagen pesa 20 MB; el máximo es 5 MB.'));
    await user.upload(fileInputIn('product-image'), imageFile('rota.png'));
    await waitFor(async () => expect(await refused()).toHaveTextContent('No se pudo abrir la imagen'));
    expect(screen.queryByTestId('product-image-preview')).not.toBeInTheDocument();
    expect(screen.getByTestId('product-save')).toBeDisabled();

    await user.upload(fileInputIn('product-image'), imageFile());
    await waitFor(() => expect(screen.queryByTestId('product-image-refused')).not.toBeInTheDocument());
    expect(screen.getByTestId('product-save')).toBeEnabled();
    // Not at once: the preview follows a second later.
    expect(screen.queryByTestId('product-image-preview')).not.toBeInTheDocument();
    const preview = await screen.findByTestId('product-image-preview', {}, { timeout: 3000 });
    expect(within(preview.closest('.inv-image-preview') as HTMLElement).getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(calls).toHaveLength(0);
  });

  it('refuses a technical document that is not a PDF or is too large; removing it turns saving back on', async () => {
    const { calls } = stubFetch(routes());
    const user = setupUser();
    show();
    await user.upload(fileInputIn('product-document'), textAs('ficha.pdf', 'application/pdf'));
    expect(await screen.findByTestId('product-document-refused')).toHaveTextContent('Ese archivo no es un PDF.');
    expect(screen.queryByTestId('product-document-name')).not.toBeInTheDocument();
    expect(screen.getByTestId('product-save')).toBeDisabled();
    fireEvent.change(fileInputIn('product-document'), { target: { files: [oversized(pdfFile(), 12.5)] } });
    await waitFor(() => expect(screen.getByTestId('product-document-refused')).toHaveTextContent('El documento pesa 12,5 MB; el máximo es 10 MB.'));

    await user.click(screen.getByTestId('product-document-remove'));
    expect(screen.queryByTestId('product-document-refused')).not.toBeInTheDocument();
    expect(screen.getByTestId('product-save')).toBeEnabled();
    expect(calls).toHaveLength(0);
  });

  it('says why a file is refused in English too', async () => {
    resetStores('en');
    logIn(asUser('AGRO'));
    stubFetch(routes());
    const user = setupUser();
    show();
    await user.upload(fileInputIn('product-image'), textAs('mango.png', 'image/png'));
    expect(await screen.findByTestId('product-image-refused')).toHaveTextContent('That file is not a JPEG, PNG or WebP image.');
    await fillIn(user, screen.getByTestId('product-price'), '0');
    await chooseImage(user);
    await save(user);
    expect(await screen.findByText('The price must be above zero')).toBeInTheDocument();
  });

  it.each([
    ['es', '1.250', '2.500.000', 1250],
    ['en', '1,250', '2,500,000', 1250],
    ['es', '2,5', '5.000', 2.5],
    ['en', '1.25', '2,500', 1.25],
  ] as const)('reads the amount and the pesos as written in %s: %p Kg for %p', async (language, amount, cost, sent) => {
    resetStores(language);
    logIn(asUser('AGRO'));
    const { callsTo } = stubFetch(routes());
    const user = setupUser();
    show();
    const labels = LABELS[language];
    await chooseOption(user, labels.type, labels.rawMaterial);
    await fillIn(user, screen.getByTestId('product-name'), 'Mango');
    await chooseOption(user, labels.unit, labels.kg);
    await fillIn(user, screen.getByTestId('product-amount'), amount);
    await fillIn(user, screen.getByTestId('product-total-cost'), cost);
    await chooseImage(user);
    await save(user);
    await screen.findByTestId('product-created-dialog');
    expect(callsTo('POST', '/api/products')[0].body).toMatchObject({ amount: sent, unitCost: 2000 });
  });

  // Kilos take hundredths, units are whole (docs/domain.md#request-amounts): refused, never rounded.
  it.each([
    ['es', 'Un — Unidad', '2,5', /^Sin decimales: escriba un número entero/],
    ['es', 'Kg — Kilogramos', '2,5555', /^Máximo 2 decimales/],
    ['en', 'Un — Unit', '2.5', /^No decimals: enter a whole number/],
    ['en', 'Kg — Kilograms', '2.5555', /^At most 2 decimals/],
  ] as const)('says why an amount of %s in %s, %p, cannot be saved, and sends nothing', async (language, unit, amount, message) => {
    resetStores(language);
    logIn(asUser('AGRO'));
    const { calls } = stubFetch(routes());
    const user = setupUser();
    show();
    await chooseOption(user, LABELS[language].unit, unit);
    await fillIn(user, screen.getByTestId('product-amount'), amount);
    await fillIn(user, screen.getByTestId('product-total-cost'), '10000');
    expect(await screen.findByText(message)).toHaveClass('ac-form-item__error');
    expect(screen.getByTestId('product-amount')).toHaveValue(amount);
    expect(screen.getByTestId('product-unit-cost')).toHaveTextContent(': —');
    await save(user);
    expect(await screen.findByTestId('create-incomplete')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('speaks English', async () => {
    resetStores('en');
    logIn(asUser('AGRO'));
    stubFetch(routes());
    const user = setupUser();
    show();
    expect(screen.getByText('New product')).toBeInTheDocument();
    await save(user);
    expect(await screen.findByText('Please upload an image')).toBeInTheDocument();
    expect(screen.getAllByText('Required field').length).toBeGreaterThan(0);
  });
});
