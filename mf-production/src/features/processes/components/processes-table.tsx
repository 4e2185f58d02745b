import type { ReactNode } from 'react';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import { useTranslation } from 'react-i18next';
import { type DataColumn, Inline, PaginatedTable, ReadMore, RowAction, Typography, usePhoneLayout } from '@agrocadena/shared-ui';
import type { DefinitionAction, DefinitionsTableProps } from '../../../shared/components/definitions-list-page';
import type { Process } from '@agrocadena/contracts';

type Props = DefinitionsTableProps<Process>;

/** Name, description, the activities in order, and start, edit, delete; 12 a page. */
export function ProcessesTable({ rows, total, page, loading, onPageChange, onAction }: Props) {
  const { t } = useTranslation(['production', 'common']);
  const wide = !usePhoneLayout();

  const action = (kind: DefinitionAction, label: string, icon: ReactNode, process: Process, danger = false) => (
    <RowAction label={label} icon={icon} onClick={() => onAction(kind, process)} testId={`process-${kind}`} danger={danger} />
  );
  const steps = (process: Process) => (
    <ol className="pr-process-steps" data-testid="process-steps-cell">
      {process.activities.map((activity) => (
        <li key={activity._id}>{activity.name}</li>
      ))}
    </ol>
  );

  const details: DataColumn<Process>[] = wide
    ? [
        { key: 'name', title: t('production:processes.fields.name'), render: (process) => <Typography.Text strong>{process.name}</Typography.Text> },
        { key: 'description', title: t('production:processes.fields.description'), render: (process) => <ReadMore text={process.description} /> },
        { key: 'activities', title: t('production:processes.fields.activities'), render: steps },
      ]
    : [
        {
          key: 'process',
          title: t('production:processes.fields.name'),
          render: (process) => (
            <>
              <Typography.Text strong>{process.name}</Typography.Text>
              <Typography.Paragraph className="pr-row-line">
                <ReadMore text={process.description} />
              </Typography.Paragraph>
              {steps(process)}
            </>
          ),
        },
      ];

  return (
    <PaginatedTable<Process>
      rowKey={(process) => process._id}
      columns={[
        ...details,
        {
          key: 'options',
          title: t('production:processes.list.options'),
          align: 'center',
          render: (process) => (
            <Inline gap={0} wrap={false}>
              {action('start', t('production:processes.list.start'), <PlayCircleOutlined />, process)}
              {action('edit', t('common:actions.edit'), <EditOutlined />, process)}
              {action('delete', t('common:actions.delete'), <DeleteOutlined />, process, true)}
            </Inline>
          ),
        },
      ]}
      rows={rows}
      loading={loading}
      rowProps={(process) => ({ 'data-testid': `process-row-${process.name}` })}
      page={page}
      total={total}
      onPageChange={onPageChange}
      data-testid="processes-table"
    />
  );
}
