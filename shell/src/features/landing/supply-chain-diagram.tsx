import { useTranslation } from 'react-i18next';
import { CHAIN_ORDER } from './chain-links';
import { ChainIcon } from './chain-icon';
import './supply-chain.css';

/**
 * supplier → primary producer → agro-industry → services → retailers → final consumer.
 * A row with arrows on wide screens, a vertical timeline on phones (see supply-chain.css).
 */
export function SupplyChainDiagram() {
  const { t } = useTranslation('shell');
  return (
    <ol className="chain" aria-label={t('landing.chainTitle')} data-testid="supply-chain">
      {CHAIN_ORDER.map((type, index) => (
        <li key={type} className={`chain-step chain-step-${type.toLowerCase()}`} data-testid={`chain-step-${type}`}>
          <span className="chain-icon">
            <ChainIcon type={type} />
          </span>
          <span className="chain-text">
            <span className="chain-number">{index + 1}</span>
            <strong className="chain-title">{t(`chain.${type}.title`)}</strong>
            <span className="chain-desc">{t(`chain.${type}.short`)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
