// The marketplace's information pages (content/market-pages/{en,ar}/<name>.md, site/pages/market/
// <name>.astro): the same for every reader, signing nobody in. The site builds them; the server sends
// them as public pages (decision 23).

export const MARKET_INFO_PAGES = [
  'about',
  'contact',
  'cookie-policy',
  'faq',
  'privacy',
  'refund-policy',
  'terms',
] as const;

export type MarketInfoPage = (typeof MARKET_INFO_PAGES)[number];
