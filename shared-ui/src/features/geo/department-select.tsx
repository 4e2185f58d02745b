import { useTranslation } from 'react-i18next';
import { useDepartments } from './use-geo';
import { NativeSelect } from '../../components/inputs/native-select';

interface Props {
  value?: number | null;
  onChange?: (departmentId: number) => void;
  id?: string;
  'aria-invalid'?: boolean;
}

/** Colombia's 33 departments (value = DANE code as a number), in the phone's own picker. */
export function DepartmentSelect({ value, onChange, ...rest }: Props) {
  const { t } = useTranslation('common');
  const { departments } = useDepartments();
  return (
    <NativeSelect
      {...rest}
      placeholder={t('fields.department')}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(chosen) => onChange?.(Number(chosen))}
      choices={departments.map((department) => ({ value: String(department.id), label: department.name }))}
      data-testid="department-select"
    />
  );
}
