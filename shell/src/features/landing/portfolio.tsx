import type { ReactNode } from 'react';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import { useTranslation } from 'react-i18next';

const ITEMS: { key: string; icon: ReactNode }[] = [
  { key: 'inventory', icon: <AppstoreOutlined /> },
  { key: 'production', icon: <ExperimentOutlined /> },
  { key: 'services', icon: <CarOutlined /> },
  { key: 'requests', icon: <InboxOutlined /> },
  { key: 'catalogues', icon: <ShopOutlined /> },
  { key: 'contacts', icon: <TeamOutlined /> },
];

/** What the platform offers each link of the chain. */
export function Portfolio() {
  const { t } = useTranslation('shell');
  return (
    <div className="portfolio" data-testid="portfolio">
      {ITEMS.map((item) => (
        <article key={item.key} className="portfolio-item">
          <span className="portfolio-icon">{item.icon}</span>
          <h3>{t(`portfolio.${item.key}.title`)}</h3>
          <p>{t(`portfolio.${item.key}.text`)}</p>
        </article>
      ))}
    </div>
  );
}
