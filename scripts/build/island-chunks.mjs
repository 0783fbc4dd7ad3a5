// @ts-check

/**
 * Two chunks of the browser build are drawn by hand (decision 15, amendment of 2026-11-28 "shell
 * and live chunks"); Rollup draws the rest.
 *
 * - `shell`: everything the header and the toasts import, statically. Both islands are on every
 *   marketplace page, so every page runs all of it; Rollup split it into six or seven files by
 *   which other islands share which part, and each file costs its own gzip tables and imports.
 * - `live`: the member's part of the header (the module `islands/header.tsx` loads once someone is
 *   signed in), less the shell and less whatever is also used where the websocket is not
 *   (`islands/lib/realtime.ts`): the Messages link, the bell, the account menu, their stores and the
 *   websocket client. Rollup kept those in five files, because the messages and notifications pages
 *   each import some of them; a member's page loads all five.
 *
 * Only the modules named here go in (`onlyExplicitManualChunks`; by default Rollup would add every
 * module a manual chunk imports, the avatar and the chat icon that visitors' pages use too). The
 * shell is closed under static imports, so it imports nothing; `live` imports only the shell and
 * modules Rollup places, which import nothing of `live`: no two chunks import each other.
 * @returns {import('vite').Plugin}
 */
export function islandChunks() {
  let server = false;
  return {
    name: 'guild-island-chunks',
    apply: 'build',
    configResolved(config) {
      server = Boolean(config.build.ssr);
    },
    outputOptions(options) {
      if (server) return null;
      /** @type {Map<string, 'shell' | 'live'> | undefined} */
      let chunkOf;
      return {
        ...options,
        // Only the modules named below; Rollup places the rest, the shell's and live's imports too.
        onlyExplicitManualChunks: true,
        manualChunks(id, { getModuleIds, getModuleInfo }) {
          chunkOf ??= drawChunks([...getModuleIds()], getModuleInfo);
          return chunkOf.get(id);
        },
      };
    },
  };
}

const SHELL = [/\/islands\/header\.tsx$/, /\/islands\/shell\/Toaster\.tsx$/];
const MEMBER = /\/member-header\.tsx$/;
const LIVE = /\/islands\/lib\/realtime\.ts$/;

/**
 * @param {string[]} ids
 * @param {import('rollup').GetModuleInfo} info
 * @returns {Map<string, 'shell' | 'live'>}
 */
export function drawChunks(ids, info) {
  /** @type {Map<string, Set<string>>} */
  const closures = new Map();
  /** Every module `start` imports statically, directly or not, itself included. */
  const closure = (/** @type {string} */ start) => {
    let seen = closures.get(start);
    if (seen) return seen;
    seen = new Set([start]);
    const stack = [start];
    while (stack.length > 0) {
      for (const next of info(/** @type {string} */ (stack.pop()))?.importedIds ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    closures.set(start, seen);
    return seen;
  };
  /** @type {Map<string, 'shell' | 'live'>} */
  const chunks = new Map();
  const shellRoots = ids.filter((id) => SHELL.some((pattern) => pattern.test(id)));
  if (shellRoots.length !== SHELL.length) return chunks;
  for (const root of shellRoots) for (const id of closure(root)) chunks.set(id, 'shell');

  // The member's part is reached through `import()`: a dynamic entry, as is every module some
  // code loads on demand. The entries are where a page starts running code.
  const member = ids.find((id) => MEMBER.test(id) && (info(id)?.dynamicImporters.length ?? 0) > 0);
  const live = ids.find((id) => LIVE.test(id));
  if (!member || !live) return chunks;
  const entries = ids.filter((id) => {
    const module = info(id);
    return Boolean(module?.isEntry || (module?.dynamicImporters.length ?? 0) > 0);
  });
  /** Every module some entry that never reaches the websocket client uses. */
  const usedWithoutLive = new Set(
    entries.filter((entry) => !closure(entry).has(live)).flatMap((e) => [...closure(e)]),
  );
  for (const id of closure(member)) {
    if (!chunks.has(id) && !usedWithoutLive.has(id)) chunks.set(id, 'live');
  }
  return chunks;
}
