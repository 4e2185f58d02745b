import type { ReactNode } from 'react';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { useTranslation } from 'react-i18next';
import { LinkButton, ListBody, PageCard, Alert } from '@agrocadena/shared-ui';
import '../../i18n/register';
import './activities.css';
import { EnterpriseOnly } from './enterprise-only';
import type { PagedRows } from '../hooks/paged-rows';
import { RunsTable, type RunField } from './runs-table';

export interface ExecutionListProps<T> {
  title: string;
  subtitle: string;
  /** The overview the list belongs to (the way back). */
  back: string;
  /** The page's data-testid; its table's is `<testId>-table`. */
  testId: string;
  list: Omit<PagedRows<T>, 'goTo'>;
  fields: RunField<T>[];
  options: (row: T) => ReactNode;
  rowTestId: (row: T) => string;
  /** Links beside the way back (e.g. to the running activities). */
  links?: ReactNode;
  /** The refusal of a move made from the row itself (start), shown above the list. */
  error?: string | null;
  /** The dialogs of the moves. */
  children?: ReactNode;
}

/**
 * A list of runs or of production orders in one state (docs/domain.md#screens): back to its
 * overview, 12 a page, each row with its moves. Runs and orders share it: an order's moves are its
 * current run's.
 */
export function ExecutionListPage<T extends { _id: string }>(props: ExecutionListProps<T>) {
  const { title, subtitle, back, testId, list, fields, options, rowTestId, links, error, children } = props;
  const { t } = useTranslation(['production', 'common']);
  return (
    <PageCard title={title} subtitle={subtitle} width={1100} testId={testId}>
      <EnterpriseOnly>
        <div className="pr-runs-toolbar">
          <LinkButton to={back} size="large" icon={<ArrowLeftOutlined />} data-testid="runs-back">
            {t('production:runs.lists.back')}
          </LinkButton>
          {links}
        </div>
        {error && <Alert type="error" showIcon title={error} className="pr-form-error" data-testid="run-action-error" />}
        <ListBody
          list={list}
          shown={list.items.length}
          errorTitle={t('production:runs.lists.loadError')}
          errorTestId="runs-load-error"
          empty={{ title: t('common:errors.nothingToShow'), testId: 'runs-empty' }}
        >
          <RunsTable<T>
            rows={list.items}
            total={list.total}
            page={list.page}
            loading={list.loading}
            onPageChange={list.setPage}
            fields={fields}
            options={options}
            rowTestId={rowTestId}
            testId={`${testId}-table`}
          />
        </ListBody>
        {children}
      </EnterpriseOnly>
    </PageCard>
  );
}
