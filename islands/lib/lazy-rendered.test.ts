import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyRendered } from './lazy-rendered';

const Chip = ({ text }: { text: string }) => createElement('span', { className: 'chip' }, text);
const page = (Part: ReturnType<typeof lazyRendered<{ text: string }>>) =>
  renderToString(
    createElement(Suspense, { fallback: 'waiting' }, createElement(Part, { text: 'City: Amman' })),
  );

describe('lazyRendered', () => {
  it('is drawn in place by a render once preloaded, without a boundary left waiting', async () => {
    let loads = 0;
    const Part = lazyRendered(async () => {
      loads++;
      return { default: Chip };
    });
    await Part.preload();
    const html = page(Part);
    expect(html).toContain('<span class="chip">City: Amman</span>');
    expect(html).not.toContain('waiting');
    expect(loads).toBe(1);
  });

  it('is loaded when first drawn otherwise, as lazy is (the browser)', async () => {
    const Part = lazyRendered(async () => ({ default: Chip }));
    // renderToString does not wait: a part that has to load leaves its fallback.
    expect(page(Part)).toContain('waiting');
  });
});
