import { earlyFields, namedFields } from './early-fields';

/**
 * Where the fields wait for the page drawn again: the layout's head script puts them back into the
 * page's fields before its islands hydrate (site/layouts/MarketLayout.astro), and the islands take
 * them as typed early (early-fields.ts).
 */
const CARRIED = 'guild:carried-fields';
const SKIPPED = new Set(['password', 'file', 'checkbox', 'radio']);

/**
 * Before a page rendered per request is loaded again in another language (decision 21): what the
 * reader changed in the page's named fields (never a password or a file), kept for this tab and
 * this address, so the page drawn again hands it to its islands as if typed before they hydrated.
 */
export function carryFields(): void {
  const main = document.querySelector('main');
  if (!main) return;
  const { fields, changed } = earlyFields(main);
  // Never a password or a file; nor a checkbox or a radio, whose value is not what was chosen.
  const skipped = new Set(
    namedFields(main)
      .filter((field) => SKIPPED.has(field.type))
      .map((field) => field.name),
  );
  const kept = [...fields].filter(([name]) => changed.has(name) && !skipped.has(name));
  try {
    if (kept.length)
      sessionStorage.setItem(
        CARRIED,
        JSON.stringify({ url: location.href, at: Date.now(), fields: Object.fromEntries(kept) }),
      );
  } catch {
    // Storage refused (private mode, full): the page comes back as the server draws it.
  }
}
