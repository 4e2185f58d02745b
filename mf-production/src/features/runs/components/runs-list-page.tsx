import type { ReactNode } from 'react';
import { Alert } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { useTranslation } from 'react-i18next';
import { LinkButton, ListBody, PageCard } from '@agrocadena/shared-ui';
import type { ExecutedActivity } from '@agrocadena/contracts';
import '../../../i18n/register';
import '../../activities/components/activities.css';
import { EnterpriseOnly } from '../../access/enterprise-only';
import { RunsTable, type RunField } from './runs-table';

export type RunsListKind = 'scheduled' | 'running' | 'paused' | 'completed' | 'aborted';

interface Props {
  kind: RunsListKind;
  /** One page of runs (usePagedList). */
  list: {
    items: ExecutedActivity[];
    total: number;
    page: number;
    loading: boolean;
    error: string | null;
    setPage: (page: number) => void;
    reload: () => void;
  };
  fields: RunField[];
  options: (run: ExecutedActivity) => ReactNode;
  /** Links beside the way back (e.g. to the running activities). */
  links?: ReactNode;
  /** The refusal of a move made from the row itself (start), shown above the list. */
  error?: string | null;
  /** The dialogs of the moves. */
  children?: ReactNode;
}

/** A list of runs in one state (spec-2 §4): back to the overview, 12 a page, each with its moves. */
export function RunsListPage({ kind, list, fields, options, links, error, children }: Props) {
  const { t } = useTranslation(['production', 'common']);
  return (
    <PageCard
      title={t(`production:runs.lists.${kind}.title`)}
      subtitle={t(`production:runs.lists.${kind}.subtitle`)}
      width={1100}
      testId={`${kind}-runs`}
    >
      <EnterpriseOnly>
        <div className="pr-runs-toolbar">
          <LinkButton to="/activitiesOverview" size="large" icon={<ArrowLeftOutlined />} data-testid="runs-back">
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
          <RunsTable
            rows={list.items}
            total={list.total}
            page={list.page}
            loading={list.loading}
            onPageChange={list.setPage}
            fields={fields}
            options={options}
            testId={`${kind}-runs-table`}
          />
        </ListBody>
        {children}
      </EnterpriseOnly>
    </PageCard>
  );
}
