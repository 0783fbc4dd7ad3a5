import svg from '../../public/favicon.svg?raw';

/**
 * The site's icon, written into each page's head instead of fetched (decision 19, "pictures after
 * the largest"): the browser asked for it once the page had loaded, on a connection of its own, and
 * when that came before the largest picture was on screen, Lighthouse counted it in the page's
 * largest paint. Without its title (the page names itself), with single quotes and three escapes,
 * it is short. The file stays at /favicon.svg for what links to it (the Organization's logo in
 * JSON-LD, the sandbox checkout page).
 */
export const FAVICON = `data:image/svg+xml,${svg
  .trim()
  .replace(/<title>.*?<\/title>/, '')
  .replaceAll('"', "'")
  .replace(/[#<>]/g, encodeURIComponent)}`;
