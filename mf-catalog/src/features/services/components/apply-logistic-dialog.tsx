import { useTranslation } from 'react-i18next';
import type { PublicService } from '@agrocadena/contracts';
import { ApplyDialog } from '../../../shared/components/apply-dialog';
import { RequiredDateField } from '../../../shared/components/required-date-field';
import { useRequestLogisticService } from '../hooks/use-request-service';
import { useServiceApply } from '../hooks/use-service-apply';
import { isOwnService } from '../rules/apply-service';
import { OwnServiceNotice } from './own-service-notice';
import { Form } from '@agrocadena/shared-ui/forms';

interface Props {
  service: PublicService;
  userId: string;
  onClose: () => void;
  onSent: () => void;
}

/** Apply for a logistic service (docs/domain.md#catalogues): only the day it is needed. */
export function ApplyLogisticDialog({ service, userId, onClose, onSent }: Props) {
  const { t } = useTranslation('catalog');
  const request = useRequestLogisticService();
  const { form, error, validated, send } = useServiceApply<{ requiredDate: string }>(onSent);
  const own = isOwnService(service, userId);

  async function submit() {
    const values = await validated();
    if (values) send(request, { serviceId: service._id, requiredDate: values.requiredDate });
  }

  return (
    <ApplyDialog
      title={t('services.apply.title', { name: service.name })}
      error={error}
      pending={request.isPending}
      blocked={own}
      onSend={() => void submit()}
      onClose={onClose}
      testId="apply-logistic"
    >
      {own ? (
        <OwnServiceNotice />
      ) : (
        <Form form={form} layout="vertical" size="large" name="apply-logistic">
          <RequiredDateField testId="apply-logistic-date" />
        </Form>
      )}
    </ApplyDialog>
  );
}
