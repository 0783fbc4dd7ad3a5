import { describe, expect, it } from 'vitest';
import { hasActiveFilters, readQuery } from './search-query';

describe('hasActiveFilters', () => {
  it('is true for a sort or a filter that fits the kind, false for a plain search', () => {
    expect(hasActiveFilters(readQuery('?q=design'))).toBe(false);
    expect(hasActiveFilters(readQuery('?q=design&kind=gigs&tag=react'))).toBe(true);
    expect(hasActiveFilters(readQuery('?q=design&kind=gigs&sort=most_viewed'))).toBe(true);
  });

  it('ignores what the address asks that the page does not offer', () => {
    // A gig filter on the "All" tab, and a sort no tab has, show no chips.
    expect(hasActiveFilters(readQuery('?q=design&tag=react'))).toBe(false);
    expect(hasActiveFilters(readQuery('?q=design&kind=gigs&sort=loudest'))).toBe(false);
  });
});
