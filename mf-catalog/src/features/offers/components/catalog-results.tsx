import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@agrocadena/contracts/core';
import { EmptyState, LoadError, Pager, Skeleton, Spin } from '@agrocadena/shared-ui';

interface Props<T> {
  list: { items: T[]; total: number; loading: boolean; error: string | null; reload: () => void };
  page: number;
  onPageChange: (page: number) => void;
  errorTitle: string;
  renderItem: (item: T) => ReactNode;
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
        {list.items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <Pager page={page} total={list.total} pageSize={PAGE_SIZE} onChange={onPageChange} />
    </Spin>
  );
}
