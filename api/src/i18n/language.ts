import { DEFAULT_LANGUAGE, type Language } from '@agrocadena/contracts';

/** Picks es or en from an Accept-Language header by quality; anything else falls back to es. */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { base: tag.split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0 && (entry.base === 'es' || entry.base === 'en'))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return (ranked[0]?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}
