import { useTranslation } from 'react-i18next';
import { useTowns } from './use-geo';
import { Select } from '../../antd-forms';

interface Props {
  departmentId: number | null | undefined;
  value?: string | null;
  onChange?: (townId: string) => void;
  id?: string;
}

/** Towns of one department (value = DANE municipality code). */
export function TownSelect({ departmentId, value, onChange, id }: Props) {
  const { t } = useTranslation('common');
  const { towns, loading } = useTowns(departmentId);
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('fields.town')}
      loading={loading}
      disabled={!departmentId}
      value={value ?? undefined}
      onChange={onChange}
      options={towns.map((town) => ({ value: town._id, label: town.name }))}
      data-testid="town-select"
    />
  );
}
