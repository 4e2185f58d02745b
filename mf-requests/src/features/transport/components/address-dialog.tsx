import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@agrocadena/contracts/core';
import { HOME_DEPARTMENT_ID, requiredTextRules, useTowns } from '@agrocadena/shared-ui';
import type { PickedAddress } from '../rules/transport-form';

interface Props {
  title: string;
  value?: PickedAddress;
  onPick: (address: PickedAddress) => void;
  onClose: () => void;
  testId: string;
}

/** Where a transport picks up or drops off: a town of Atlántico and the address there. */
export function AddressDialog({ title, value, onPick, onClose, testId }: Props) {
  const { t } = useTranslation(['requests', 'common']);
  const [form] = Form.useForm<{ town: string; address: string }>();
  const { towns, loading } = useTowns(HOME_DEPARTMENT_ID);

  async function pick() {
    const { town, address } = await form.validateFields();
    const townName = towns.find((candidate) => candidate._id === town)?.name ?? town;
    onPick({ town, townName, address: address.trim(), location: value?.location ?? null });
  }

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => void pick().catch(() => undefined)}
      okText={t('requests:transport.address.pick')}
      cancelText={t('common:actions.back')}
      okButtonProps={{ size: 'large', 'data-testid': `${testId}-pick` } as never}
      cancelButtonProps={{ size: 'large' }}
      destroyOnHidden
      data-testid={`${testId}-dialog`}
    >
      <Form form={form} layout="vertical" size="large" name={testId} initialValues={value ? { town: value.town, address: value.address } : undefined}>
        <Form.Item
          name="town"
          label={t('requests:transport.address.town')}
          rules={[{ required: true, message: t('common:validation.requiredField') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={loading}
            options={towns.map((town) => ({ value: town._id, label: town.name }))}
            placeholder={t('requests:transport.address.townPlaceholder')}
            data-testid={`${testId}-town`}
          />
        </Form.Item>
        <Form.Item name="address" label={t('requests:transport.address.address')} rules={requiredTextRules(LIMITS.address)}>
          <Input autoComplete="street-address" data-testid={`${testId}-address`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
