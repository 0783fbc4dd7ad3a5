// @ts-check
import { parentPort, workerData } from 'node:worker_threads';
import { compressIntoCache } from './precompress.mjs';

// compressAhead's worker (precompress.mjs): compresses each page it is sent into the cache, one after
// another, and answers each with whether it compressed it or why it could not.
const { cacheDir } = /** @type {{ cacheDir: string }} */ (workerData);
parentPort?.on('message', (/** @type {Uint8Array} */ data) => {
  try {
    parentPort?.postMessage({ compressed: compressIntoCache(cacheDir, data) });
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
