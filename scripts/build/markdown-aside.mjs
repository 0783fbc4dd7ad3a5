// @ts-check
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { glob } from 'astro/loaders';
import { MARKDOWN, PLUGIN_NAME } from './markdown.mjs';

/**
 * @typedef {import('astro/loaders').Loader} Loader
 * @typedef {Parameters<Loader['load']>[0]} LoaderContext
 * @typedef {{ id: string, data: Record<string, unknown>, body?: string, filePath?: string, digest?: number | string }} RenderEntry
 * @typedef {{ html: string, metadata?: Record<string, unknown> }} Rendered
 * @typedef {(entry: RenderEntry) => Promise<Rendered>} RenderFunction
 * @typedef {{ getRenderFunction?: (config: LoaderContext['config']) => Promise<unknown> }} EntryType
 * @typedef {LoaderContext & { entryTypes: Map<string, EntryType> }} GlobContext The context Astro
 *   gives a loader, with the entry types that `glob` reads (not in Astro's public type).
 */

/**
 * The site's resolved Markdown settings as data a worker thread can rebuild them from: everything
 * but the remark plugins, which must be the ones of scripts/build/markdown.mjs, known by the name
 * it sets on each (the worker imports them). Null when the settings hold anything else a thread
 * cannot be sent (a plugin added by another integration, a Shiki transformer): the Markdown is then
 * rendered in the main thread.
 * @param {LoaderContext['config']} config
 */
export function portableSettings(config) {
  const { remarkPlugins, rehypePlugins, shikiConfig, ...rest } = config.markdown;
  const nameOf = (/** @type {unknown} */ plugin) =>
    typeof plugin === 'function'
      ? /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (plugin))[PLUGIN_NAME]
      : undefined;
  const ours =
    remarkPlugins.length === MARKDOWN.remarkPlugins.length &&
    remarkPlugins.every(
      (plugin, i) => nameOf(plugin) && nameOf(plugin) === nameOf(MARKDOWN.remarkPlugins[i]),
    );
  if (!ours || rehypePlugins.length || shikiConfig.transformers?.length) return null;
  try {
    return structuredClone({ image: config.image, markdown: { ...rest, shikiConfig } });
  } catch {
    return null;
  }
}

/**
 * Worker threads rendering Markdown, started at the first page: `render` answers what Astro's
 * Markdown entry type answers. Each page goes to the worker with the fewest pages waiting. A page
 * that cannot be sent, the pages of a worker that stopped, and every page once no worker is left are
 * rendered by `fallback` (Astro's own render function, in this thread).
 * @param {NonNullable<ReturnType<typeof portableSettings>>} settings
 * @param {number} size
 * @param {() => Promise<RenderFunction>} fallback
 */
export function renderPool(settings, size, fallback) {
  /** @type {{ worker: Worker, waiting: Map<number, { entry: RenderEntry, resolve: (r: Rendered) => void, reject: (e: Error) => void }> }[]} */
  let workers = [];
  let started = false;
  let next = 0;
  /** @type {Promise<RenderFunction> | undefined} */
  let inThread;
  const here = (/** @type {RenderEntry} */ entry) => {
    inThread ??= fallback();
    return inThread.then((render) => render(entry));
  };
  /** Takes a worker out and renders what it still had in this thread. */
  const retire = (/** @type {(typeof workers)[number]} */ one) => {
    workers = workers.filter((w) => w !== one);
    for (const job of one.waiting.values()) here(job.entry).then(job.resolve, job.reject);
    one.waiting.clear();
    one.worker.terminate();
  };
  const start = () => {
    started = true;
    for (let i = 0; i < size; i++) {
      const one = {
        worker: new Worker(new URL('./markdown-worker.mjs', import.meta.url), { workerData: settings }),
        waiting: new Map(),
      };
      one.worker.on(
        'message',
        (/** @type {{ id: number, rendered?: Rendered, error?: string }} */ answer) => {
          const job = one.waiting.get(answer.id);
          if (!job) return;
          one.waiting.delete(answer.id);
          if (answer.rendered) job.resolve(answer.rendered);
          else job.reject(new Error(answer.error));
        },
      );
      one.worker.on('error', () => retire(one));
      one.worker.on('exit', () => retire(one));
      workers.push(one);
    }
  };
  return {
    /** @type {RenderFunction} */
    render(entry) {
      if (!started) start();
      if (!workers.length) return here(entry);
      const one = workers.reduce((a, b) => (b.waiting.size < a.waiting.size ? b : a));
      const id = next++;
      return new Promise((resolve, reject) => {
        try {
          one.worker.postMessage({
            id,
            body: entry.body ?? '',
            frontmatter: entry.data,
            filePath: entry.filePath,
          });
          one.waiting.set(id, { entry, resolve, reject });
        } catch {
          here(entry).then(resolve, reject);
        }
      });
    },
    /** Stops the workers once every page is rendered. */
    async close() {
      const all = workers;
      workers = [];
      await Promise.all(all.map((one) => one.worker.terminate()));
    },
  };
}

/**
 * Astro's `glob` loader whose Markdown (.md) entries are rendered aside, by worker threads, while
 * the main thread reads, parses and stores the rest: during a build the content sync otherwise
 * renders every article on one core (for 2,500 articles, 8 of its 13 seconds). What is stored is what
 * `glob` stores. MDX is compiled later by Vite and is not affected. Used while building, on a machine
 * of two cores or more; when watching files (`astro dev`) or when the settings cannot be sent to a
 * thread (`portableSettings`), this is `glob` itself.
 * @param {Parameters<typeof glob>[0]} options
 * @returns {Loader}
 */
export function globRenderedAside(options) {
  const inner = glob(options);
  return {
    ...inner,
    async load(loaderContext) {
      const context = /** @type {GlobContext} */ (loaderContext);
      const markdown = context.entryTypes.get('.md');
      const cores = availableParallelism();
      const settings =
        !context.watcher && cores > 1 && markdown?.getRenderFunction
          ? portableSettings(context.config)
          : null;
      if (!markdown?.getRenderFunction || !settings) return inner.load(context);
      const ownRender = markdown.getRenderFunction.bind(markdown);
      const pool = renderPool(
        settings,
        Math.min(cores, 4),
        async () => /** @type {RenderFunction} */ (await ownRender(context.config)),
      );
      const entryTypes = new Map(context.entryTypes);
      entryTypes.set('.md', { ...markdown, getRenderFunction: async () => pool.render });
      try {
        /** @type {GlobContext} */
        const withWorkers = { ...context, entryTypes };
        await inner.load(withWorkers);
      } finally {
        await pool.close();
      }
    },
  };
}
