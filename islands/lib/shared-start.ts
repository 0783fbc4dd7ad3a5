/**
 * One piece of live work (a socket, a store's websocket listeners) shared by every screen that
 * wants it: the first caller starts it, each caller gets a function to say it is done, and the
 * last one out stops it.
 */
export function sharedStart(start: () => () => void): () => () => void {
  let users = 0;
  let stop: (() => void) | null = null;
  return () => {
    users += 1;
    if (users === 1) stop = start();
    return () => {
      users -= 1;
      if (users > 0) return;
      stop?.();
      stop = null;
    };
  };
}
