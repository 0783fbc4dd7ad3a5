import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug the test should have caught: fail the test that caused it.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  if (errors.length) {
    const seen = errors.splice(0).map((a) => a.map(String).join(' '));
    throw new Error(`console.error was called:\n${seen.join('\n')}`);
  }
});
