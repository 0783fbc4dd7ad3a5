// Where the HTTP benchmark's processes run. On a machine with two or more cores and util-linux's
// `taskset` (Debian has it), each server is pinned to the last core and the load generator (this
// process, autocannon inside it) to the others: the server measured never shares its core with the
// load, and the two servers, loaded one at a time, run on the same core. Unpinned on a 2-core VM
// the same server's CPU per request moved up to 2x between rounds; pinned, rounds stay within a
// few percent. BENCH_PIN=off runs everything where the OS puts it.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

export interface Cores {
  /** Runs `command` on the server core: the arguments to spawn instead of `command args`. */
  server(command: string, args: string[]): [string, string[]];
  /** Moves this process (every thread of it) to the load cores, or back to all of them. */
  loadHere(): void;
  release(): void;
  /** What the JSON lines print about it. */
  describe: string;
}

const unpinned: Cores = {
  server: (command, args) => [command, args],
  loadHere: () => {},
  release: () => {},
  describe: 'unpinned',
};

function taskset(args: string[]): boolean {
  try {
    execFileSync('taskset', args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function benchCores(env = process.env): Cores {
  const count = availableParallelism();
  if (env.BENCH_PIN === 'off' || count < 2 || process.platform !== 'linux') return unpinned;
  if (!taskset(['-p', String(process.pid)])) return unpinned;
  const last = count - 1;
  const load = count === 2 ? '0' : `0-${last - 1}`;
  return {
    server: (command, args) => ['taskset', ['-c', String(last), command, ...args]],
    loadHere: () => void taskset(['-a', '-pc', load, String(process.pid)]),
    release: () => void taskset(['-a', '-pc', `0-${last}`, String(process.pid)]),
    describe: `servers on core ${last}, load on ${load}`,
  };
}
