import type { HTMLAttributes, ReactNode } from 'react';

interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'aria-labelledby'> {
  /** The id of the heading, which names the section for screen readers. */
  titleId: string;
  title: ReactNode;
}

/** A part of a screen, named by its own h2 (aria-labelledby). */
export function Section({ titleId, title, children, ...section }: SectionProps) {
  return (
    <section aria-labelledby={titleId} {...section}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
