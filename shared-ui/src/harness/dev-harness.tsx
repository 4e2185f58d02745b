import { Suspense, lazy, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { Alert } from '../components/feedback/alert';
import { Button } from '../components/buttons/button';
import { useTranslation } from 'react-i18next';
import { AppProviders } from '../components/providers/app-providers';
import { OfflineBanner } from '../components/feedback/offline-banner';
import { useSessionStore } from '../session/session-store';
import { useLanguageStore } from '../i18n/language-store';
import { api } from '../api/api-client';
import { routes } from '@agrocadena/contracts/client';
import { Layout, Select } from '../antd-parts';
import { Card } from '../components/data-display/card';
import { Form } from '../forms/form';
import { Input } from '../components/inputs/text-input';
import { Space } from '../components/layout/space';
import { Typography } from '../components/data-display/typography';
import { Skeleton } from '../components/feedback/skeleton';

export interface HarnessPage {
  path: string;
  label: string;
  component: ComponentType;
  /** Pages such as reset-password work without a session. */
  public?: boolean;
}

/**
 * One entry of a remote's `src/pages.json`, its one list of pages: webpack exposes each file of
 * src/pages/ under `./<expose>`, the harness serves it at `path`, and a shell test checks path and
 * expose against the shell's route table.
 */
export interface PageManifestEntry {
  path: string;
  expose: string;
  file: string;
  public?: boolean;
  /**
   * The private GETs the page makes first (`/users/{me}/products?skip=0&limit=12`; `{me}` the
   * user's id, `{name}` the path's `:name`): the shell starts them beside the page's code.
   */
  reads?: string[];
}

/**
 * The harness pages of a remote's manifest, each loaded when opened. `load` imports a file of the
 * remote's src/pages/; it lives in the remote, whose bundler resolves the import.
 */
export function harnessPages(manifest: PageManifestEntry[], load: (file: string) => Promise<{ default: ComponentType }>): HarnessPage[] {
  return manifest.map(({ path, expose, file, public: isPublic }) => ({
    path,
    label: expose,
    component: lazy(() => load(file)),
    public: isPublic,
  }));
}

function HarnessLogin() {
  const { t } = useTranslation('common');
  const setUser = useSessionStore((s) => s.setUser);
  const [error, setError] = useState<string>();
  // The API's refusal or a lost connection comes back as the call's result, shown below.
  async function login(values: { email: string; password: string }) {
    const result = await api.call(routes.login, { body: values });
    if (result.success) setUser(result.data);
    else setError(result.message);
  }
  return (
    <div style={{ maxWidth: 420, margin: '48px auto' }}>
      <Card title={`${t('actions.login')} (dev harness)`}>
        <Form layout="vertical" onFinish={(values: { email: string; password: string }) => void login(values)}>
          <Form.Item name="email" label={t('fields.email')} initialValue="agro@demo.agrocadena.co">
            <Input />
          </Form.Item>
          <Form.Item name="password" label={t('fields.password')} initialValue="demo12345">
            <Input.Password />
          </Form.Item>
          {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block>
            {t('actions.login')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}

function Harness({ title, pages }: { title: string; pages: HarnessPage[] }) {
  const { t } = useTranslation('common');
  const user = useSessionStore((s) => s.user);
  const clear = useSessionStore((s) => s.clear);
  const { language, setLanguage } = useLanguageStore();
  const visible = pages.filter((p) => p.public || user);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <Typography.Text style={{ color: '#fff', whiteSpace: 'nowrap' }}>{title} · dev harness</Typography.Text>
        <nav style={{ display: 'flex', flexWrap: 'wrap', gap: 16, flex: 1, minWidth: 0 }}>
          {visible.map((p) => (
            <Link key={p.path} to={p.path} style={{ color: '#fff' }}>
              {p.label}
            </Link>
          ))}
        </nav>
        <Space>
          <Select
            value={language}
            onChange={setLanguage}
            options={[
              { value: 'es', label: 'ES' },
              { value: 'en', label: 'EN' },
            ]}
          />
          {user && <Button onClick={clear}>{t('actions.logout')}</Button>}
        </Space>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        {/* Pages from harnessPages() load when opened. */}
        <Suspense fallback={<Skeleton rows={6} />}>
          <Routes>
            {pages.map((p) => (
              <Route key={p.path} path={p.path} element={p.public || user ? <p.component /> : <HarnessLogin />} />
            ))}
            <Route path="*" element={user ? <Typography.Paragraph>{title}</Typography.Paragraph> : <HarnessLogin />} />
          </Routes>
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}

/** A remote's standalone dev page: its pages, a login against the API, and the language select. */
export function mountDevHarness(title: string, pages: HarnessPage[], element = document.getElementById('root')) {
  if (!element) return;
  createRoot(element).render(
    <AppProviders>
      <BrowserRouter>
        <Harness title={title} pages={pages} />
      </BrowserRouter>
      <OfflineBanner />
    </AppProviders>,
  );
}
