import { useTranslation } from 'react-i18next';
import { CHAIN_ORDER } from '../../landing/chain-links';
import { ChainIcon } from '../../landing/chain-icon';
import '../../landing/supply-chain.css';
import { Modal } from '@agrocadena/shared-ui/antd-forms';

/** Explains each link of the chain, so people pick the user type that fits them. */
export function ChainLinkHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('signUp.chainHelpTitle')} data-testid="chain-help">
      <p>{t('signUp.chainHelpIntro')}</p>
      <ul className="chain-help-list">
        {CHAIN_ORDER.map((type) => (
          <li key={type}>
            <span className="chain-help-icon">
              <ChainIcon type={type} size={28} />
            </span>
            <div>
              <strong>{t(`common:userTypes.${type}`)}</strong>
              <p>{t(`chain.${type}.help`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
