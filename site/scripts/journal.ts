// Every Journal page: colour scheme control, navigation progress bar, submenu closing. Kept tiny.

const root = document.documentElement;
const KEY = 'colorScheme';

for (const select of document.querySelectorAll<HTMLSelectElement>('[data-theme-select]')) {
  select.value = root.dataset.theme ?? 'light';
  select.addEventListener('change', () => {
    root.dataset.theme = select.value;
    try {
      localStorage.setItem(KEY, select.value);
    } catch {}
  });
}

// Below 640 px the navigation hides behind a Menu button (journal.css); it opens and closes here.
for (const toggle of document.querySelectorAll<HTMLButtonElement>('[data-menu-toggle]')) {
  toggle.addEventListener('click', () => {
    toggle.setAttribute('aria-expanded', String(toggle.getAttribute('aria-expanded') !== 'true'));
  });
}

// Spec §4/§9: the bar advances every 500 ms by 10, 4, 2, 1 or 0 as it grows, completes at 100, then
// hides and resets. A full page load ends the old page, so the new page finishes the bar it inherits.
const bar = document.getElementById('j-progress');
const INTERVAL_MS = 500;
const STORE = 'navProgress';
let value = 0;
let timer: ReturnType<typeof setInterval> | undefined;

const step = (p: number) => (p < 20 ? 10 : p < 50 ? 4 : p < 80 ? 2 : p < 99 ? 1 : 0);

function show(p: number) {
  value = p;
  if (!bar) return;
  bar.hidden = false;
  bar.style.transform = `scaleX(${p / 100})`;
  bar.setAttribute('aria-valuenow', String(Math.round(p)));
}

function start() {
  if (timer) return;
  const advance = (p: number) => {
    show(p);
    sessionStorage.setItem(STORE, String(p));
  };
  advance(step(0));
  timer = setInterval(() => advance(value + step(value)), INTERVAL_MS);
}

function done() {
  clearInterval(timer);
  timer = undefined;
  sessionStorage.removeItem(STORE);
  show(100);
  setTimeout(() => {
    show(0);
    if (bar) bar.hidden = true;
  }, 300);
}

const inherited = Number(sessionStorage.getItem(STORE));
if (inherited) {
  show(inherited);
  requestAnimationFrame(done);
}

document.addEventListener('click', (e) => {
  const link = (e.target as Element).closest?.('a');
  if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
    return;
  const url = new URL(link.href, location.href);
  if (link.target || link.hasAttribute('download') || url.origin !== location.origin) return;
  if (url.pathname === location.pathname && url.search === location.search) return;
  start();
});
// Back to a page kept in the back/forward cache: whatever was loading has finished.
addEventListener('pageshow', (e) => {
  if (e.persisted && (timer || !bar?.hidden)) done();
});

// Submenus are <details name="j-nav">: keyboard and touch work without script; this closes them.
const menus = () => document.querySelectorAll<HTMLDetailsElement>('.j-menu details[open]');
document.addEventListener('click', (e) => {
  for (const d of menus()) if (!d.contains(e.target as Node)) d.open = false;
});
document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape') return;
  for (const d of menus()) {
    d.open = false;
    d.querySelector('summary')?.focus();
  }
});

export {};
