import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReaders } from './readers-load';

let server: Server;
let base: string;
const agents: string[] = [];
const tokens: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    agents.push(request.headers['user-agent'] ?? '');
    tokens.push(request.headers.authorization ?? '');
    if (request.url === '/close') response.setHeader('connection', 'close');
    const body = JSON.stringify({ views: agents.length });
    response.writeHead(request.url === '/missing' ? 404 : 200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the distinct readers load', () => {
  it('sends every request as another reader, over keep-alive connections, and counts every answer', async () => {
    agents.length = 0;
    const connected = new Set<unknown>();
    const onConnection = (socket: unknown) => connected.add(socket);
    server.on('connection', onConnection);
    const result = await loadReaders(`${base}/api/analytics?url=/post/x/`, {
      connections: 4,
      seconds: 0.3,
      firstReader: 500,
    });
    server.off('connection', onConnection);
    expect(result.total).toBeGreaterThan(20);
    expect(result.total).toBe(agents.length);
    expect(new Set(agents).size).toBe(agents.length);
    expect(agents).toContain('bench-reader-000000000501');
    expect(connected.size).toBe(4);
    expect(result).toMatchObject({ non2xx: 0, errors: 0 });
    expect(result.rps).toBeGreaterThan(0);
  });

  it('counts answers that are not 2xx', async () => {
    const result = await loadReaders(`${base}/missing`, { connections: 2, seconds: 0.1 });
    expect(result.total).toBeGreaterThan(0);
    expect(result.non2xx).toBe(result.total);
  });

  it('sends the headers it is given with every request', async () => {
    tokens.length = 0;
    await loadReaders(`${base}/api/x`, {
      connections: 2,
      seconds: 0.1,
      headers: { authorization: 'Bearer t' },
    });
    expect(tokens.length).toBeGreaterThan(0);
    expect(new Set(tokens)).toEqual(new Set(['Bearer t']));
  });

  it('ends, counting an error, when the server closes a connection', async () => {
    const result = await loadReaders(`${base}/close`, { connections: 2, seconds: 5 });
    expect(result.total).toBe(2);
    expect(result.errors).toBe(2);
  });
});
