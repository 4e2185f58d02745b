import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '@agrocadena/contracts';
import { onDemand, PageCard } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../features/offers/components/offers.css';
import { useUrlFilter } from '../features/offers/hooks/use-url-filter';
import { useApplyFlow } from '../features/offers/hooks/use-apply-flow';
import { CatalogResults } from '../features/offers/components/catalog-results';
import { LazyOfferDialogs } from '../features/offers/components/lazy-offer-dialogs';
import { ProviderScope } from '../features/offers/components/provider-scope';
import { providerName } from '../shared/rules/provider-name';
import { readProductFilter, writeProductFilter } from '../features/products/rules/product-filter';
import { usePublicProducts } from '../features/products/hooks/use-public-products';
import { ProductFilterBar } from '../features/products/components/product-filter-bar';
import { ProductCard } from '../features/products/components/product-card';

// The dialogs come with the forms half of shared-ui, fetched when one first opens (issue 13).
const ApplyProductDialog = onDemand(() => import('../features/products/components/apply-product-dialog').then((module) => module.ApplyProductDialog));

/**
 * /productsCatalog, public: every user's public products, filtered by name, provider or type, 12 a
 * page; filter and page live in the URL. Anyone may see who offers a product; applying asks a guest
 * to log in first.
 */
export default function ProductsCatalogPage() {
  const { t } = useTranslation('catalog');
  const url = useUrlFilter(readProductFilter, writeProductFilter);
  const list = usePublicProducts(url.filter, url.page);
  const flow = useApplyFlow<PublicProduct>();
  const scoped = url.filter.providerId;

  return (
    <PageCard title={t('products.title')} subtitle={t('products.subtitle')} width={1200} testId="products-catalog">
      <ProductFilterBar key={url.urlKey} initial={url.filter} onApply={url.apply} />
      {scoped && (
        <ProviderScope
          name={list.items[0] ? providerName(list.items[0].user) : null}
          onClear={() => url.apply({ ...url.filter, providerId: null })}
        />
      )}
      <CatalogResults
        list={list}
        page={url.page}
        onPageChange={url.setPage}
        errorTitle={t('products.loadError')}
        keyOf={(product) => product._id}
        renderItem={(product, firstScreen) => (
          <ProductCard
            product={product}
            firstScreen={firstScreen}
            own={product.user._id === flow.userId}
            onSeeProvider={() => flow.seeProvider(product.user._id)}
            onApply={() => flow.apply(product)}
          />
        )}
      />
      {flow.target && flow.userId && <ApplyProductDialog product={flow.target} userId={flow.userId} onClose={flow.closeApply} onSent={flow.done} />}
      <LazyOfferDialogs flow={flow} />
    </PageCard>
  );
}
