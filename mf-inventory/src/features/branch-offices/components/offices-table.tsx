import type { ReactNode } from 'react';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { useTranslation } from 'react-i18next';
import { type DataColumn, Inline, PaginatedTable, RowAction, Typography, usePhoneLayout } from '@agrocadena/shared-ui';
import type { BranchOffice } from '@agrocadena/contracts';
import { PAGE_SIZE } from '@agrocadena/contracts/core';

interface Props {
  offices: BranchOffice[];
  total: number;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  onShowOnMap: (office: BranchOffice) => void;
  onEdit: (office: BranchOffice) => void;
  onDelete: (office: BranchOffice) => void;
}

/** Name, description, address and options, 12 a page. */
export function OfficesTable({ offices, total, page, loading, onPageChange, onShowOnMap, onEdit, onDelete }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const wide = !usePhoneLayout();

  const action = (label: string, icon: ReactNode, onClick: () => void, testId: string, danger = false) => (
    <RowAction label={label} icon={icon} onClick={onClick} testId={testId} danger={danger} />
  );

  // A phone has room for two columns: the office (name, address, description) and its options.
  const details: DataColumn<BranchOffice>[] = wide
    ? [
        {
          key: 'name',
          title: t('inventory:branchOffices.fields.name'),
          render: (office) => <Typography.Text strong>{office.name}</Typography.Text>,
        },
        { key: 'description', title: t('inventory:branchOffices.fields.description'), render: (office) => office.description ?? '' },
        { key: 'address', title: t('inventory:branchOffices.fields.address'), render: (office) => office.address },
      ]
    : [
        {
          key: 'office',
          title: t('inventory:branchOffices.fields.name'),
          render: (office) => (
            <>
              <Typography.Text strong>{office.name}</Typography.Text>
              <Typography.Paragraph className="bo-row-line">{office.address}</Typography.Paragraph>
              {office.description && (
                <Typography.Paragraph type="secondary" className="bo-row-line">
                  {office.description}
                </Typography.Paragraph>
              )}
            </>
          ),
        },
      ];

  const columns: DataColumn<BranchOffice>[] = [
    ...details,
    {
      key: 'options',
      title: t('inventory:branchOffices.list.options'),
      align: 'center',
      render: (office) => (
        <Inline gap={0} wrap={false}>
          {action(t('inventory:branchOffices.list.seeOnMap'), <EnvironmentOutlined />, () => onShowOnMap(office), 'office-see-on-map')}
          {action(t('common:actions.edit'), <EditOutlined />, () => onEdit(office), 'office-edit')}
          {action(t('common:actions.delete'), <DeleteOutlined />, () => onDelete(office), 'office-delete', true)}
        </Inline>
      ),
    },
  ];

  return (
    <PaginatedTable<BranchOffice>
      rowKey={(office) => office._id}
      className="bo-table"
      columns={columns}
      rows={offices}
      loading={loading}
      rowProps={(office) => ({ 'data-testid': `office-row-${office.name}` })}
      page={page}
      total={total}
      pageSize={PAGE_SIZE}
      onPageChange={onPageChange}
      data-testid="offices-table"
    />
  );
}
