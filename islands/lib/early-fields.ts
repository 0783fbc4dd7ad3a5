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
export function namedFields(root: Element): FieldElement[] {
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

/**
 * Keeps what a reader typed or chose in a server-rendered island's fields before it hydrated
 * (decision 14). React hydrates a controlled field without touching the DOM, but its next render
 * puts the rendered value back: right after hydration, before anything renders again, this calls
 * `adopt` once when a named field under `root` differs from what the server rendered, so the
 * island takes the text into its state and acts on a choice as its change handler would (reading
 * `fields` with the page's contract, e.g. `exploreQuery`). Nothing is called when nothing changed,
 * or for a screen mounted in the browser.
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
    const { fields, changed } = earlyFields(element);
    if (changed.size > 0) latest.current(fields, changed);
  }, [root]);
}
