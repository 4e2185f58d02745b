import { Button, Empty } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** No office yet: say so and offer to create the first one. */
export function OfficesEmpty() {
  const { t } = useTranslation('inventory');
  const navigate = useNavigate();
  return (
    <Empty description={t('branchOffices.list.empty')} data-testid="offices-empty">
      <p className="bo-empty-hint">{t('branchOffices.list.emptyHint')}</p>
      <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => navigate('/createBranchOffice')} data-testid="create-first-office">
        {t('branchOffices.list.createFirst')}
      </Button>
    </Empty>
  );
}
