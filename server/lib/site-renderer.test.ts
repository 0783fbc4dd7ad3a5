import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteRenderer, type SiteRenderer } from './site-renderer';

// A server build that behaves as Astro's Node adapter does with a request's socket: it listens for
// the socket's 'close' (to abort a render when the reader goes away) and removes that listener once
// the answer it wrote to finishes or closes (astro/dist/core/app/node.js, writeResponse).
const ENTRY = `
export async function handler(req, res, next, locals) {
  if (req.url === '/missing/') return next();
  const onClose = () => {};
  req.socket.on('close', onClose);
  const cleanup = () => req.socket.off('close', onClose);
  const destination = res.req;
  if (destination) { res.on('finish', cleanup); res.on('close', cleanup); }
  res.writeHead(200, { 'Content-Type': 'text/html' });
  res.end('<p>' + locals.word + '</p>');
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
});
