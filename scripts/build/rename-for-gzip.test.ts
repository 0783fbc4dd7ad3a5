import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { renameForGzip } from './rename-for-gzip.mjs';

/** What the plugin makes of `code` in the browser build (or the server's, with `ssr`). */
async function rename(code: string, options?: { minLength?: number }, ssr = false): Promise<string | null> {
  const plugin = renameForGzip(options) as Plugin & {
    configResolved: (config: unknown) => void;
    renderChunk: { handler: (code: string) => Promise<{ code: string } | null> };
  };
  plugin.configResolved({ build: { ssr } });
  return (await plugin.renderChunk.handler(code))?.code ?? null;
}

// A chunk as esbuild leaves it: module-level names chosen without regard to how often each is used.
const chunk = `/*! licences: third-party-licenses.txt */
/** @license Example v1 (MIT) */
var longLivedCounterValue = 0;
function incrementTheCounter(byHowMuch) { longLivedCounterValue += byHowMuch; return longLivedCounterValue; }
function describeTheCounter(label) { return label + ": " + longLivedCounterValue; }
const everyStepWeTook = [];
function takeAStep(name) { everyStepWeTook.push(name); incrementTheCounter(1); return describeTheCounter(name); }
export { takeAStep as t, describeTheCounter as d, everyStepWeTook as s };
`;

describe('renameForGzip', () => {
  it('renames module-level and local names, keeping what the module exports and does', async () => {
    const renamed = await rename(chunk, { minLength: 0 });
    expect(renamed).not.toBeNull();
    expect(renamed).not.toContain('longLivedCounterValue');
    expect(renamed!.length).toBeLessThan(chunk.length);
    expect(gzipSync(renamed!).length).toBeLessThan(gzipSync(chunk).length);
    const run = async (code: string) => {
      const m = await import(`data:text/javascript,${encodeURIComponent(code)}`);
      return [m.t('one'), m.t('two'), m.d('now'), [...m.s]];
    };
    expect(await run(renamed!)).toEqual(await run(chunk));
  });

  it('keeps the licence comments, which the notices file is made from', async () => {
    const renamed = await rename(chunk, { minLength: 0 });
    expect(renamed).toContain('/*! licences: third-party-licenses.txt */');
    expect(renamed).toContain('@license Example v1 (MIT)');
  });

  it('leaves small chunks and the server build as they are', async () => {
    expect(await rename(chunk)).toBeNull();
    expect(await rename(chunk, { minLength: 0 }, true)).toBeNull();
  });
});
