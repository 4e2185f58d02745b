import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { usePageMeta, useSessionStore } from '@agrocadena/shared-ui/core';
import { SupplyChainDiagram } from '../features/landing/supply-chain-diagram';
import { Portfolio } from '../features/landing/portfolio';
import '../features/landing/landing.css';

function LandingActions({ loggedIn, where }: { loggedIn: boolean; where: string }) {
  const { t } = useTranslation('shell');
  if (loggedIn) {
    return (
      <div className="landing-actions">
        <Link to="/home" className="landing-button landing-button-primary" data-testid={`${where}-to-home`}>
          <DashboardOutlined aria-hidden />
          {t('landing.toDashboard')}
        </Link>
      </div>
    );
  }
  return (
    <div className="landing-actions">
      <Link to="/signUp" className="landing-button landing-button-primary" data-testid={`${where}-sign-up`}>
        <UserAddOutlined aria-hidden />
        {t('landing.signUp')}
      </Link>
      <Link to="/login" className="landing-button" data-testid={`${where}-login`}>
        <LoginOutlined aria-hidden />
        {t('landing.login')}
      </Link>
    </div>
  );
}

export function LandingPage() {
  const { t } = useTranslation('shell');
  const loggedIn = useSessionStore((s) => !!s.user);
  const { hash } = useLocation();
  usePageMeta(t('landing.title'), t('landing.lead'));

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
