// @ts-check
/**
 * The part of the catalogues a key ships in: its first two parts when it has more
 * (`shell.home.title` → `shell.home`), else its namespace (`gigs.buy` → `gigs`). The build
 * (catalogue-plugin.mjs) and lib/i18n split and look up by this one rule.
 * @param {string} key
 * @returns {string}
 */
export function partOf(key) {
  const parts = key.split('.');
  return parts.length > 2 ? `${parts[0]}.${parts[1]}` : (parts[0] ?? key);
}
