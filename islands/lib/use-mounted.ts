import { useEffect, useState } from 'react';

/**
 * False while the server renders and while the browser hydrates, true from the first effect on:
 * for parts that only the browser can draw (who is signed in, the toasts it holds), so the
 * server's HTML and the hydrating render agree and the browser's state follows right after.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
