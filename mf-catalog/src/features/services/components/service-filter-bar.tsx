import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_TYPES, type ServiceType } from '@agrocadena/contracts/core';
import { routes } from '@agrocadena/contracts/client';
import { HOME_DEPARTMENT_ID, NativeSelect, useSuggestions, useTowns } from '@agrocadena/shared-ui';
import { SearchBox } from '../../../shared/components/search-box';
import { SERVICE_FILTER_KINDS, isTransportSearch, serviceSuggestQuery, type ServiceFilter, type ServiceFilterKind } from '../rules/service-filter';

interface Props {
  /** The filter the URL holds: where the bar starts. */
  initial: ServiceFilter;
  onApply: (filter: ServiceFilter) => void;
}

/**
 * By name, provider or service type (with a name); names are suggested as one types. A transport is
 * looked for by a town of department 8 it covers (docs/domain.md#catalogues), applied as soon as it
 * is chosen.
 */
export function ServiceFilterBar({ initial, onApply }: Props) {
  const { t } = useTranslation('catalog');
  const [draft, setDraft] = useState(initial);
  const suggestions = useSuggestions(routes.searchPublicServicesAutoComplete, serviceSuggestQuery(draft));
  const textLabel = t(`services.filter.text.${draft.kind}`);
  const { towns } = useTowns(isTransportSearch(draft) ? HOME_DEPARTMENT_ID : null);
  return (
    <div className="cat-filter" data-testid="service-filter">
      <NativeSelect<ServiceFilterKind>
        className="cat-filter-kind"
        size="large"
        aria-label={t('filter.kind')}
        value={draft.kind}
        // Another field is another question: what was typed for the last one does not carry over.
        onChange={(kind) => setDraft((current) => ({ ...current, kind, text: '' }))}
        choices={SERVICE_FILTER_KINDS.map((kind) => ({ value: kind, label: t(`services.filter.kinds.${kind}`) }))}
        data-testid="service-filter-kind"
      />
      {draft.kind === 'SERVICE' && (
        <NativeSelect<ServiceType>
          className="cat-filter-kind"
          size="large"
          aria-label={t('services.filter.type')}
          placeholder={t('services.filter.type')}
          value={draft.serviceType ?? null}
          onChange={(serviceType) => setDraft((current) => ({ ...current, serviceType }))}
          choices={SERVICE_TYPES.map((type) => ({ value: type, label: t(`services.types.${type}`) }))}
          data-testid="service-filter-type"
        />
      )}
      {isTransportSearch(draft) ? (
        <NativeSelect
          className="cat-filter-town"
          size="large"
          aria-label={t('services.filter.town')}
          placeholder={t('services.filter.town')}
          value={draft.townId}
          onChange={(townId) => {
            setDraft((current) => ({ ...current, townId }));
            onApply({ ...draft, townId });
          }}
          choices={towns.map((town) => ({ value: town._id, label: town.name }))}
          data-testid="service-filter-town"
        />
      ) : (
        <SearchBox
          value={draft.text}
          onChange={(text) => setDraft((current) => ({ ...current, text }))}
          onSearch={(text) => onApply({ ...draft, text })}
          suggestions={suggestions}
          label={textLabel}
          placeholder={textLabel}
        />
      )}
    </div>
  );
}
