import type { ComponentProps } from 'react';

/**
 * A list's search and filters (experts, gigs, products, teams, search). Until the island hydrates
 * it is a plain GET form to the list's page (`action`), whose named fields are the address the
 * server renders the page for; hydrated, `onSubmit` searches in the browser. What the reader typed
 * or chose before hydration is kept with `useEarlyFields` (`lib/early-fields.ts`) on its `ref`.
 */
export function ListForm(props: ComponentProps<'form'> & { action: string }) {
  return <form method="get" {...props} />;
}
