import { useTranslation } from 'react-i18next';
import type { LotExpiredConflict } from '@agrocadena/contracts';
import { Button, formatDay, Typography } from '@agrocadena/shared-ui';
import { Modal } from '@agrocadena/shared-ui/antd-forms';
import './lots.css';

interface Props {
  lots: LotExpiredConflict['lots'];
  onConfirm: () => void;
  onClose: () => void;
}

/** The lots a run would take past their expiry, named with their days, and whether to take them anyway. */
export function ExpiredLotsDialog({ lots, onConfirm, onClose }: Props) {
  const { t } = useTranslation(['production', 'common']);
  return (
    <Modal
      open
      title={t('production:lots.confirm.title')}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="expired-lots-dialog"
      footer={
        <div className="pr-lots-actions">
          <Button onClick={onClose} data-testid="expired-lots-back">
            {t('common:actions.back')}
          </Button>
          <Button type="primary" danger onClick={onConfirm} data-testid="expired-lots-confirm">
            {t('production:lots.confirm.ok')}
          </Button>
        </div>
      }
    >
      <Typography.Paragraph>{t('production:lots.confirm.intro')}</Typography.Paragraph>
      <ul className="pr-lots" data-testid="expired-lots-list">
        {lots.map((lot) => (
          <li key={lot._id}>{lot.expiresOn ? t('production:lots.confirm.lot', { code: lot.code, day: formatDay(lot.expiresOn) }) : lot.code}</li>
        ))}
      </ul>
      <Typography.Paragraph strong data-testid="expired-lots-question">
        {t('production:lots.confirm.question')}
      </Typography.Paragraph>
    </Modal>
  );
}
