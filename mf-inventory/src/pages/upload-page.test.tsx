import { fireEvent, screen, within } from '@testing-library/react';
import { fail, logIn, ok, renderPage, resetStores, setupUser, stubFetch, type StubRoute } from '@agrocadena/shared-ui/src/testing';
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

  it('refuses a wrong file before uploading and shows a refused upload', async () => {
    const { callsTo } = stub([
      { method: 'POST', path: '/api/uploadDocument', status: 415, body: fail('UNSUPPORTED_MEDIA_TYPE', 'El archivo no es un PDF.') },
    ]);
    const user = setupUser();
    show();
    await screen.findByTestId('product-files');
    fireEvent.change(fileInputIn('product-image-replace'), { target: { files: [imageFile('foto.gif', 'image/gif')] } });
    expect(await screen.findByTestId('product-image-replace-error')).toHaveTextContent('La imagen debe ser JPEG, PNG o WebP de máximo 5 MB');
    expect(callsTo('POST', '/api/upload')).toHaveLength(0);
    // A file named .pdf passes the local check; the server reads its content and refuses it.
    await user.upload(fileInputIn('product-document-replace'), new File(['not a pdf'], 'ficha.pdf', { type: 'application/pdf' }));
    expect(await screen.findByTestId('product-document-replace-error')).toHaveTextContent('El archivo no es un PDF.');
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
