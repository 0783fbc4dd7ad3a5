import { executionAsyncResource } from 'node:async_hooks';

/**
 * Whether async_hooks are on in this process right now: with them on, Node gives every promise an
 * async id (a symbol on the resource a continuation runs in); with them off, none.
 */
export function asyncHooksOn(): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    Promise.resolve().then(() =>
      resolve(
        Object.getOwnPropertySymbols(executionAsyncResource()).some((s) =>
          String(s.description).includes('async_id'),
        ),
      ),
    );
  });
}
