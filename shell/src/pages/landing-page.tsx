import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { useSessionStore, LinkButton } from '@agrocadena/shared-ui';
import { SupplyChainDiagram } from '../features/landing/supply-chain-diagram';
import { Portfolio } from '../features/landing/portfolio';
import '../features/landing/landing.css';

function LandingActions({ loggedIn, where }: { loggedIn: boolean; where: string }) {
  const { t } = useTranslation('shell');
  if (loggedIn) {
    return (
      <div className="landing-actions">
        <LinkButton to="/home" type="primary" size="large" icon={<DashboardOutlined />} data-testid={`${where}-to-home`}>
          {t('landing.toDashboard')}
        </LinkButton>
      </div>
    );
  }
  return (
    <div className="landing-actions">
      <LinkButton to="/signUp" type="primary" size="large" icon={<UserAddOutlined />} data-testid={`${where}-sign-up`}>
        {t('landing.signUp')}
      </LinkButton>
      <LinkButton to="/login" size="large" icon={<LoginOutlined />} data-testid={`${where}-login`}>
        {t('landing.login')}
      </LinkButton>
    </div>
  );
}

export function LandingPage() {
  const { t } = useTranslation('shell');
  const loggedIn = useSessionStore((s) => !!s.user);
  const { hash } = useLocation();

  // The router does not scroll to anchors by itself (the public menu's contact link is /#home).
  useEffect(() => {
    if (!hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [hash]);

  return (
    <div className="landing" data-testid="landing-page">
      <section className="hero">
        <div className="hero-inner">
          <p className="hero-kicker">{t('landing.kicker')}</p>
          <h1>{t('landing.title')}</h1>
          <p className="hero-lead">{t('landing.lead')}</p>
          <LandingActions loggedIn={loggedIn} where="hero" />
        </div>
      </section>

      <section className="landing-section" aria-labelledby="chain-title">
        <h2 id="chain-title">{t('landing.chainTitle')}</h2>
        <p className="section-lead">{t('landing.chainLead')}</p>
        <SupplyChainDiagram />
      </section>

      <section className="landing-section landing-section-alt" aria-labelledby="portfolio-title">
        <h2 id="portfolio-title">{t('landing.portfolioTitle')}</h2>
        <p className="section-lead">{t('landing.portfolioLead')}</p>
        <Portfolio />
      </section>

      <section id="home" className="landing-section contact" aria-labelledby="contact-title">
        <h2 id="contact-title">{t('landing.contactTitle')}</h2>
        <p className="section-lead">{t(loggedIn ? 'landing.contactTextLoggedIn' : 'landing.contactText')}</p>
        <LandingActions loggedIn={loggedIn} where="contact" />
      </section>
    </div>
  );
}
