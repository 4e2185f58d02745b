import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PublicService } from '@agrocadena/contracts';
import { onDemand, PageCard } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../features/offers/components/offers.css';
import { useUrlFilter } from '../features/offers/hooks/use-url-filter';
import { useApplyFlow } from '../features/offers/hooks/use-apply-flow';
import { CatalogResults } from '../features/offers/components/catalog-results';
import { LazyOfferDialogs } from '../features/offers/components/lazy-offer-dialogs';
import { ProviderScope } from '../features/offers/components/provider-scope';
import { providerName } from '../shared/rules/provider-name';
import { readServiceFilter, writeServiceFilter } from '../features/services/rules/service-filter';
import { usePublicServices } from '../features/services/hooks/use-public-services';
import { ServiceFilterBar } from '../features/services/components/service-filter-bar';
import { ServiceCard } from '../features/services/components/service-card';
import { servicePagePath } from '../features/services/rules/apply-service';

// The dialogs come with the forms half of shared-ui, fetched when one first opens (issue 13).
const ApplyServiceDialog = onDemand(() => import('../features/services/components/apply-service-dialog').then((module) => module.ApplyServiceDialog));

/**
 * /servicesCatalog, public: every user's public services, filtered by name, provider, type or a
 * town a transport covers, 12 a page; filter and page live in the URL. Production and logistic
 * services are applied for here, a storage or a transport on its request page; applying asks a guest to log in first.
 */
export default function ServicesCatalogPage() {
  const { t } = useTranslation('catalog');
  const url = useUrlFilter(readServiceFilter, writeServiceFilter);
  const list = usePublicServices(url.filter, url.page);
  const flow = useApplyFlow<PublicService>();
  const navigate = useNavigate();
  const apply = (service: PublicService) => {
    const page = servicePagePath(service);
    return flow.userId && page ? navigate(page) : flow.apply(service);
  };

  return (
    <PageCard title={t('services.title')} subtitle={t('services.subtitle')} width={1200} testId="services-catalog">
      <ServiceFilterBar key={url.urlKey} initial={url.filter} onApply={url.apply} />
      {url.filter.providerId && (
        <ProviderScope
          name={list.items[0] ? providerName(list.items[0].user) : null}
          onClear={() => url.apply({ ...url.filter, providerId: null })}
        />
      )}
      <CatalogResults
        list={list}
        page={url.page}
        onPageChange={url.setPage}
        errorTitle={t('services.loadError')}
        keyOf={(service) => service._id}
        renderItem={(service, firstScreen) => (
          <ServiceCard
            service={service}
            firstScreen={firstScreen}
            own={service.user._id === flow.userId}
            onSeeProvider={() => flow.seeProvider(service.user._id)}
            onApply={() => apply(service)}
          />
        )}
      />
      {flow.target && flow.userId && <ApplyServiceDialog service={flow.target} userId={flow.userId} onClose={flow.closeApply} onSent={flow.done} />}
      <LazyOfferDialogs flow={flow} />
    </PageCard>
  );
}
