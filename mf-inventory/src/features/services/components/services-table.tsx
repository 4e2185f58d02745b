import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { useTranslation } from 'react-i18next';
import { type DataColumn, Inline, PaginatedTable, ReadMore, RowAction, Typography, usePhoneLayout } from '@agrocadena/shared-ui';
import type { Service } from '@agrocadena/contracts';
import { ProductThumbnail } from '../../../shared/components/product-thumbnail';
import { associationOf } from '../rules/service-form';

interface Props {
  services: Service[];
  total: number;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}

/** Thumbnail, name, description, association, edit and delete; 12 a page (/userServices, docs/domain.md#services). */
export function ServicesTable({ services, total, page, loading, onPageChange, onEdit, onDelete }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const wide = !usePhoneLayout();

  const association = (service: Service) => {
    const { kind, detail } = associationOf(service);
    return (
      <span data-testid="service-association">
        <Typography.Text strong>{t(`inventory:services.association.${kind}`)}</Typography.Text>
        {detail && `: ${detail}`}
      </span>
    );
  };
  const name = (service: Service) => (
    <Inline>
      <ProductThumbnail product={service} />
      <Typography.Text strong>{service.name}</Typography.Text>
    </Inline>
  );

  const details: DataColumn<Service>[] = wide
    ? [
        { key: 'name', title: t('inventory:services.fields.name'), render: name },
        { key: 'description', title: t('inventory:services.fields.description'), render: (service) => <ReadMore text={service.description} /> },
        { key: 'association', title: t('inventory:services.fields.association'), render: association },
      ]
    : [
        {
          key: 'service',
          title: t('inventory:services.fields.name'),
          render: (service) => (
            <>
              {name(service)}
              <Typography.Paragraph className="sv-row-line">{association(service)}</Typography.Paragraph>
              <Typography.Paragraph type="secondary" className="sv-row-line">
                <ReadMore text={service.description} />
              </Typography.Paragraph>
            </>
          ),
        },
      ];

  return (
    <PaginatedTable<Service>
      rowKey={(service) => service._id}
      columns={[
        ...details,
        {
          key: 'options',
          title: t('inventory:services.list.options'),
          align: 'center',
          render: (service) => (
            <Inline gap={0} wrap={false}>
              <RowAction label={t('common:actions.edit')} icon={<EditOutlined />} onClick={() => onEdit(service)} testId="service-edit" />
              <RowAction
                label={t('common:actions.delete')}
                icon={<DeleteOutlined />}
                onClick={() => onDelete(service)}
                testId="service-delete"
                danger
              />
            </Inline>
          ),
        },
      ]}
      rows={services}
      loading={loading}
      rowProps={(service) => ({ 'data-testid': `service-row-${service.name}` })}
      page={page}
      total={total}
      onPageChange={onPageChange}
      data-testid="services-table"
    />
  );
}
