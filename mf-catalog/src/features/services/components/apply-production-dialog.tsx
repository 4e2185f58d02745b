import { useTranslation } from 'react-i18next';
import type { PublicService } from '@agrocadena/contracts';
import { unitDecimals } from '@agrocadena/contracts/rules';
import { NUMBER_FIELD_TRIGGERS, numberInputRule, type NumberInputValue, Typography } from '@agrocadena/shared-ui';
import { ApplyDialog } from '../../../shared/components/apply-dialog';
import { RequiredDateField } from '../../../shared/components/required-date-field';
import { useRequestProductionService } from '../hooks/use-request-service';
import { useServiceApply } from '../hooks/use-service-apply';
import { isOwnService, productionLines } from '../rules/apply-service';
import { OwnServiceNotice } from './own-service-notice';
import { Form, QuantityInput } from '@agrocadena/shared-ui/forms';

interface Props {
  service: PublicService;
  userId: string;
  onClose: () => void;
  onSent: () => void;
}

interface Values {
  amounts: Record<string, NumberInputValue>;
  requiredDate: string;
}

/**
 * Apply for a production service (docs/domain.md#catalogues): a whole amount of each of its outputs
 * one wants (at least one) and the day they are needed, else "fill in the required fields".
 */
export function ApplyProductionDialog({ service, userId, onClose, onSent }: Props) {
  const { t } = useTranslation(['catalog', 'common']);
  const request = useRequestProductionService();
  const { form, error, missing, validated, send } = useServiceApply<Values>(onSent);
  const own = isOwnService(service, userId);

  async function submit() {
    const values = await validated();
    if (!values) return;
    const products = productionLines(service.outputProducts, values.amounts);
    if (products.length === 0) return missing();
    send(request, { serviceId: service._id, products, requiredDate: values.requiredDate });
  }

  return (
    <ApplyDialog
      title={t('catalog:services.apply.title', { name: service.name })}
      error={error}
      pending={request.isPending}
      blocked={own}
      onSend={() => void submit()}
      onClose={onClose}
      testId="apply-production"
    >
      {own ? (
        <OwnServiceNotice />
      ) : (
        <Form form={form} layout="vertical" size="large" name="apply-production">
          <Typography.Paragraph type="secondary">{t('catalog:services.apply.howMuch')}</Typography.Paragraph>
          <ul className="cat-apply-lines">
            {service.outputProducts.map((output) => (
              <li key={output._id} className="cat-apply-line">
                <span className="cat-apply-line-name">{output.name}</span>
                <Form.Item name={['amounts', output._id]} validateTrigger={NUMBER_FIELD_TRIGGERS} rules={[numberInputRule]}>
                  <QuantityInput
                    decimals={unitDecimals(output.unitMeasure)}
                    suffix={output.unitMeasure}
                    aria-label={output.name}
                    data-testid={`apply-production-amount-${output._id}`}
                  />
                </Form.Item>
              </li>
            ))}
          </ul>
          <RequiredDateField testId="apply-production-date" />
        </Form>
      )}
    </ApplyDialog>
  );
}
