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

/** What a marketplace page rendered per request works from (server/plugins/market-pages.ts). */
export interface RenderedPage<T> {
  lang: Lang;
  publicUrl: string;
  /** What the module's `load` returned; null renders the page without it (the island loads it). */
  data: T | null;
  id: string;
  /** The page's absolute URL (canonical, og:url, JSON-LD). */
  url: string;
  /** The path and query the island is rendered for (its "sign in, then come back" links). */
  path: string;
}

/** The page's locals and address; null when it was not reached through the server (no locals). */
export function renderedPage<T>(
  astro: { locals: App.Locals; params: Record<string, string | undefined>; url: URL },
  link: (id: string) => string,
): RenderedPage<T> | null {
  const market = astro.locals.market;
  if (!market) return null;
  const id = astro.params.id ?? '';
  return {
    lang: market.lang,
    publicUrl: market.publicUrl,
    data: market.data as T | null,
    id,
    url: absolute(market.publicUrl, link(id)),
    path: astro.url.pathname + astro.url.search,
  };
}

/** A list page's JSON-LD: the things it shows, in order, each with its page (schema.org `ItemList`). */
export function itemList(
  publicUrl: string,
  items: { name: string; path: string; image?: string | null }[],
): Record<string, unknown> {
  return {
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: absolute(publicUrl, item.path),
      name: item.name,
      ...(item.image ? { image: item.image } : {}),
    })),
  };
}
