import { useEffect } from 'react';

/** The name every tab title ends with, and the title of a page that gives none. */
export const SITE_NAME = 'AgroCadena';

function descriptionElement(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  return meta;
}

/**
 * The tab's title ("Catálogo de productos · AgroCadena") and the page's description, in the
 * person's language, for as long as the page is shown: what a screen reader announces on arriving,
 * what a phone's tab list shows, and what a search engine lists under the link
 * (docs/accessibility.md#page-titles). Leaving the page puts back what was there before.
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    const previousTitle = document.title;
    const meta = descriptionElement();
    const previousDescription = meta.content;
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
    if (description) meta.content = description;
    return () => {
      document.title = previousTitle;
      meta.content = previousDescription;
    };
  }, [title, description]);
}
