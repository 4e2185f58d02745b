import { useTranslation } from 'react-i18next';
import type { PublicService } from '@agrocadena/contracts';
import { Typography } from '@agrocadena/shared-ui';

/** What a card adds per kind: the towns a transport covers, where a storage keeps, what a production makes. */
export function ServiceDetails({ service }: { service: PublicService }) {
  const { t } = useTranslation('catalog');
  if (service.type === 'TRANSPORT' && service.towns.length > 0) {
    return (
      <Typography.Text className="cat-card-lines" data-testid="service-towns">
        {t('services.card.towns', { towns: service.towns.map((town) => town.name).join(', ') })}
      </Typography.Text>
    );
  }
  if (service.type === 'STORAGE' && service.branchOffice) {
    const office = service.branchOffice;
    return (
      <Typography.Text className="cat-card-lines" data-testid="service-branch-office">
        {t('services.card.branchOffice', { name: office.name, address: office.address })}
      </Typography.Text>
    );
  }
  if (service.type === 'PRODUCTION' && service.outputProducts.length > 0) {
    return (
      <Typography.Text className="cat-card-lines" data-testid="service-outputs">
        {t('services.card.outputs', { products: service.outputProducts.map((product) => product.name).join(', ') })}
      </Typography.Text>
    );
  }
  return null;
}
