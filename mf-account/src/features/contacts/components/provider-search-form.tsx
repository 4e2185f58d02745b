import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useTranslation } from 'react-i18next';
import { LIMITS, PRODUCT_TYPES, SERVICE_TYPES } from '@agrocadena/contracts/core';
import { routes } from '@agrocadena/contracts/client';
import { SuggestInput, useSuggestions, Button } from '@agrocadena/shared-ui';
import { PROVIDER_FILTERS, SEARCH_DEPARTMENT_ID, toSuggestQuery, type ProviderSearchValues } from '../rules/provider-search';
import './contacts.css';
import { Form, TownSelect } from '@agrocadena/shared-ui/forms';
import { Select } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  onSearch: (values: ProviderSearchValues) => void;
  searching: boolean;
}

const INITIAL: ProviderSearchValues = { filter: 'NAME', text: '' };

/**
 * What to look for: a name, a product (of a type), a service (of a type) with suggestions as one
 * types, or a town of Atlántico. Picking a suggestion searches at once.
 */
export function ProviderSearchForm({ onSearch, searching }: Props) {
  const { t } = useTranslation(['account', 'common']);
  const [form] = Form.useForm<ProviderSearchValues>();
  const values: ProviderSearchValues = {
    filter: Form.useWatch('filter', form) ?? INITIAL.filter,
    text: Form.useWatch('text', form),
    productType: Form.useWatch('productType', form),
    serviceType: Form.useWatch('serviceType', form),
  };
  // Asked once typing pauses, and only for non-blank text (docs/domain.md#contacts).
  const suggestions = useSuggestions(routes.searchProvidersAutoComplete, toSuggestQuery(values));
  const { filter } = values;
  const typed = filter === 'PRODUCT' || filter === 'SERVICE';

  return (
    <Form<ProviderSearchValues>
      form={form}
      layout="vertical"
      size="large"
      initialValues={INITIAL}
      onFinish={onSearch}
      className="acc-search"
      data-testid="provider-search"
    >
      <Form.Item name="filter" label={t('account:contacts.search.filter')}>
        <Select
          options={PROVIDER_FILTERS.map((value) => ({ value, label: t(`account:contacts.search.filters.${value}`) }))}
          data-testid="provider-search-filter"
        />
      </Form.Item>
      <div className={typed ? 'acc-search-main' : 'acc-search-main acc-search-main-single'}>
        {filter === 'TOWN' ? (
          <Form.Item name="townId" label={t('account:contacts.search.town')}>
            <TownSelect departmentId={SEARCH_DEPARTMENT_ID} />
          </Form.Item>
        ) : (
          <Form.Item name="text" label={t(`account:contacts.search.text.${filter}`)}>
            <SuggestInput
              suggestions={suggestions}
              maxLength={LIMITS.searchText}
              placeholder={t(`account:contacts.search.placeholder.${filter}`)}
              onPick={(text) => onSearch({ ...form.getFieldsValue(), text })}
              onEnter={() => form.submit()}
              data-testid="provider-search-text"
            />
          </Form.Item>
        )}
        {filter === 'PRODUCT' && (
          <Form.Item name="productType" label={t('account:contacts.search.productType')}>
            <Select
              allowClear
              placeholder={t('account:contacts.search.anyType')}
              options={PRODUCT_TYPES.map((value) => ({ value, label: t(`common:productTypes.${value}`) }))}
            />
          </Form.Item>
        )}
        {filter === 'SERVICE' && (
          <Form.Item name="serviceType" label={t('account:contacts.search.serviceType')}>
            <Select
              allowClear
              placeholder={t('account:contacts.search.anyType')}
              options={SERVICE_TYPES.map((value) => ({ value, label: t(`account:contacts.serviceTypes.${value}`) }))}
            />
          </Form.Item>
        )}
      </div>
      <Form.Item>
        <Button type="primary" htmlType="submit" block icon={<SearchOutlined />} loading={searching} data-testid="provider-search-submit">
          {t('common:actions.search')}
        </Button>
      </Form.Item>
    </Form>
  );
}
