import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/** How near the viewport a place must come before its part loads: a little ahead of the reader. */
const AHEAD = '200px 0px';

/**
 * A part of a screen below the fold that loads its code (a `lazy` component) and its data only
 * when the reader scrolls near it (decision 15), so a visitor who reads the top of a page never
 * downloads what they do not see. Until then it holds its place with an empty box of `minHeight`,
 * or with `holding` (what the page already shows there, e.g. HTML the server rendered); the server
 * renders that box too, so hydration matches. Without IntersectionObserver it loads at once.
 */
export function WhenVisible({
  children,
  minHeight = 160,
  holding,
}: {
  children: ReactNode;
  minHeight?: number;
  holding?: ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      // Near the viewport, or already above it: a reader who jumped to the end before the page
      // hydrated has passed it, and it would otherwise never load.
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0))
          setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const holder = (
    <div ref={place} className="when-visible" style={holding ? undefined : { minBlockSize: minHeight }}>
      {holding}
    </div>
  );
  return near ? <Suspense fallback={holder}>{children}</Suspense> : holder;
}
