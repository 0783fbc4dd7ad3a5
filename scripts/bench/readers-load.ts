// The load for "every request is another reader" (the view-counting case of `npm run bench`).
// autocannon makes a request different per request only by building it again (setupRequest), which
// cost its one core more than either server spends answering: on a 2-core machine it stopped at
// about 17,000 requests a second whichever server it loaded, so the case measured the load, not
// the servers. Here each connection keeps one prepared request and writes the next reader's number
// into its user agent in place, which costs next to nothing.
import { connect, type Socket } from 'node:net';

/** What one load of a server measured (this one's or autocannon's, scripts/bench.ts). */
export interface LoadResult {
  /** Answers a second, over the whole run. */
  rps: number;
  total: number;
  /** Milliseconds. */
  p99: number;
  non2xx: number;
  errors: number;
}

const DIGITS = 12;
const HEADER_END = Buffer.from('\r\n\r\n');
const LENGTH = /\r\ncontent-length: *(\d+)/i;

/**
 * GETs `url` over `connections` keep-alive connections for `seconds`, each request another reader,
 * with `headers` besides.
 */
export async function loadReaders(
  url: string,
  opts: { connections: number; seconds: number; firstReader?: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const { hostname, port, pathname, search } = new URL(url);
  const extra = Object.entries(opts.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const head = `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${extra}User-Agent: bench-reader-`;
  const template = Buffer.from(`${head}${'0'.repeat(DIGITS)}\r\nConnection: keep-alive\r\n\r\n`, 'latin1');
  const at = Buffer.byteLength(head, 'latin1');
  let reader = opts.firstReader ?? 0;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let open = true;
  const started = performance.now();

  const connection = () =>
    new Promise<void>((resolve) => {
      const request = Buffer.from(template);
      let pending: Buffer = Buffer.alloc(0);
      let sentAt = 0;
      const socket: Socket = connect({ host: hostname, port: Number(port) });
      socket.setNoDelay(true);
      const send = () => {
        reader += 1;
        request.write(String(reader).padStart(DIGITS, '0'), at, 'latin1');
        sentAt = performance.now();
        socket.write(request);
      };
      let stopped = false;
      const stop = () => {
        stopped = true;
        socket.destroy();
        resolve();
      };
      socket.on('connect', send);
      socket.on('error', () => {
        errors += 1;
        stop();
      });
      // Closed by the server with no error (a restart, a keep-alive limit): counted, not waited on.
      socket.on('close', () => {
        if (stopped) return;
        errors += 1;
        stop();
      });
      socket.on('data', (chunk: Buffer) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        const end = pending.indexOf(HEADER_END);
        if (end === -1) return;
        const headers = pending.toString('latin1', 0, end);
        const length = LENGTH.exec(headers);
        if (!length) {
          errors += 1;
          return stop();
        }
        const size = end + HEADER_END.length + Number(length[1]);
        if (pending.length < size) return;
        // One request in flight per connection: nothing follows the answer.
        pending = Buffer.alloc(0);
        latencies.push(performance.now() - sentAt);
        if (headers.charCodeAt(9) !== 50) non2xx += 1; // "HTTP/1.1 2xx"
        if (open) send();
        else stop();
      });
    });

  const timer = setTimeout(() => {
    open = false;
  }, opts.seconds * 1000);
  await Promise.all(Array.from({ length: opts.connections }, connection));
  clearTimeout(timer);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    total: latencies.length,
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    non2xx,
    errors,
  };
}
