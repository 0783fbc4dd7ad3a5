// The search page: queries the Pagefind index of this edition (Pagefind picks it by <html lang>).

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}
interface Pagefind {
  search(query: string): Promise<{ results: PagefindResult[] }>;
}

const form = document.querySelector<HTMLFormElement>('form[data-search]');
const input = form?.querySelector<HTMLInputElement>('input[name=q]');
const status = document.querySelector<HTMLElement>('[data-search-status]');
const list = document.querySelector<HTMLOListElement>('[data-search-results]');
let engine: Promise<Pagefind> | undefined;

// A variable, so the bundler leaves this same-origin import to the browser.
const PAGEFIND = '/pagefind/pagefind.js';
const load = () => (engine ??= import(/* @vite-ignore */ PAGEFIND) as Promise<Pagefind>);

async function run(query: string) {
  if (!form || !status || !list) return;
  const q = query.trim();
  const fill = (s: string | undefined, count = 0) =>
    (s ?? '').replace('{query}', q).replace('{count}', String(count));
  list.replaceChildren();
  if (!q) {
    status.textContent = '';
    return;
  }
  status.textContent = fill(form.dataset.loading);
  const found = await (await load()).search(q);
  const pages = await Promise.all(found.results.slice(0, 20).map((r) => r.data()));
  status.textContent = pages.length ? fill(form.dataset.results, pages.length) : fill(form.dataset.none);
  for (const page of pages) {
    const li = document.createElement('li');
    const h = document.createElement('h2');
    const a = document.createElement('a');
    a.href = page.url;
    a.textContent = page.meta.title ?? page.url;
    h.append(a);
    const p = document.createElement('p');
    // Pagefind's excerpt is escaped text with <mark> around the matches.
    p.innerHTML = page.excerpt;
    li.append(h, p);
    list.append(li);
  }
}

form?.addEventListener('submit', (e) => {
  e.preventDefault();
  const q = input?.value ?? '';
  history.replaceState(null, '', q ? `?q=${encodeURIComponent(q)}` : location.pathname);
  void run(q);
});

const initial = new URLSearchParams(location.search).get('q');
if (initial && input) {
  input.value = initial;
  void run(initial);
}

export {};
