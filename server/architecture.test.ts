import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The lines between the server's parts (house-style.md, "The way between modules"), read from the
// imports of every production file under server/ (tests and server/test/ are free to reach in).

const ROOT = resolve(import.meta.dirname, '..');

/** Which module owns each table of db/schema; only its owners' repositories may use it. */
const TABLE_OWNERS: Record<string, readonly string[]> = {
  // The person: accounts keeps the credentials, profiles the public profile.
  users: ['accounts', 'profiles'],
  sessions: ['sessions'],
  refreshTokens: ['sessions'],
  otps: ['accounts'],
  userIdentities: ['outside-sign-in'],
  oidcFlows: ['outside-sign-in'],
  loginHandoffs: ['outside-sign-in'],
  referralSources: ['accounts'],
  onboardingContent: ['accounts'],
  contactMessages: ['contact'],
  userAddresses: ['profiles'],
  socialLinks: ['profiles'],
  userSkills: ['profiles'],
  skillEndorsements: ['profiles'],
  certifications: ['profiles'],
  awards: ['profiles'],
  follows: ['profiles'],
  userEngagement: ['profiles'],
  notifications: ['notifications'],
  codingStats: ['stats'],
  gigCategories: ['gigs'],
  gigTags: ['gigs'],
  gigs: ['gigs'],
  gigTagLinks: ['gigs'],
  gigStats: ['gigs'],
  gigMedia: ['gigs'],
  gigKits: ['gigs'],
  gigLikes: ['gigs'],
  gigVisitMarks: ['gigs'],
  gigVisitSalts: ['gigs'],
  orders: ['orders'],
  checkoutSessions: ['orders'],
  teams: ['teams'],
  productCategories: ['products'],
  productTypes: ['products'],
  products: ['products'],
  productStocks: ['products'],
  productMedia: ['products'],
  wishlistEntries: ['products'],
  productPurchases: ['products'],
  productReviews: ['products'],
  reviewImages: ['products'],
  reviewVideos: ['products'],
  productQuestions: ['products'],
  teamMembers: ['teams'],
  teamTags: ['teams'],
  teamFollows: ['teams'],
  teamLikes: ['teams'],
  teamVisitMarks: ['teams'],
  teamVisitSalts: ['teams'],
  projects: ['hiring'],
  epics: ['hiring'],
  clientRequests: ['hiring'],
  epicChangeRequests: ['hiring'],
  newsletterSubscribers: ['newsletter'],
  newsletterDeliveries: ['newsletter'],
  articleViews: ['analytics'],
  chatMessages: ['chat'],
  articleViewMarks: ['analytics'],
  analyticsSalts: ['analytics'],
  meta: [],
};

interface SourceFile {
  /** Path from the project root, with forward slashes. */
  path: string;
  text: string;
}

interface Import {
  from: string;
  /** The resolved target, from the project root; bare packages stay as written. */
  target: string;
  names: string[];
  typeOnly: boolean;
}

const IMPORT = /import\s+(type\s+)?([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/g;

function importsOf(file: SourceFile): Import[] {
  const out: Import[] = [];
  for (const m of file.text.matchAll(IMPORT)) {
    const [, typeKw, clause = '', from = ''] = m;
    const target = from.startsWith('.')
      ? relative(ROOT, resolve(ROOT, dirname(file.path), from)).replaceAll('\\', '/')
      : from;
    const braces = clause.match(/\{([\s\S]*)\}/)?.[1] ?? '';
    const names = braces
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type '))
      .map((n) => n.split(/\s+as\s+/)[0]!.trim());
    out.push({ from, target, names, typeOnly: Boolean(typeKw) });
  }
  return out;
}

const moduleOf = (path: string) => path.match(/^server\/modules\/([^/]+)\//)?.[1] ?? null;

/** Every broken line in `files`, one sentence each. */
function violations(files: SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const own = moduleOf(file.path);
    for (const imp of importsOf(file)) {
      if (file.path.startsWith('server/') && imp.target.startsWith('scripts/'))
        found.push(`${file.path} imports ${imp.from}: the server never imports scripts/`);
      if (file.path.startsWith('server/plugins/') && imp.target.startsWith('server/modules/'))
        found.push(`${file.path} imports ${imp.from}: plugins never import modules`);
      const other = moduleOf(`${imp.target}/`);
      if (own && other && other !== own)
        found.push(`${file.path} imports ${imp.from}: module ${own} reaches into module ${other}`);
      if (own && !imp.typeOnly && /^db\/schema(\/|$)/.test(imp.target)) {
        for (const name of imp.names) {
          const owners = TABLE_OWNERS[name];
          if (owners && !owners.includes(own))
            found.push(
              `${file.path} uses table ${name}: it belongs to ${owners.join(' and ') || 'no module'}`,
            );
        }
      }
    }
  }
  return found;
}

function productionFiles(dir: string): SourceFile[] {
  const out: SourceFile[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (path !== 'server/test' && entry.name !== 'fixtures') out.push(...productionFiles(path));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      out.push({ path, text: readFileSync(join(ROOT, path), 'utf8') });
    }
  }
  return out;
}

/**
 * Lines crossed today that the architecture issue is still removing, module by module. Each entry
 * must still occur (so the list only shrinks); anything not listed fails the test.
 */
const KNOWN: string[] = [];

describe('the way between modules', () => {
  it('finds each kind of violation when one is planted', () => {
    const planted: SourceFile[] = [
      { path: 'server/plugins/x.ts', text: "import { a } from '../modules/gigs/service';" },
      { path: 'server/modules/orders/repo.ts', text: "import { gigs, orders } from '../../../db/schema';" },
      { path: 'server/modules/orders/service.ts', text: "import { downloadName } from '../gigs/service';" },
      { path: 'server/main.ts', text: "import { seedDemo } from '../scripts/seed';" },
      { path: 'server/modules/orders/ok.ts', text: "import type { GigRow } from '../../../db/schema';" },
    ];
    expect(violations(planted)).toEqual([
      'server/plugins/x.ts imports ../modules/gigs/service: plugins never import modules',
      'server/modules/orders/repo.ts uses table gigs: it belongs to gigs',
      'server/modules/orders/service.ts imports ../gigs/service: module orders reaches into module gigs',
      'server/main.ts imports ../scripts/seed: the server never imports scripts/',
    ]);
  });

  it('every table has an owner in the map', async () => {
    const schema = await import('../db/schema');
    const tables = Object.entries(schema)
      .filter(
        ([, value]) => value && typeof value === 'object' && Symbol.for('drizzle:IsDrizzleTable') in value,
      )
      .map(([name]) => name);
    expect(tables.filter((t) => !(t in TABLE_OWNERS))).toEqual([]);
  });

  it('no production file under server/ crosses a line', () => {
    const found = violations(productionFiles('server'));
    expect(found.filter((v) => !KNOWN.includes(v))).toEqual([]);
    expect(KNOWN.filter((v) => !found.includes(v))).toEqual([]);
  });
});
