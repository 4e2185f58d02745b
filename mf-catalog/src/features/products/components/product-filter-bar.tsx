import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPES } from '@agrocadena/contracts/core';
import type { ProductType } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { NativeSelect, useSuggestions } from '@agrocadena/shared-ui';
import { SearchBox } from '../../../shared/components/search-box';
import { PRODUCT_FILTER_KINDS, productSuggestQuery, type ProductFilter, type ProductFilterKind } from '../rules/product-filter';

interface Props {
  /** The filter the URL holds: where the bar starts. */
  initial: ProductFilter;
  onApply: (filter: ProductFilter) => void;
}

/** By name, provider or type (with a name), and in stock only; names are suggested as one types. */
export function ProductFilterBar({ initial, onApply }: Props) {
  const { t } = useTranslation(['catalog', 'common']);
  const [draft, setDraft] = useState(initial);
  const suggestions = useSuggestions(routes.searchPublicProductsAutoComplete, productSuggestQuery(draft));
  const textLabel = t(`catalog:products.filter.text.${draft.kind}`);
  return (
    <div className="cat-filter" data-testid="product-filter">
      <NativeSelect<ProductFilterKind>
        className="cat-filter-kind"
        size="large"
        aria-label={t('catalog:filter.kind')}
        value={draft.kind}
        // Another field is another question: what was typed for the last one does not carry over.
        onChange={(kind) => setDraft((current) => ({ ...current, kind, text: '' }))}
        choices={PRODUCT_FILTER_KINDS.map((kind) => ({ value: kind, label: t(`catalog:products.filter.kinds.${kind}`) }))}
        data-testid="product-filter-kind"
      />
      {draft.kind === 'TYPE' && (
        <NativeSelect<ProductType>
          className="cat-filter-kind"
          size="large"
          aria-label={t('catalog:products.filter.type')}
          placeholder={t('catalog:products.filter.type')}
          value={draft.type ?? null}
          onChange={(type) => setDraft((current) => ({ ...current, type }))}
          choices={PRODUCT_TYPES.map((type) => ({ value: type, label: t(`common:productTypes.${type}`) }))}
          data-testid="product-filter-type"
        />
      )}
      <SearchBox
        value={draft.text}
        onChange={(text) => setDraft((current) => ({ ...current, text }))}
        onSearch={(text) => onApply({ ...draft, text })}
        suggestions={suggestions}
        label={textLabel}
        placeholder={textLabel}
      />
      <label className="cat-filter-check">
        <input
          type="checkbox"
          checked={draft.inStock}
          onChange={(event) => {
            const next = { ...draft, inStock: event.target.checked };
            setDraft(next);
            onApply(next);
          }}
          data-testid="product-filter-in-stock"
        />
        {t('catalog:products.filter.inStock')}
      </label>
    </div>
  );
}
