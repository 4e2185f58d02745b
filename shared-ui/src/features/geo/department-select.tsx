import { useTranslation } from 'react-i18next';
import { useDepartments } from './use-geo';
import { Select } from '../../antd-forms';

interface Props {
  value?: number | null;
  onChange?: (departmentId: number) => void;
  id?: string;
}

/** Searchable list of Colombia's 33 departments (value = DANE code as a number). */
export function DepartmentSelect({ value, onChange, id }: Props) {
  const { t } = useTranslation('common');
  const { departments } = useDepartments();
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('fields.department')}
      value={value ?? undefined}
      onChange={onChange}
      options={departments.map((d) => ({ value: d.id, label: d.name }))}
      data-testid="department-select"
    />
  );
}
