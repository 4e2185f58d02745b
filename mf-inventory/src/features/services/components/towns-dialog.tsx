import { useState } from 'react';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState, RowAction, useTowns, Button } from '@agrocadena/shared-ui';
import { addTown, type TownChoice } from '../rules/service-form';
import { DepartmentSelect, Space, TownSelect } from '@agrocadena/shared-ui/forms';
import { Modal } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  open: boolean;
  /** The towns when it opened; mount one per opening (`key`). */
  chosen: TownChoice[];
  onConfirm: (towns: TownChoice[]) => void;
  onCancel: () => void;
}

/** The towns a transport service covers (docs/domain.md#services), chosen department → town, several, listed here. */
export function TownsDialog({ open, chosen, onConfirm, onCancel }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const [towns, setTowns] = useState(chosen);
  const [departmentId, setDepartmentId] = useState<number | null>(8);
  const [townId, setTownId] = useState<string | null>(null);
  const { towns: ofDepartment } = useTowns(departmentId);

  function add() {
    const town = ofDepartment.find((candidate) => candidate._id === townId);
    if (!town || departmentId === null) return;
    setTowns((current) => addTown(current, { _id: town._id, name: town.name, departmentId }));
    setTownId(null);
  }

  return (
    <Modal
      open={open}
      title={t('inventory:services.towns.title')}
      onCancel={onCancel}
      onOk={() => onConfirm(towns)}
      okText={t('common:actions.accept')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ 'data-testid': 'towns-confirm' } as never}
      data-testid="towns-dialog"
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <label htmlFor="service-towns-department">{t('inventory:services.towns.department')}</label>
        <DepartmentSelect
          id="service-towns-department"
          value={departmentId}
          onChange={(id) => {
            setDepartmentId(id);
            setTownId(null);
          }}
        />
        <label htmlFor="service-towns-town">{t('inventory:services.towns.town')}</label>
        <Space.Compact style={{ width: '100%' }}>
          <TownSelect id="service-towns-town" departmentId={departmentId} value={townId} onChange={setTownId} />
          <Button icon={<PlusOutlined />} onClick={add} disabled={!townId} data-testid="town-add">
            {t('inventory:services.towns.add')}
          </Button>
        </Space.Compact>
        {towns.length === 0 ? (
          <EmptyState compact title={t('inventory:services.towns.none')} />
        ) : (
          <ul className="sv-towns-list" data-testid="towns-chosen">
            {towns.map((town) => (
              <li key={town._id} data-testid={`town-${town.name}`}>
                <span>{town.name}</span>
                <RowAction
                  label={t('inventory:services.towns.remove', { name: town.name })}
                  icon={<DeleteOutlined />}
                  onClick={() => setTowns((current) => current.filter((other) => other._id !== town._id))}
                  testId={`town-remove-${town.name}`}
                  danger
                />
              </li>
            ))}
          </ul>
        )}
      </Space>
    </Modal>
  );
}
