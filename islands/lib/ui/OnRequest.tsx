import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * A form behind the button that opens it (a product's review, a question to its seller): its code
 * (a `lazy` component, its fields, `useForm`) loads when the reader asks for it, so a member who
 * only reads the page never downloads it (decision 15). Once it is drawn, focus moves to its first
 * field; while it loads, the button stays in its place, busy.
 */
export function OnRequest({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  if (!open)
    return (
      <button type="button" className="button on-request" onClick={() => setOpen(true)}>
        {label}
      </button>
    );
  return (
    <div ref={place}>
      <Suspense
        fallback={
          <button type="button" className="button on-request" disabled aria-busy="true">
            {label}
          </button>
        }
      >
        {children}
        <FocusFirstField within={place} />
      </Suspense>
    </div>
  );
}

/** Mounted with the form (the same Suspense boundary): moves focus into it once. */
function FocusFirstField({ within }: { within: React.RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    within.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [within]);
  return null;
}
