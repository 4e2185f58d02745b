import { useTranslation } from 'react-i18next';
import { Col, DayField, Form, Input, Row } from '@agrocadena/shared-ui/forms';
import { lotCodeRule } from '../rules/lot-rules';

interface Props {
  /** Prefix of the fields' ids and test ids. */
  idPrefix: string;
  codeHint: string;
  dayHint: string;
}

/** A new lot's optional code (the supplier's own; else one is made) and expiry day (today or later): fields `lotCode`, `expiresOn`. */
export function NewLotFields({ idPrefix, codeHint, dayHint }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
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
