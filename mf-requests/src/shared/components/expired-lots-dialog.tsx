import { useTranslation } from 'react-i18next';
import type { LotExpiredConflict } from '@agrocadena/contracts';
import { Button, formatDay, Typography } from '@agrocadena/shared-ui';
import { Modal } from '@agrocadena/shared-ui/antd-forms';
import './lot-parts.css';

interface Props {
  lots: LotExpiredConflict['lots'];
  onConfirm: () => void;
  onClose: () => void;
}

/** The lots a write would take past their expiry, named with their days, and whether to take them anyway. */
export function ExpiredLotsDialog({ lots, onConfirm, onClose }: Props) {
  const { t } = useTranslation(['requests', 'common']);
  return (
    <Modal
      open
      title={t('requests:lots.confirm.title')}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="expired-lots-dialog"
      footer={
        <div className="rq-lots-actions">
          <Button size="large" onClick={onClose} data-testid="expired-lots-back">
            {t('common:actions.back')}
          </Button>
          <Button size="large" type="primary" danger onClick={onConfirm} data-testid="expired-lots-confirm">
            {t('requests:lots.confirm.ok')}
          </Button>
        </div>
      }
    >
      <Typography.Paragraph>{t('requests:lots.confirm.intro')}</Typography.Paragraph>
      <ul className="rq-lots" data-testid="expired-lots-list">
        {lots.map((lot) => (
          <li key={lot._id}>{lot.expiresOn ? t('requests:lots.confirm.lot', { code: lot.code, day: formatDay(lot.expiresOn) }) : lot.code}</li>
        ))}
      </ul>
      <Typography.Paragraph strong data-testid="expired-lots-question">
        {t('requests:lots.confirm.question')}
      </Typography.Paragraph>
    </Modal>
  );
}
