import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncHooksOn } from '../test/async-hooks';
import { loadSiteRenderer, type SiteRenderer } from './site-renderer';

// A server build that behaves as Astro's Node adapter does with a request's socket: it listens for
// the socket's 'close' (to abort a render when the reader goes away) and removes that listener once
// the answer it wrote to finishes or closes (astro/dist/core/app/node.js, writeResponse).
// Like React's server renderer and the adapter, it keeps an AsyncLocalStorage made as it loads and
// runs each render inside it (the page reads it back after an await), and once more on the turn
// after a render began; locals.wait holds a render open.
const ENTRY = `
import { AsyncLocalStorage } from 'node:async_hooks';
import hooks from 'node:async_hooks';
const storage = new AsyncLocalStorage();
// React's build reads the class off the module's default export.
const later = new hooks.AsyncLocalStorage();
export async function handler(req, res, next, locals) {
  if (req.url === '/missing/') return next();
  return storage.run(locals.word, () => {
    // React queues a last step in its storage for the turn after a render began.
    setImmediate(() => later.run(locals.word, () => {}));
    return page(req, res, locals);
  });
}
async function page(req, res, locals) {
  await locals.wait;
  await Promise.resolve();
  const onClose = () => {};
  req.socket.on('close', onClose);
  const cleanup = () => req.socket.off('close', onClose);
  const destination = res.req;
  if (destination) { res.on('finish', cleanup); res.on('close', cleanup); }
  res.writeHead(200, { 'Content-Type': 'text/html' });
  res.end('<p>' + storage.getStore() + '</p>');
}
`;

let dir: string;
let renderer: SiteRenderer;
beforeAll(async () => {
  // Inside the project: Vitest loads modules from the project's tree only.
  const cache = join(import.meta.dirname, '..', '..', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  dir = mkdtempSync(join(cache, 'guild-renderer-'));
  mkdirSync(join(dir, 'dist-server'), { recursive: true });
  writeFileSync(join(dir, 'dist-server', 'entry.mjs'), ENTRY);
  renderer = (await loadSiteRenderer(join(dir, 'dist')))!;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const requestOn = (socket: EventEmitter, url = '/market/x/') =>
  ({ url, socket }) as unknown as IncomingMessage;

describe('the site renderer', () => {
  it('collects the answer the server build writes, with the locals it is given', async () => {
    const page = await renderer.render(requestOn(new EventEmitter()), { word: 'hello' });
    expect(page?.status).toBe(200);
    expect(page?.headers['content-type']).toBe('text/html');
    expect(page?.body.toString()).toBe('<p>hello</p>');
    expect(await renderer.render(requestOn(new EventEmitter(), '/missing/'), {})).toBeNull();
  });

  it('leaves no listener behind on a connection that many pages are rendered over', async () => {
    const socket = new EventEmitter();
    for (let i = 0; i < 25; i++) await renderer.render(requestOn(socket), { word: String(i) });
    expect(socket.listenerCount('close')).toBe(0);
  });

  it("switches the build's async storages off between renders, and keeps them for renders in flight", async () => {
    let release!: () => void;
    const wait = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Another renderer over the same build (as when one process builds several apps): its
    // renders count too, the storages are the same ones.
    const other = (await loadSiteRenderer(join(dir, 'dist')))!;
    const held = other.render(requestOn(new EventEmitter()), { word: 'held', wait });
    const quick = await renderer.render(requestOn(new EventEmitter()), { word: 'quick' });
    expect(quick?.body.toString()).toBe('<p>quick</p>');
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The first render still waits inside its storage: switching it off now would lose its value.
    expect(await asyncHooksOn()).toBe(true);
    release();
    expect((await held)?.body.toString()).toBe('<p>held</p>');
    await new Promise((resolve) => setTimeout(resolve, 10));
    // No render in flight: every promise the process makes is free of async_hooks again.
    expect(await asyncHooksOn()).toBe(false);
  });
});
