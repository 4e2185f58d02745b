import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, onDemand, PageCard, useSessionStore, Button } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../shared/components/products.css';
import { useUserProducts } from '../features/products/hooks/use-user-products';
import { ProductsTable } from '../features/products/components/products-table';
import type { OpenDialog } from '../features/products/components/product-dialogs';
import { capabilitiesOf } from '@agrocadena/contracts/rules';
import { TransportGoodsTable } from '../features/transport-goods/components/transport-goods-table';

const ProductDialogs = onDemand(() => import('../features/products/components/product-dialogs').then((module) => module.ProductDialogs));

/**
 * /userProducts: the user's products, 12 a page. A carrier keeps no products: its table is
 * "products in transport", what its transports on the road carry, each with its transport's details.
 */
export default function UserProductsPage() {
  const { t } = useTranslation('inventory');
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const { keepsProducts, buysToSell } = capabilitiesOf(user?.userType);
  const list = useUserProducts(user?._id, keepsProducts);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // A retailer buys what it sells: its "add" goes to the catalogue.
  const addTarget = buysToSell ? '/productsCatalog' : '/createProduct';
  const empty = keepsProducts && !list.loading && !list.error && list.total === 0 && list.products.length === 0;

  return (
    <PageCard
      title={t(keepsProducts ? 'products.list.title' : 'products.list.transportTitle')}
      subtitle={t(keepsProducts ? 'products.list.subtitle' : 'products.list.transportSubtitle')}
      width={1100}
      testId="user-products"
    >
      {keepsProducts && (
        <div className="inv-toolbar">
          <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => navigate(addTarget)} data-testid="add-product">
            {t('products.list.add')}
          </Button>
          {!empty && (
            <>
              <Button size="large" icon={<ImportOutlined />} onClick={() => navigate('/requestStorage')} data-testid="request-storage">
                {t('products.list.requestStorage')}
              </Button>
              <Button size="large" icon={<CarOutlined />} onClick={() => navigate('/requestTransport')} data-testid="request-transport">
                {t('products.list.requestTransport')}
              </Button>
            </>
          )}
        </div>
      )}
      {list.error && <LoadError title={t('products.list.loadError')} message={list.error} onRetry={list.reload} testId="products-load-error" />}
      {!keepsProducts && user && <TransportGoodsTable userId={user._id} />}
      {keepsProducts && empty && (
        <EmptyState
          title={t('products.list.empty')}
          hint={t(buysToSell ? 'products.list.emptyHintRetailer' : 'products.list.emptyHint')}
          action={{
            label: t(buysToSell ? 'products.list.findInCatalog' : 'products.list.createFirst'),
            to: addTarget,
            testId: 'create-first-product',
          }}
          testId="products-first"
        />
      )}
      {keepsProducts && !empty && (
        <ProductsTable
          products={list.products}
          total={list.total}
          page={list.page}
          loading={list.loading}
          onPageChange={list.setPage}
          onAction={(action, product) => setDialog({ action, product })}
          emptyText={t('products.list.empty')}
        />
      )}
      {dialog && <ProductDialogs open={dialog} userType={user?.userType} onClose={() => setDialog(null)} onDeleted={() => list.goTo(1)} />}
    </PageCard>
  );
}
