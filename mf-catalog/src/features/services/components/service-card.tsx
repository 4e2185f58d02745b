import ToolOutlined from '@ant-design/icons/ToolOutlined';
import { useTranslation } from 'react-i18next';
import type { PublicService } from '@agrocadena/contracts';
import { OfferActions } from '../../../shared/components/offer-actions';
import { OfferCard } from '../../../shared/components/offer-card';
import { providerName } from '../../../shared/rules/provider-name';
import { ServiceDetails } from './service-details';
import { Tag } from '@agrocadena/shared-ui';

interface Props {
  service: PublicService;
  /** The logged-in user offers it. */
  own: boolean;
  onSeeProvider: () => void;
  onApply: () => void;
  /** Seen without scrolling (OfferCard). */
  firstScreen?: boolean;
}

/** A public service: its type, what it covers or makes, who offers it, and apply for it (production and logistic). */
export function ServiceCard({ service, own, onSeeProvider, onApply, firstScreen }: Props) {
  const { t } = useTranslation('catalog');
  return (
    <OfferCard
      firstScreen={firstScreen}
      name={service.name}
      image={service.imageThumbnail}
      placeholder={<ToolOutlined aria-hidden />}
      tag={
        <Tag color="blue" data-testid="service-type">
          {t(`services.types.${service.type}`)}
        </Tag>
      }
      description={service.description}
      provider={providerName(service.user)}
      testId={`service-card-${service._id}`}
      details={<ServiceDetails service={service} />}
      actions={<OfferActions own={own} ownLabel={t('services.yours')} canApply onSeeProvider={onSeeProvider} onApply={onApply} />}
    />
  );
}
