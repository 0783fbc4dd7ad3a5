import { type RefObject, useLayoutEffect, useRef } from 'react';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const checkable = (field: FieldElement): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What the server rendered in a field: its `value` attribute, `selected` option or text. */
function renderedValue(field: FieldElement): string {
  if (field instanceof HTMLSelectElement) {
    const options = Array.from(field.options);
    return (options.find((o) => o.defaultSelected) ?? options[0])?.value ?? '';
  }
  if (checkable(field)) return field.defaultChecked ? field.value : '';
  return field.defaultValue;
}

function currentValue(field: FieldElement): string {
  return checkable(field) ? (field.checked ? field.value : '') : field.value;
}

/** The named fields under `root` (or `root` itself). */
function namedFields(root: Element): FieldElement[] {
  const fields = root.matches('input, select, textarea')
    ? [root as FieldElement]
    : Array.from(root.querySelectorAll<FieldElement>('input, select, textarea'));
  return fields.filter((field) => field.name);
}

/**
 * What the reader left in the named fields under `root`: `fields`, every field's value as a plain
 * GET submission of the form would send it (the address the page's contract reads), and `changed`,
 * the names of those that differ from what the server rendered.
 */
export function earlyFields(root: Element): { fields: URLSearchParams; changed: Set<string> } {
  const fields = new URLSearchParams();
  const changed = new Set<string>();
  for (const field of namedFields(root)) {
    const now = currentValue(field);
    if (!checkable(field) || now !== '') fields.append(field.name, now);
    if (field.type !== 'hidden' && now !== renderedValue(field)) changed.add(field.name);
  }
  return { fields, changed };
}

/** Fields carried across a reload of the same address (`carryFields`), for the islands to adopt. */
const CARRIED = 'guild:carried-fields';
const CARRY_FOR = 30_000;

/**
 * Before a page rendered per request is loaded again in another language (decision 21): what the
 * reader changed in the page's named fields (never a password or a file), kept for this tab and
 * this address, so the page drawn again hands it to its islands as if typed before they hydrated.
 */
export function carryFields(): void {
  const main = document.querySelector('main');
  if (!main) return;
  const { fields, changed } = earlyFields(main);
  const secret = new Set(
    namedFields(main)
      .filter((field) => field.type === 'password' || field.type === 'file')
      .map((field) => field.name),
  );
  const kept = [...fields].filter(([name]) => changed.has(name) && !secret.has(name));
  try {
    if (kept.length)
      sessionStorage.setItem(CARRIED, JSON.stringify({ url: location.href, at: Date.now(), fields: kept }));
  } catch {
    // Storage refused (private mode, full): the page comes back as the server draws it.
  }
}

/** Puts values carried for this address into the named fields under `root`, once. */
function restoreCarried(root: Element): void {
  let carried: { url?: string; at?: number; fields?: [string, string][] } | null = null;
  try {
    carried = JSON.parse(sessionStorage.getItem(CARRIED) ?? 'null');
  } catch {
    carried = null;
  }
  // Only for the load right after: a later visit to the same address starts afresh.
  if (!carried?.fields || carried.url !== location.href || Date.now() - (carried.at ?? 0) > CARRY_FOR) {
    return;
  }
  const left: [string, string][] = [];
  for (const [name, value] of carried.fields) {
    const targets = namedFields(root).filter((field) => field.name === name);
    for (const field of targets) {
      if (checkable(field)) field.checked = field.value === value;
      else field.value = value;
    }
    if (!targets.length) left.push([name, value]);
  }
  if (left.length) sessionStorage.setItem(CARRIED, JSON.stringify({ ...carried, fields: left }));
  else sessionStorage.removeItem(CARRIED);
}

/**
 * Keeps what a reader typed or chose in a server-rendered island's fields before it hydrated
 * (decision 14). React hydrates a controlled field without touching the DOM, but its next render
 * puts the rendered value back: right after hydration, before anything renders again, this calls
 * `adopt` once when a named field under `root` differs from what the server rendered, so the
 * island takes the text into its state and acts on a choice as its change handler would (reading
 * `fields` with the page's contract, e.g. `exploreQuery`). Values carried across a language reload
 * (`carryFields`) are put back first and adopted the same way. Nothing is called when nothing
 * changed, or for a screen mounted in the browser.
 */
export function useEarlyFields(
  root: RefObject<Element | null>,
  adopt: (fields: URLSearchParams, changed: ReadonlySet<string>) => void,
): void {
  const latest = useRef(adopt);
  latest.current = adopt;
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    restoreCarried(element);
    const { fields, changed } = earlyFields(element);
    if (changed.size > 0) latest.current(fields, changed);
  }, [root]);
}
