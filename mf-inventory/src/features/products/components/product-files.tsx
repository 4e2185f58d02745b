import UploadOutlined from '@ant-design/icons/UploadOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { FILE_ACCEPT, Typography } from '@agrocadena/shared-ui';
import type { Product } from '@agrocadena/contracts';
import { UPLOADS } from '@agrocadena/contracts/core';
import { uploadProductDocument, uploadProductImage } from '../api/products-api';
import { rememberProduct } from '../api/product-cache';
import { useFileReplace } from '../hooks/use-file-replace';
import { FileSection } from './file-section';
import { Image } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  product: Product;
}

/** The URL may stay the same when the server overwrites a file: a version query makes the browser fetch it again. */
const fresh = (url: string) => `${url}${url.includes('?') ? '&' : '?'}v=${Date.now()}`;

/** Two sections: the current image and data sheet of a product, each with its own replace button. */
export function ProductFiles({ product }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const client = useQueryClient();
  const onChanged = (changed: Product) => rememberProduct(client, changed);
  const image = useFileReplace({
    kind: 'image',
    upload: (file) => uploadProductImage(product._id, file),
    successMessage: t('common:success.photoUploaded'),
    onUploaded: (data) => onChanged({ ...product, image: fresh(data.image), imageThumbnail: fresh(data.imageThumbnail) }),
  });
  const document = useFileReplace({
    kind: 'document',
    upload: (file) => uploadProductDocument(product._id, file),
    successMessage: t('common:success.documentUploaded'),
    onUploaded: (data) =>
      onChanged({ ...product, technicalDocument: fresh(data.technicalDocument), technicalDocumentName: data.technicalDocumentName }),
  });

  return (
    <div data-testid="product-files">
      <FileSection
        title={t('inventory:products.files.imageSection')}
        current={
          product.image ? (
            <Image
              src={product.image}
              alt={t('inventory:products.detail.imageAlt', { name: product.name })}
              width={200}
              data-testid="product-image-current"
            />
          ) : (
            <Typography.Text type="secondary" data-testid="product-image-none">
              {t('inventory:products.files.noImage')}
            </Typography.Text>
          )
        }
        replace={image}
        accept={FILE_ACCEPT.image}
        buttonLabel={t('inventory:products.files.replaceImage')}
        icon={<UploadOutlined />}
        hint={t('inventory:products.create.imageHint', { max: UPLOADS.image.maxMb })}
        testId="product-image"
      />
      <FileSection
        title={t('inventory:products.files.documentSection')}
        current={
          product.technicalDocument ? (
            <>
              {t('inventory:products.files.currentDocument')}{' '}
              <Typography.Link href={product.technicalDocument} target="_blank" rel="noopener noreferrer" data-testid="product-document-current">
                <FilePdfOutlined /> {product.technicalDocumentName ?? product.technicalDocument}
              </Typography.Link>
            </>
          ) : (
            <Typography.Text type="secondary" data-testid="product-document-none">
              {t('inventory:products.files.noDocument')}
            </Typography.Text>
          )
        }
        replace={document}
        accept={FILE_ACCEPT.document}
        buttonLabel={t('inventory:products.files.replaceDocument')}
        icon={<FilePdfOutlined />}
        hint={t('inventory:products.create.documentHint', { max: UPLOADS.document.maxMb })}
        testId="product-document"
      />
    </div>
  );
}
