import type { Lang } from './i18n';

/**
 * What a marketplace page rendered per request tells link previews and search engines: Open Graph
 * and one JSON-LD item (schema.org `Product`/`Offer`, `Person`, `Organization`, `ItemList`).
 */
export interface MarketSeo {
  title: string;
  description: string;
  /** The page's absolute URL. */
  url: string;
  /** An absolute image URL, if the thing has one. */
  image?: string | null;
  type?: 'website' | 'product' | 'profile';
  jsonLd?: Record<string, unknown>;
}

/** JSON-LD inside <script>: `<` escaped so a name can never close the element. */
export const jsonLdText = (data: Record<string, unknown>) =>
  JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');

/** The first sentence-sized part of a long text, for a meta description. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** An absolute URL on the site (media URLs are absolute already). */
export const absolute = (publicUrl: string, pathOrUrl: string) => new URL(pathOrUrl, publicUrl).href;

export const ogLocale = (lang: Lang) => (lang === 'ar' ? 'ar_AR' : 'en_US');
