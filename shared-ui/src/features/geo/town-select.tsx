import { useTranslation } from 'react-i18next';
import { useTowns } from './use-geo';
import { NativeSelect } from '../../components/inputs/native-select';

interface Props {
  departmentId: number | null | undefined;
  value?: string | null;
  onChange?: (townId: string) => void;
  id?: string;
  'aria-invalid'?: boolean;
}

/** Towns of one department (value = DANE municipality code), in the phone's own picker. */
export function TownSelect({ departmentId, value, onChange, ...rest }: Props) {
  const { t } = useTranslation('common');
  const { towns } = useTowns(departmentId);
  return (
    <NativeSelect
      {...rest}
      placeholder={t('fields.town')}
      disabled={!departmentId}
      value={value ?? null}
      onChange={(chosen) => onChange?.(chosen)}
      choices={towns.map((town) => ({ value: town._id, label: town.name }))}
      data-testid="town-select"
    />
  );
}
