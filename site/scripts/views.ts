// Article pages (spec §2, §7): record the view and show the count. Fired on load; a page restored
// from the back/forward cache is a new visit too (the server counts a reader once a day).

async function count() {
  if (!location.pathname.includes('/post/')) return;
  try {
    const res = await fetch(`/api/analytics?url=${encodeURIComponent(location.pathname)}`, {
      headers: { accept: 'application/json' },
      credentials: 'omit',
    });
    if (!res.ok) return;
    const { views } = (await res.json()) as { views: number };
    const out = document.querySelector<HTMLElement>('[data-views]');
    if (!out || typeof views !== 'number') return;
    out.textContent = new Intl.NumberFormat(document.documentElement.lang).format(views);
  } catch {}
}

count();
addEventListener('pageshow', (e) => {
  if (e.persisted) count();
});

export {};
