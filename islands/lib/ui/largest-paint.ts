/**
 * Spread on the picture of a page's largest paint (the one fetched first, `fetchpriority="high"`):
 * `client:painted` hydrates the page's islands once the browser reports it on screen through
 * Element Timing (site/directives/painted.ts). React passes the attribute through as written.
 */
export const LARGEST_PAINT: object = { elementtiming: 'largest' };
