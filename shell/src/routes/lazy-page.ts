import { lazy, type LazyExoticComponent } from 'react';

// What React.lazy accepts: a component of any props.
type LazyTarget = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer T }> ? T : never;

/**
 * A page or layout loaded when first shown, so the landing page does not download the login form,
 * the dashboard or their components. Named exports stay (one concept per file, named like it).
 */
export function lazyNamed<K extends string, C extends LazyTarget>(load: () => Promise<Record<K, C>>, name: K): LazyExoticComponent<C> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
