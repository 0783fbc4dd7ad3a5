import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The lines between island areas (house-style.md): an area imports only `islands/lib/`,
 * `contracts/`, its own folder and npm packages; `lib/` imports no area; screens reach the API
 * only through their area's `api.ts`; each shared helper is defined once. Islands that combine
 * areas (`islands/header.tsx`) live at the top of `islands/`, outside every area.
 */

const ISLANDS = dirname(fileURLToPath(import.meta.url));
const ROOT = dirname(ISLANDS);

interface SourceFile {
  /** Relative to the repository root, with forward slashes: `islands/gigs/GigDetail.tsx`. */
  path: string;
  source: string;
}

/** Every module specifier of a file: static imports and re-exports, and dynamic `import()`. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of source.matchAll(pattern)) found.push(m[1]!);
  return found;
}

/** `islands/<area>/…` → the area; `lib` is the shared kit; null for files at the top of islands/. */
const areaOf = (path: string): string | null => {
  const parts = path.split('/');
  return parts[0] === 'islands' && parts.length > 2 ? parts[1]! : null;
};

/** Where a relative specifier points, from the repository root; null for a package. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return normalize(join(dirname(from), specifier))
    .split(sep)
    .join('/');
}

/** Each import that crosses a line, as "<file> imports <specifier>". */
function importViolations(files: SourceFile[]): string[] {
  const out: string[] = [];
  for (const file of files) {
    const area = areaOf(file.path);
    if (area === null) continue;
    for (const specifier of specifiers(file.source)) {
      const target = resolve(file.path, specifier);
      if (target === null) continue;
      const allowed =
        target.startsWith('contracts/') ||
        target.startsWith('islands/lib/') ||
        (area !== 'lib' && target.startsWith(`islands/${area}/`));
      if (!allowed) out.push(`${file.path} imports ${specifier}`);
    }
  }
  return out;
}

/** Screens that call the API client themselves instead of through their area's `api.ts`. */
function directApiCalls(files: SourceFile[]): string[] {
  return files
    .filter((f) => {
      const area = areaOf(f.path);
      return area !== null && area !== 'lib' && !f.path.endsWith('/api.ts');
    })
    .filter((f) => /import\s*\{[^}]*\bapi\b[^}]*\}\s*from\s*['"][./]*lib\/api['"]/.test(f.source))
    .map((f) => f.path);
}

/** The helpers issue 11 found defined more than once, and the names they were retired from. */
const SHARED_HELPERS = [
  'signInHref',
  'Avatar',
  'initials',
  'PersonCard',
  'FollowButton',
  'LoadMoreButton',
  'usePagedList',
  'OtpField',
  'useCountdown',
  'NewPasswordFields',
  'readFailure',
  'notifyFailure',
  'failureText',
  'downloadKit',
  'formatPrice',
  'Pager',
  'idFromPath',
  'GigCard',
  'TeamCard',
  'ProductCard',
  'GithubRuns',
] as const;
const RETIRED_HELPERS = ['goToSignIn', 'signInFirst', 'signInUrl', 'SignInFirst', 'describeFailure'];

/** Where each name is defined (a function, or a const/let holding one), across the files. */
function definitions(files: SourceFile[], names: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (const file of files) {
    for (const name of names) {
      const pattern = new RegExp(
        `(?:^|\\s)(?:function\\s+${name}\\b|(?:const|let|var)\\s+${name}\\s*=)`,
        'm',
      );
      if (pattern.test(file.source)) out[name]!.push(file.path);
    }
  }
  return out;
}

function islandFiles(dir = ISLANDS): SourceFile[] {
  const out: SourceFile[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...islandFiles(full));
    else if (/\.tsx?$/.test(name)) {
      out.push({ path: relative(ROOT, full).split(sep).join('/'), source: readFileSync(full, 'utf8') });
    }
  }
  return out;
}

const real = islandFiles();
const code = real.filter((f) => !f.path.endsWith('.test.ts'));

describe('the lines between island areas', () => {
  it('finds the files it checks', () => {
    expect(real.map((f) => f.path)).toContain('islands/gigs/GigDetail.tsx');
    expect(real.length).toBeGreaterThan(50);
  });

  it('reports an area that imports another area, or lib importing an area', () => {
    const planted: SourceFile[] = [
      {
        path: 'islands/orders/OrderList.tsx',
        source: [
          "import { useState } from 'react';",
          "import type { Order } from '../../contracts/orders';",
          "import { downloadKit } from '../gigs/GigDetail';",
          "import { api } from '../lib/api';",
          "import { ordersApi } from './api';",
          "export { Pager } from '../gigs/shared';",
          "const lazy = () => import('../profile/ProfilePage');",
        ].join('\n'),
      },
      { path: 'islands/lib/ui/Thing.tsx', source: "import { gigsApi } from '../../gigs/api';" },
      { path: 'islands/shell/Thing.tsx', source: "import { db } from '../../server/db';" },
      { path: 'islands/header.tsx', source: "import Bell from './notifications/NotificationBell';" },
    ];
    expect(importViolations(planted)).toEqual([
      'islands/orders/OrderList.tsx imports ../gigs/GigDetail',
      'islands/orders/OrderList.tsx imports ../gigs/shared',
      'islands/orders/OrderList.tsx imports ../profile/ProfilePage',
      'islands/lib/ui/Thing.tsx imports ../../gigs/api',
      'islands/shell/Thing.tsx imports ../../server/db',
    ]);
    expect(directApiCalls(planted)).toEqual(['islands/orders/OrderList.tsx']);
  });

  it('holds in the islands as they are: areas import only lib/, contracts/ and themselves', () => {
    expect(importViolations(real)).toEqual([]);
  });

  it('holds in the islands as they are: screens call the API only through their area’s api.ts', () => {
    expect(directApiCalls(real)).toEqual([]);
  });

  it('gives every area an api.ts', () => {
    const areas = new Set(
      real.map((f) => areaOf(f.path)).filter((a): a is string => a !== null && a !== 'lib'),
    );
    for (const area of areas) {
      expect(
        real.map((f) => f.path),
        area,
      ).toContain(`islands/${area}/api.ts`);
    }
  });
});

describe('one definition of each shared helper', () => {
  it('reports a helper defined twice', () => {
    const planted: SourceFile[] = [
      { path: 'islands/lib/ui/Avatar.tsx', source: 'export function initials(name: string) {}' },
      { path: 'islands/shell/AccountMenu.tsx', source: 'const initials = (name: string) => name;' },
    ];
    expect(definitions(planted, ['initials']).initials).toHaveLength(2);
  });

  it('defines each shared helper exactly once, in islands/lib/', () => {
    for (const [name, where] of Object.entries(definitions(code, SHARED_HELPERS))) {
      expect(where, name).toHaveLength(1);
      expect(where[0], name).toMatch(/^islands\/lib\//);
    }
  });

  it('keeps the retired helpers retired', () => {
    for (const [name, where] of Object.entries(definitions(code, RETIRED_HELPERS))) {
      expect(where, name).toEqual([]);
    }
  });

  it('keeps every screen file under 300 lines', () => {
    const long = code
      .filter((f) => f.path.endsWith('.tsx') && f.source.split('\n').length > 300)
      .map((f) => f.path);
    expect(long).toEqual([]);
  });
});
