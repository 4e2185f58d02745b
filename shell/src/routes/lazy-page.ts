import { lazy, type ComponentType } from 'react';

/**
 * A page or layout loaded when first shown, so the landing page does not download the login form,
 * the dashboard or their components. Named exports stay (one concept per file, named like it).
 */
export function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  return lazy(() => load().then((module): { default: ComponentType } => ({ default: module[name] })));
}
