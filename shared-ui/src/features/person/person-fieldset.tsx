import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PERSON_TYPES } from '@agrocadena/contracts/core';
import { DepartmentSelect } from '../geo/department-select';
import { TownSelect } from '../geo/town-select';
import { idTypesFor, personRules, type PersonValues } from './person-rules';
import { NativeSelect } from '../../components/inputs/native-select';
import { Form, type FormInstance } from '../../forms/form';
import { Input } from '../../components/inputs/text-input';
import { Radio } from '../../components/inputs/radio';
import { Col, Row } from '../../components/layout/grid';

interface Props {
  /**
   * Sign-up: one column where each field appears once the answers before it make it meaningful.
   * Otherwise (the profile) every field shows at once, in pairs side by side.
   */
  stepwise?: boolean;
  /** A list at sign-up; two buttons in the profile, where a value is always chosen. */
  personTypeAs?: 'select' | 'buttons';
  /** Put before each input's data-testid: 'sign-up-' gives 'sign-up-social-id'. */
  testIdPrefix?: string;
  /** Sign-up asks for the last name too; the profile only for the first (docs/domain.md#accounts). */
  requireLastName?: boolean;
  placeholders?: Partial<Record<'personType' | 'socialIdType' | 'address', string>>;
  /** Sign-up asks for the phone right after the id number. */
  afterSocialId?: ReactNode;
  /** The profile's contact section sits between the names and the location. */
  beforeLocation?: ReactNode;
}

/**
 * useWatch answers undefined until its effect runs; the store already holds the form's
 * initialValues, so the first render does not flash a natural person's fields for a juridical one.
 */
function useFieldValue<K extends keyof PersonValues>(form: FormInstance<PersonValues>, name: K): PersonValues[K] {
  return Form.useWatch(name, form) ?? form.getFieldValue(name);
}

/** Person type, id, names and location of a user; the surrounding Form owns values and submit. */
export function PersonFieldset({
  stepwise = false,
  personTypeAs = 'select',
  testIdPrefix = '',
  requireLastName = false,
  placeholders = {},
  afterSocialId,
  beforeLocation,
}: Props) {
  const { t } = useTranslation('common');
  const form = Form.useFormInstance<PersonValues>();
  const personType = useFieldValue(form, 'personType');
  const socialIdType = useFieldValue(form, 'socialIdType');
  const department = useFieldValue(form, 'department');
  const town = useFieldValue(form, 'town');
  const rules = personRules(t);
  const testId = (name: string) => `${testIdPrefix}${name}`;
  const shown = (ready: unknown) => !stepwise || Boolean(ready);
  const names = personType ?? (stepwise ? undefined : 'NATURAL');
  const pair = (first: ReactNode, second: ReactNode) =>
    stepwise ? (
      <>
        {first}
        {second}
      </>
    ) : (
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          {first}
        </Col>
        <Col xs={24} sm={12}>
          {second}
        </Col>
      </Row>
    );

  const personTypes = PERSON_TYPES.map((type) => ({ value: type, label: t(`personTypes.${type}`) }));
  return (
    <>
      <Form.Item name="personType" label={t('fields.personType')} rules={rules.personType}>
        {personTypeAs === 'select' ? (
          <NativeSelect placeholder={placeholders.personType} choices={personTypes} data-testid={testId('person-type')} />
        ) : (
          <Radio.Group
            block
            optionType="button"
            buttonStyle="solid"
            className="ac-person-type"
            options={personTypes}
            data-testid={testId('person-type')}
          />
        )}
      </Form.Item>
      {pair(
        shown(personType) && (
          <Form.Item name="socialIdType" label={t('fields.socialIdType')} rules={rules.socialIdType}>
            <NativeSelect
              placeholder={placeholders.socialIdType}
              choices={idTypesFor(personType).map((type) => ({ value: type, label: t(`idTypes.${type}`) }))}
              data-testid={testId('id-type')}
            />
          </Form.Item>
        ),
        shown(socialIdType) && (
          <Form.Item name="socialId" label={t('fields.socialId')} rules={rules.socialId}>
            <Input autoComplete="off" data-testid={testId('social-id')} />
          </Form.Item>
        ),
      )}
      {shown(socialIdType) && afterSocialId}

      {names === 'NATURAL' &&
        pair(
          <Form.Item name="firstName" label={t('fields.firstName')} rules={rules.firstName}>
            <Input autoComplete="given-name" data-testid={testId('first-name')} />
          </Form.Item>,
          <Form.Item name="lastName" label={t('fields.lastName')} rules={requireLastName ? [rules.requiredText, ...rules.lastName] : rules.lastName}>
            <Input autoComplete="family-name" data-testid={testId('last-name')} />
          </Form.Item>,
        )}
      {names === 'JURIDICAL' && (
        <Form.Item name="enterpriseName" label={t('fields.enterpriseName')} rules={rules.enterpriseName}>
          <Input autoComplete="organization" data-testid={testId('enterprise-name')} />
        </Form.Item>
      )}

      {beforeLocation}
      {pair(
        <Form.Item name="department" label={t('fields.department')} rules={rules.department}>
          <DepartmentSelect />
        </Form.Item>,
        shown(department) && (
          <Form.Item name="town" label={t('fields.town')} rules={rules.town}>
            <TownSelect departmentId={department} />
          </Form.Item>
        ),
      )}
      {shown(department && town) && (
        <Form.Item name="address" label={t('fields.address')} rules={rules.address}>
          <Input autoComplete="street-address" placeholder={placeholders.address} data-testid={testId('address')} />
        </Form.Item>
      )}
    </>
  );
}
