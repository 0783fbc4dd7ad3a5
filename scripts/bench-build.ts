// `npm run bench:build`: generates BENCH_N articles (default 2000; every fourth also in Spanish) in a
// temporary content folder and builds, into temporary folders:
//   1. the whole site from cold;
//   2. the whole site again after editing one article (warm: Astro's cacheDir is kept, with the
//      content layer's data store and the precompressed copies of unchanged files);
//   3. a bare Astro 5 blog of the same articles (scripts/bench/bare-blog: a page per article and a
//      list, nothing else) from cold — the floor the site's build is held against.
// The cold builds of 1 and 3 alternate, BENCH_BUILD_ROUNDS times (3); 2 follows them. Prints one JSON line: pages,
// seconds (medians, and each round's), pages per second and CPU seconds of each, the site ÷ bare
// ratio of pages per second (wall time, `ratio`, and each round's, `ratios`) and of pages per CPU
// second (`cpu_ratio`, steadier on a shared machine), and the load average at the end. BENCH_BARE=0
// skips the bare blog. content/ and dist/ are never touched.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { median } from './bench/median';

const ROOT = join(import.meta.dirname, '..');
const N = Number(process.env.BENCH_N ?? 2000);
if (!Number.isInteger(N) || N < 1) throw new Error('BENCH_N must be a whole number above 0');

// A small deterministic generator, so every run builds the same corpus.
let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const some = <T>(list: readonly T[], count: number): T[] => [
  ...new Set(Array.from({ length: count }, () => pick(list))),
];

const WORDS = {
  en: 'design system token colour contrast research interview prototype accessibility layout typography motion pattern component screen reader keyboard focus team review audit user journey label error form navigation content writing brand palette grid spacing feedback test study insight decision release metric cost habit'.split(
    ' ',
  ),
  es: 'diseño sistema token color contraste investigación entrevista prototipo accesibilidad maquetación tipografía movimiento patrón componente pantalla lector teclado foco equipo revisión auditoría usuario recorrido etiqueta error formulario navegación contenido escritura marca paleta retícula espacio prueba estudio decisión versión métrica coste hábito'.split(
    ' ',
  ),
};

function sentence(lang: 'en' | 'es'): string {
  const words = Array.from({ length: 8 + Math.floor(random() * 12) }, () => pick(WORDS[lang]));
  const text = words.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}
const paragraph = (lang: 'en' | 'es') =>
  Array.from({ length: 4 + Math.floor(random() * 4) }, () => sentence(lang)).join(' ');

function article(
  lang: 'en' | 'es',
  i: number,
  refs: { topics: string[]; creators: string[]; tools: string[] },
) {
  const date = new Date(Date.UTC(2020, 0, 1) + i * 36e5 * 7).toISOString().slice(0, 10);
  const description = `${sentence(lang)} ${sentence(lang)}`.slice(0, 200);
  const sections = Array.from(
    { length: 4 },
    (_, s) => `## ${sentence(lang).slice(0, -1)} ${s + 1}\n\n${paragraph(lang)}\n\n${paragraph(lang)}`,
  );
  return `---
title: "${lang === 'en' ? 'Benchmark article' : 'Artículo de prueba'} ${i}: ${sentence(lang).slice(0, 60).replace(/\.$/, '')}"
description: "${description}"
date: ${date}
topics: [${some(refs.topics, 3).join(', ')}]
creator: ${pick(refs.creators)}
cover: /covers/design-tokens-that-survive-a-rebrand.svg
coverAlt: Overlapping translucent circles above a grid of small squares.
editorsPick: ${i % 50 === 0}
tools: [${some(refs.tools, 2).join(', ')}]
---

${paragraph(lang)}

${sections.join('\n\n')}
`;
}

const ids = (dir: string) =>
  readdirSync(join(ROOT, 'content', dir)).map((f) => f.replace(/\.(mdx?|json)$/, ''));

// CPU seconds (user + system) of this process's finished children and theirs, from Linux's
// /proc/self/stat: on a shared machine the wall time of a build moves with everyone else's load, its
// CPU time much less. null elsewhere.
const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
function childCpuSeconds(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of proc(5) (cutime, cstime); the slice starts at field 3.
    return (Number(fields[13]) + Number(fields[14])) / ticks;
  } catch {
    return null;
  }
}

