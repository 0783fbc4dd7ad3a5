import type { ModuleInfo } from 'rollup';
import { describe, expect, it } from 'vitest';
import { drawChunks } from './island-chunks.mjs';

/**
 * A module graph as Rollup's `getModuleInfo` answers it: each module's static imports, which
 * modules load it with `import()`, and whether the build starts from it.
 */
function graph(modules: Record<string, { imports?: string[]; loadedBy?: string[]; entry?: boolean }>) {
  const ids = Object.keys(modules);
  const info = (id: string) => {
    const m = modules[id];
    return m
      ? ({
          id,
          importedIds: m.imports ?? [],
          dynamicImporters: m.loadedBy ?? [],
          isEntry: m.entry ?? false,
        } as unknown as ModuleInfo)
      : null;
  };
  return drawChunks(ids, info);
}

// The shape of Guild's islands, small: the header and the toasts on every page, the header loading
// the member's part on demand, a messages page using the websocket, a gig page using the chat icon.
const islands = {
  'astro-entry:header': { entry: true, imports: ['/islands/header.tsx'] },
  '/islands/header.tsx': { imports: ['react', '/islands/lib/session.ts'] },
  'astro-entry:Toaster': { entry: true, imports: ['/islands/shell/Toaster.tsx'] },
  '/islands/shell/Toaster.tsx': { imports: ['react', '/islands/lib/toast.ts'] },
  react: {},
  '/islands/lib/session.ts': { imports: ['/islands/lib/api.ts'] },
  '/islands/lib/api.ts': {},
  '/islands/lib/toast.ts': {},
  'lazy:/islands/header.tsx|/islands/member-header.tsx': {
    loadedBy: ['/islands/header.tsx'],
    imports: ['/islands/member-header.tsx'],
  },
  '/islands/member-header.tsx': {
    imports: ['react', '/islands/chat/MessagesLink.tsx', '/islands/notifications/store.ts'],
  },
  '/islands/chat/MessagesLink.tsx': {
    imports: ['/islands/lib/ui/ChatIcon.tsx', '/islands/chat/unread.ts', '/islands/lib/session.ts'],
  },
  '/islands/chat/unread.ts': { imports: ['/islands/lib/realtime.ts'] },
  '/islands/notifications/store.ts': { imports: ['/islands/lib/realtime.ts'] },
  '/islands/lib/realtime.ts': { imports: ['/islands/lib/api.ts'] },
  '/islands/lib/ui/ChatIcon.tsx': { imports: ['react'] },
  'astro-entry:MessagesPage': { entry: true, imports: ['/islands/chat/MessagesPage.tsx'] },
  '/islands/chat/MessagesPage.tsx': { imports: ['/islands/chat/unread.ts', '/islands/lib/ui/ChatIcon.tsx'] },
  'astro-entry:GigDetail': { entry: true, imports: ['/islands/gigs/GigDetail.tsx'] },
  '/islands/gigs/GigDetail.tsx': { imports: ['react', '/islands/lib/ui/ChatIcon.tsx'] },
};

/** The modules `chunks` puts in `name`, sorted. */
const modulesIn = (chunks: Map<string, string>, name: string) =>
  [...chunks]
    .filter(([, chunk]) => chunk === name)
    .map(([id]) => id)
    .sort();

describe('the shell and live chunks', () => {
  it("puts everything the header and the toasts import in the shell, and not the islands' own modules", () => {
    const chunks = graph(islands);
    expect(modulesIn(chunks, 'shell')).toEqual(
      [
        '/islands/header.tsx',
        '/islands/shell/Toaster.tsx',
        'react',
        '/islands/lib/session.ts',
        '/islands/lib/api.ts',
        '/islands/lib/toast.ts',
      ].sort(),
    );
    expect(chunks.get('astro-entry:header')).toBeUndefined();
  });

  it("puts the member's part in live, less what a page without the websocket uses too", () => {
    const chunks = graph(islands);
    expect(modulesIn(chunks, 'live')).toEqual(
      [
        'lazy:/islands/header.tsx|/islands/member-header.tsx',
        '/islands/member-header.tsx',
        '/islands/chat/MessagesLink.tsx',
        '/islands/chat/unread.ts',
        '/islands/notifications/store.ts',
        '/islands/lib/realtime.ts',
      ].sort(),
    );
    // The gig page has a message button: the chat icon stays where Rollup puts it.
    expect(chunks.get('/islands/lib/ui/ChatIcon.tsx')).toBeUndefined();
    // Not the messages page's own module: it is not the member header's.
    expect(chunks.get('/islands/chat/MessagesPage.tsx')).toBeUndefined();
  });

  it('draws no live chunk when nothing loads the member header on demand, and no chunk at all without the shell', () => {
    const { 'lazy:/islands/header.tsx|/islands/member-header.tsx': _lazy, ...statically } = islands;
    const chunks = graph(statically);
    expect([...chunks.values()].filter((c) => c === 'live')).toEqual([]);
    expect(chunks.get('/islands/header.tsx')).toBe('shell');

    const { '/islands/shell/Toaster.tsx': _toaster, ...noToaster } = islands;
    expect(graph(noToaster).size).toBe(0);
  });
});
