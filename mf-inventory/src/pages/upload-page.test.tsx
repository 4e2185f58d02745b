import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fail,
  logIn,
  ok,
  pdfFile,
  renderPage,
  resetStores,
  setupUser,
  stubFetch,
  stubImageDecoding,
  textAs,
  type StubRoute,
} from '@agrocadena/shared-ui/src/testing';
import UploadPage from './upload-page';
import { fileInputIn } from '@agrocadena/shared-ui/src/testing';
import { aProduct, asUser, imageFile } from '../test/products-fixtures';

const MANGO = aProduct({ technicalDocument: '/uploads/documents/p1.pdf', technicalDocumentName: 'ficha-mango.pdf' });

const currentImage = () => within(screen.getByTestId('product-files')).getByRole('img', { name: 'Foto de Mango Tommy' });
const show = (url = '/upload?productId=p1') => renderPage('/upload', url, <UploadPage />, ['/userProducts', '/products/:productId']);
const stub = (extra: StubRoute[] = []) => stubFetch([...extra, { path: '/api/products/p1', body: ok(MANGO) }]);

describe('UploadPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(asUser('AGRO'));
    stubImageDecoding();
  });

  it('shows the current image and document and replaces the image', async () => {
    const { callsTo } = stub([
      {
        method: 'POST',
        path: '/api/upload',
        body: ok({ image: '/uploads/products/p1-new.webp', imageThumbnail: '/uploads/products/p1-new-thumb.webp' }),
      },
    ]);
    const user = setupUser();
    show();
    await screen.findByTestId('product-image-current');
    expect(currentImage()).toHaveAttribute('src', '/uploads/products/p1.webp');
    expect(screen.getByTestId('product-document-current')).toHaveTextContent('ficha-mango.pdf');
    expect(screen.getByTestId('back-link')).toHaveAttribute('href', '/products/p1');
    await user.upload(fileInputIn('product-image-replace'), imageFile('nueva.jpg', 'image/jpeg'));
    expect(await screen.findByText('Foto subida con éxito')).toBeInTheDocument();
    expect(currentImage().getAttribute('src')).toMatch(/^\/uploads\/products\/p1-new\.webp\?v=\d+$/);
    const body = callsTo('POST', '/api/upload')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'productImage', id: 'p1' });
    expect((body.image as File).name).toBe('nueva.jpg');
  });

  it('refuses a wrong file by its content before uploading, and shows what the server refuses', async () => {
    const { callsTo } = stub([
      { method: 'POST', path: '/api/uploadDocument', status: 400, body: fail('INVALID_FILE', 'El archivo no es un PDF válido.', 'file') },
    ]);
    const user = setupUser();
    show();
    await screen.findByTestId('product-files');
    fireEvent.change(fileInputIn('product-image-replace'), { target: { files: [new File(['GIF89a'], 'foto.gif', { type: 'image/gif' })] } });
    expect(await screen.findByTestId('product-image-replace-error')).toHaveTextContent('Ese archivo no es una imagen JPEG, PNG o WebP.');
    // Named and typed as a PDF, but a text inside: refused here too.
    await user.upload(fileInputIn('product-document-replace'), textAs('ficha.pdf', 'application/pdf'));
    expect(await screen.findByTestId('product-document-replace-error')).toHaveTextContent('Ese archivo no es un PDF.');
    expect(callsTo('POST', '/api/upload')).toHaveLength(0);
    expect(callsTo('POST', '/api/uploadDocument')).toHaveLength(0);

    // What passes here is still the server's to judge.
    await user.upload(fileInputIn('product-document-replace'), pdfFile());
    await waitFor(() => expect(screen.getByTestId('product-document-replace-error')).toHaveTextContent('El archivo no es un PDF válido.'));
    expect(callsTo('POST', '/api/uploadDocument')).toHaveLength(1);
    expect(screen.getByTestId('product-document-current')).toHaveTextContent('ficha-mango.pdf');
  });

  it('without a product, or for a product that is not mine, shows the not-found panel', async () => {
    stubFetch([{ path: '/api/products/p2', body: ok(aProduct({ _id: 'p2', user: { _id: 'u2', firstName: 'Luis', enterpriseName: null } })) }]);
    const { unmount } = show('/upload');
    expect(await screen.findByTestId('product-not-found')).toBeInTheDocument();
    unmount();
    show('/upload?productId=p2');
    expect(await screen.findByTestId('product-not-found')).toBeInTheDocument();
  });
});
