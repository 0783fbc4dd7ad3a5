import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Where a place's part loads: from a little below the viewport (ahead of the reader) to anywhere
 * above it. An observer tells only of a change between outside and inside this area; a reader who
 * jumps past a place (the End key, a link down the page) takes it from below to above the viewport
 * at once, which with an area of the viewport alone is no change at all, and it never loaded.
 */
const AREA = '1000000px 0px 200px 0px';

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
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AREA },
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
