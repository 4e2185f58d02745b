import { useTranslation } from 'react-i18next';
import { UNIT_MEASURES } from '@agrocadena/contracts/core';
import type { UnitMeasure } from '@agrocadena/contracts';
import { NativeSelect } from '@agrocadena/shared-ui';

interface Props {
  /** Given by its form item. */
  value?: UnitMeasure | null;
  onChange?: (unit: UnitMeasure) => void;
  id?: string;
  'data-testid'?: string;
}

/**
 * "Kg — Kilogramos": the symbol the tables show and its name in the reader's language. Eight fixed
 * units: the browser's own select (the phone's picker), no searchable list to download.
 */
export function UnitMeasureSelect(props: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  return (
    <NativeSelect<UnitMeasure>
      {...props}
      placeholder={t('inventory:products.fields.unitPlaceholder')}
      choices={UNIT_MEASURES.map((unit) => ({ value: unit, label: `${unit} — ${t(`common:units.${unit}`)}` }))}
    />
  );
}
