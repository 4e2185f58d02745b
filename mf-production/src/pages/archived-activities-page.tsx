import { useState } from 'react';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@agrocadena/contracts/core';
import type { ExecutedActivity } from '@agrocadena/contracts';
import { RowAction, formatDateTime, Typography } from '@agrocadena/shared-ui';
import { RunsListPage } from '../features/runs/components/runs-list-page';
import { RunDetailsDialog } from '../features/runs/components/run-details-dialog';
import { useRunsList } from '../features/runs/hooks/use-runs-list';

/** /archivedActivities?archivedActivities=completed|aborted: my finished runs (aborted only when asked; completed otherwise), each with its details. */
export default function ArchivedActivitiesPage() {
  const { t } = useTranslation(['production', 'common']);
  const [search] = useSearchParams();
  const kind = search.get('archivedActivities') === 'aborted' ? 'aborted' : 'completed';
  const list = useRunsList(kind);
  const [shown, setShown] = useState<ExecutedActivity | null>(null);

  return (
    <RunsListPage
      key={kind}
      kind={kind}
      list={list}
      fields={[
        { key: 'number', title: t('production:runs.columns.number'), render: (_run, index) => (list.page - 1) * PAGE_SIZE + index + 1 },
        { key: 'name', title: t('production:runs.columns.name'), render: (run) => <Typography.Text strong>{run.activity.name}</Typography.Text> },
        { key: 'finishedAt', title: t('production:runs.columns.finishedAt'), render: (run) => formatDateTime(run.finishedAt) },
        { key: 'status', title: t('production:runs.columns.status'), render: (run) => t(`production:runs.states.${run.status}`) },
      ]}
      options={(run) => <RowAction label={t('common:actions.details')} icon={<EyeOutlined />} onClick={() => setShown(run)} testId="run-details" />}
    >
      {shown && <RunDetailsDialog key={shown._id} run={shown} onClose={() => setShown(null)} />}
    </RunsListPage>
  );
}
