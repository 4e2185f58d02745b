import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@agrocadena/contracts/core';
import { EmptyState, LoadError, Pager, Skeleton, Spin } from '@agrocadena/shared-ui';

/** Offers a phone or a laptop shows before any scrolling: one column on a phone, a row of four on a laptop. */
const FIRST_SCREEN_OFFERS = 4;

interface Props<T> {
  list: { items: T[]; total: number; loading: boolean; error: string | null; reload: () => void };
  page: number;
  onPageChange: (page: number) => void;
  errorTitle: string;
  /** `firstScreen`: among the first offers, seen without scrolling (their pictures load at once). */
  renderItem: (item: T, firstScreen: boolean) => ReactNode;
  keyOf: (item: T) => string;
}

/** A catalogue's page of offers: a grid of cards (one column on a phone), the pages, or why there is none. */
export function CatalogResults<T>({ list, page, onPageChange, errorTitle, renderItem, keyOf }: Props<T>) {
  const { t } = useTranslation('common');
  if (list.error) return <LoadError variant="panel" title={errorTitle} message={list.error} onRetry={list.reload} testId="catalog-load-error" />;
  if (list.items.length === 0) {
    return list.loading ? (
      <Skeleton rows={6} data-testid="catalog-loading" />
    ) : (
      <EmptyState title={t('errors.nothingToShow')} testId="catalog-empty" />
    );
  }
  return (
    <Spin spinning={list.loading}>
      <ul className="cat-grid" data-testid="catalog-grid">
        {list.items.map((item, index) => (
          <li key={keyOf(item)}>{renderItem(item, index < FIRST_SCREEN_OFFERS)}</li>
        ))}
      </ul>
      <Pager page={page} total={list.total} pageSize={PAGE_SIZE} onChange={onPageChange} />
    </Spin>
  );
}