const work = mkdtempSync(join(tmpdir(), 'guild-bench-build-'));
try {
  const content = join(work, 'content');
  for (const dir of ['topics', 'creators', 'tools', 'newsletter']) {
    cpSync(join(ROOT, 'content', dir), join(content, dir), { recursive: true });
  }
  const refs = { topics: ids('topics'), creators: ids('creators'), tools: ids('tools') };
  for (const lang of ['en', 'es'] as const) mkdirSync(join(content, 'articles', lang), { recursive: true });
  for (let i = 1; i <= N; i++) {
    const slug = `bench-article-${String(i).padStart(5, '0')}`;
    writeFileSync(join(content, 'articles', 'en', `${slug}.md`), article('en', i, refs));
    if (i % 4 === 0) writeFileSync(join(content, 'articles', 'es', `${slug}.md`), article('es', i, refs));
  }

  // Run from the temporary folder: Astro keeps its intermediate build inside the working directory,
  // so the project folder (and anyone else building in it) is left alone. That build imports the
  // project's packages, hence the link to node_modules.
  symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
  // BENCH_VERBOSE=1 shows Astro's own log (where the time goes); by default only the JSON line.
  const verbose = Boolean(process.env.BENCH_VERBOSE);
  const build = (root: string, dist: string) => {
    const cpuBefore = childCpuSeconds();
    const started = performance.now();
    const result = spawnSync(
      join(ROOT, 'node_modules', '.bin', 'astro'),
      ['build', '--root', root, ...(verbose ? [] : ['--silent'])],
      {
        cwd: work,
        stdio: ['ignore', verbose ? 'inherit' : 'ignore', 'inherit'],
        env: { ...process.env, CONTENT_DIR: content, DIST_DIR: dist, ASTRO_TELEMETRY_DISABLED: '1' },
      },
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = childCpuSeconds();
    if (result.status !== 0) throw new Error(`astro build --root ${root} failed (exit ${result.status})`);
    const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.html'),
    ).length;
    return {
      pages,
      seconds: Number(seconds.toFixed(2)),
      pages_per_second: Number((pages / seconds).toFixed(1)),
      cpu_seconds: cpuBefore === null || cpuAfter === null ? null : Number((cpuAfter - cpuBefore).toFixed(1)),
    };
  };

  // Cold builds of the site and of the bare blog alternate, BENCH_BUILD_ROUNDS times (3), each
  // into a fresh folder (with its own fresh cache): a busy moment of a shared machine then falls on
  // both, and the medians are printed. Then the warm rebuild of the first round's site, after
  // editing one article.
  const rounds = Number(process.env.BENCH_BUILD_ROUNDS ?? 3);
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error('BENCH_BUILD_ROUNDS must be a whole number above 0');
  const withBare = process.env.BENCH_BARE !== '0';
  const colds: ReturnType<typeof build>[] = [];
  const bares: ReturnType<typeof build>[] = [];
  const site = (round: number) => colds.push(build(ROOT, join(work, `dist-${round}`)));
  const blog = (round: number) => {
    if (withBare) bares.push(build(join(ROOT, 'scripts', 'bench', 'bare-blog'), join(work, `bare-${round}`)));
  };
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      site(round);
      blog(round);
    } else {
      blog(round);
      site(round);
    }
  }
  appendFileSync(
    join(content, 'articles', 'en', 'bench-article-00001.md'),
    '\nOne more paragraph, written after the first build.\n',
  );
  const warm = build(ROOT, join(work, 'dist-0'));
  const mid = (list: ReturnType<typeof build>[], key: 'seconds' | 'cpu_seconds') =>
    median(list.map((b) => b[key] ?? 0));
  const cold = {
    pages: colds[0]!.pages,
    seconds: mid(colds, 'seconds'),
    pages_per_second: Number((colds[0]!.pages / mid(colds, 'seconds')).toFixed(1)),
    cpu_seconds: colds[0]!.cpu_seconds === null ? null : mid(colds, 'cpu_seconds'),
  };
  const rate = (b: ReturnType<typeof build>) => b.pages / b.seconds;
  const ratios = bares.map((b, i) => Number((rate(colds[i]!) / rate(b)).toFixed(2)));
  const bare = bares.length
    ? {
        pages: bares[0]!.pages,
        seconds: mid(bares, 'seconds'),
        pages_per_second: Number((bares[0]!.pages / mid(bares, 'seconds')).toFixed(1)),
        cpu_seconds: bares[0]!.cpu_seconds === null ? null : mid(bares, 'cpu_seconds'),
      }
    : null;
  console.log(
    JSON.stringify({
      bench: 'build',
      articles: N,
      translations: Math.floor(N / 4),
      rounds,
      ...cold,
      cold_seconds_by_round: colds.map((b) => b.seconds),
      warm_seconds: warm.seconds,
      warm_cpu_seconds: warm.cpu_seconds,
      ...(bare
        ? {
            bare_pages: bare.pages,
            bare_seconds: bare.seconds,
            bare_seconds_by_round: bares.map((b) => b.seconds),
            bare_pages_per_second: bare.pages_per_second,
            bare_cpu_seconds: bare.cpu_seconds,
            // Pages a second of the site ÷ the bare blog's (both medians); each round's beside it.
            ratio: Number((cold.pages_per_second / bare.pages_per_second).toFixed(2)),
            ratios,
            ...(cold.cpu_seconds && bare.cpu_seconds
              ? {
                  cpu_ratio: Number(
                    (cold.pages / cold.cpu_seconds / (bare.pages / bare.cpu_seconds)).toFixed(2),
                  ),
                }
              : {}),
          }
        : {}),
      load_average: loadavg().map((x) => Number(x.toFixed(2))),
    }),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
