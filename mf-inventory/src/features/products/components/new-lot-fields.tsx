import { useTranslation } from 'react-i18next';
import { regionToday } from '@agrocadena/contracts/core';
import { lotCode, lotPrefix } from '@agrocadena/contracts/rules';
import { Col, DayField, Form, Input, Row } from '@agrocadena/shared-ui/forms';
import { lotCodeRule } from '../rules/lot-rules';

interface Props {
  /** Prefix of the fields' ids and test ids. */
  idPrefix: string;
  /** The product's name, whose first letters begin a made code. */
  productName: string | undefined;
  dayHint: string;
}

/** A new lot's optional code (the supplier's own; else one is made) and expiry day (today or later): fields `lotCode`, `expiresOn`. */
export function NewLotFields({ idPrefix, productName, dayHint }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  // The code the server would make today, so the person sees what leaving it blank gives.
  const example = lotCode(lotPrefix(productName ?? ''), regionToday(), 1);
  const codeHint = t('inventory:products.fields.lotCodeHint', { example });
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item
          name="lotCode"
          label={t('inventory:products.fields.lotCode')}
          extra={codeHint}
          rules={[lotCodeRule(t)]}
          htmlFor={`${idPrefix}-lot-code`}
        >
          <Input id={`${idPrefix}-lot-code`} autoComplete="off" autoCapitalize="characters" data-testid={`${idPrefix}-lot-code`} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <DayField name="expiresOn" label={t('inventory:products.fields.expiresOn')} extra={dayHint} optional testId={`${idPrefix}-expires-on`} />
      </Col>
    </Row>
  );
}
