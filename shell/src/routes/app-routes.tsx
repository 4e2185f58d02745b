import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES, type GuardKind, type LayoutKind, type ShellRoute } from './route-table';
import { RequireGuest, RequireUser } from './guards';
import { NoLayout } from '../layouts/no-layout';
import { PublicLayout } from '../layouts/public-layout';
import { lazyNamed } from './lazy-page';

// The public layout comes with the shell (the landing page is in it, and needs no shared-ui
// components); the others, shared-ui's page box and the remote pages when first used.
const BasicLayout = lazyNamed(() => import('../layouts/basic-layout'), 'BasicLayout');
const DashboardLayout = lazyNamed(() => import('../layouts/dashboard-layout'), 'DashboardLayout');
const NotFoundPage = lazyNamed(() => import('../pages/not-found-page'), 'NotFoundPage');
const RemotePage = lazyNamed(() => import('../remotes/remote-page'), 'RemotePage');
const PageRoot = lazyNamed(() => import('@agrocadena/shared-ui'), 'PageRoot');

const LAYOUTS: Record<LayoutKind, ComponentType> = { none: NoLayout, public: PublicLayout, basic: BasicLayout, dashboard: DashboardLayout };

/** Every layout but the public one is drawn with shared-ui's components: their page box wraps the whole layout. */
function layout(kind: LayoutKind): ReactNode {
  const Layout = LAYOUTS[kind];
  return kind === 'public' ? (
    <Layout />
  ) : (
    <PageRoot>
      <Layout />
    </PageRoot>
  );
}

function guarded(guard: GuardKind, content: ReactNode): ReactNode {
  if (guard === 'user') return <RequireUser>{content}</RequireUser>;
  if (guard === 'guest') return <RequireGuest>{content}</RequireGuest>;
  return content;
}

function element(route: ShellRoute): ReactNode {
  if (!route.remote) {
    const Page = route.page!;
    return <Page />;
  }
  const page = <RemotePage key={route.path} id={route.remote} />;
  // In the public layout a remote page brings shared-ui's page box itself.
  return route.layout === 'public' ? <PageRoot>{page}</PageRoot> : page;
}

// One layout route per (layout, guard) pair, so moving between pages of the same layout keeps it.
const groups = new Map<string, ShellRoute[]>();
for (const route of ROUTES) {
  const key = `${route.layout}|${route.guard}`;
  groups.set(key, [...(groups.get(key) ?? []), route]);
}

export function AppRoutes() {
  return (
    // The page's spinner (config/index.html) while a layout or shell page is fetched; remote pages show their own skeleton.
    <Suspense fallback={<div className="route-loading" data-testid="route-loading" />}>
      <Routes>
        {[...groups.entries()].map(([key, routes]) => {
          const { layout: kind, guard } = routes[0];
          return (
            <Route key={key} element={guarded(guard, layout(kind))}>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={element(route)} />
              ))}
            </Route>
          );
        })}
        <Route path="/dashboard" element={<Navigate to="/home" replace />} />
        <Route element={layout('none')}>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
