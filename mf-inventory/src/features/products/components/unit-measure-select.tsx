import { useTranslation } from 'react-i18next';
import { UNIT_MEASURES } from '@agrocadena/contracts/core';
import { Select, type SelectProps } from '@agrocadena/shared-ui/antd-forms';

/** "Kg — Kilogramos": the symbol the tables show and its name in the reader's language. */
export function UnitMeasureSelect(props: Omit<SelectProps, 'options'>) {
  const { t } = useTranslation(['inventory', 'common']);
  return (
    <Select
      placeholder={t('inventory:products.fields.unitPlaceholder')}
      // Eight units: all of them in the list at once, none hidden below a scroll.
      virtual={false}
      listHeight={UNIT_MEASURES.length * 48}
      {...props}
      options={UNIT_MEASURES.map((unit) => ({ value: unit, label: `${unit} — ${t(`common:units.${unit}`)}` }))}
    />
  );
}
