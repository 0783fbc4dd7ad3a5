import { type ChildProcess, spawn } from 'node:child_process';

/** Ends a child (SIGTERM: graceful; SIGKILL: a crash) and waits until it is gone. */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * Starts a server process on the first port of `[from, to]` it can take: `args(port)` builds its
 * command line, and it counts as started once its output contains `ready`; one that exits first
 * (the port was taken, by another test file or another program) is tried on the next port.
 */
export async function spawnOnFreePort(
  command: string,
  args: (port: number) => string[],
  ready: string,
  [from, to]: readonly [number, number],
): Promise<{ child: ChildProcess; port: number }> {
  let output = '';
  for (let port = from; port <= to; port++) {
    const child = spawn(command, args(port), { stdio: ['ignore', 'pipe', 'pipe'] });
    const started = await new Promise<boolean>((resolve) => {
      let seen = '';
      const listen = (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes(ready)) resolve(true);
      };
      child.stdout!.on('data', listen);
      child.stderr!.on('data', listen);
      child.once('exit', () => {
        output = seen;
        resolve(false);
      });
    });
    if (started) return { child, port };
  }
  throw new Error(`${command} did not start on any port from ${from} to ${to}:\n${output}`);
}
