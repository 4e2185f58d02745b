import type { ReactNode } from 'react';
import { LanguageSelect } from '@agrocadena/shared-ui';
import { usePageMeta } from '@agrocadena/shared-ui/core';
import { Brand } from '../../branding/brand';
import './auth-frame.css';

/**
 * The page chrome of log-in and sign-up, which have no layout: logo home, language, one card (drawn
 * without antd's Card). Its title and subtitle are the tab's title and the page's description.
 */
export function AuthFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  usePageMeta(title, subtitle);
  return (
    <div className="auth-frame">
      <div className="auth-topbar">
        <Brand to="/" text="AgroCadena" />
        <LanguageSelect />
      </div>
      <section className="auth-card">
        <h1 className="auth-title">{title}</h1>
        {subtitle && <p className="auth-subtitle">{subtitle}</p>}
        {children}
      </section>
    </div>
  );
}
