import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ServiceType } from '@agrocadena/contracts';
import { messageOf, personName } from '@agrocadena/shared-ui';
import { publicServicesOfType } from '../api/public-services';
import { serviceLabel } from '../rules/service-label';
import { Form } from '@agrocadena/shared-ui/forms';
import { Select } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  type: ServiceType;
  /** Mine are not offered: nobody asks their own service. */
  userId: string;
  label: string;
  placeholder: string;
  /** Said when nobody offers one. */
  noneText: string;
  testId: string;
}

/** The public service a storage or a transport is asked of (`serviceId`): each named with who offers it and where. */
export function ServiceField({ type, userId, label, placeholder, noneText, testId }: Props) {
  const { t } = useTranslation('common');
  const services = useQuery(publicServicesOfType(type));
  const options = (services.data?.items ?? [])
    .filter((service) => service.user._id !== userId)
    .map((service) => ({ value: service._id, label: serviceLabel(service, personName(service.user)) }));
  const notFound = services.isLoading ? undefined : services.error ? messageOf(services.error) : noneText;
  return (
    <Form.Item name="serviceId" label={label} rules={[{ required: true, message: t('validation.defineService') }]}>
      <Select
        options={options}
        loading={services.isLoading}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={placeholder}
        notFoundContent={notFound}
        data-testid={testId}
      />
    </Form.Item>
  );
}
