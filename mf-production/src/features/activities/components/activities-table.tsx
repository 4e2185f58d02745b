import type { ReactNode } from 'react';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import { useTranslation } from 'react-i18next';
import { type DataColumn, formatAmount, Inline, PaginatedTable, ReadMore, RowAction, Typography, usePhoneLayout } from '@agrocadena/shared-ui';
import type { DefinitionAction, DefinitionsTableProps } from '../../../shared/components/definitions-list-page';
import type { Activity } from '@agrocadena/contracts';
import { ActivitySides } from './activity-sides';

type Props = DefinitionsTableProps<Activity>;

/** Name, description, lead time, inputs → outputs with their shares, and start, edit, delete; 12 a page. */
export function ActivitiesTable({ rows, total, page, loading, onPageChange, onAction }: Props) {
  const { t, i18n } = useTranslation(['production', 'common']);
  const wide = !usePhoneLayout();
  const hours = (activity: Activity) =>
    t('production:activities.list.hours', {
      count: activity.estimatedDurationInHours,
      hours: formatAmount(activity.estimatedDurationInHours, i18n.language),
    });

  const action = (kind: DefinitionAction, label: string, icon: ReactNode, activity: Activity, danger = false) => (
    <RowAction label={label} icon={icon} onClick={() => onAction(kind, activity)} testId={`activity-${kind}`} danger={danger} />
  );

  // A phone has room for two columns: the activity (name, lead time, description, products) and its options.
  const details: DataColumn<Activity>[] = wide
    ? [
        {
          key: 'name',
          title: t('production:activities.fields.name'),
          render: (activity) => <Typography.Text strong>{activity.name}</Typography.Text>,
        },
        {
          key: 'description',
          title: t('production:activities.fields.description'),
          render: (activity) => <ReadMore text={activity.description} testId="activity-description" />,
        },
        { key: 'duration', title: t('production:activities.fields.durationHeader'), align: 'right', render: hours },
        { key: 'products', title: t('production:activities.list.products'), render: (activity) => <ActivitySides activity={activity} /> },
      ]
    : [
        {
          key: 'activity',
          title: t('production:activities.fields.name'),
          render: (activity) => (
            <>
              <Typography.Text strong>{activity.name}</Typography.Text>
              <Typography.Paragraph type="secondary" className="pr-row-line">
                {hours(activity)}
              </Typography.Paragraph>
              <Typography.Paragraph className="pr-row-line">
                <ReadMore text={activity.description} testId="activity-description" />
              </Typography.Paragraph>
              <ActivitySides activity={activity} />
            </>
          ),
        },
      ];

  const columns: DataColumn<Activity>[] = [
    ...details,
    {
      key: 'options',
      title: t('production:activities.list.options'),
      align: 'center',
      render: (activity) => (
        <Inline gap={0} wrap={false}>
          {action('start', t('production:activities.list.start'), <PlayCircleOutlined />, activity)}
          {action('edit', t('common:actions.edit'), <EditOutlined />, activity)}
          {action('delete', t('common:actions.delete'), <DeleteOutlined />, activity, true)}
        </Inline>
      ),
    },
  ];

  return (
    <PaginatedTable<Activity>
      rowKey={(activity) => activity._id}
      columns={columns}
      rows={rows}
      loading={loading}
      rowProps={(activity) => ({ 'data-testid': `activity-row-${activity.name}` })}
      page={page}
      total={total}
      onPageChange={onPageChange}
      data-testid="activities-table"
    />
  );
}
