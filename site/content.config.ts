import { defineCollection, reference, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { globRenderedAside } from '../scripts/build/markdown-aside.mjs';

// Content collections of Guild Journal, checked at build. (Astro's content layer takes zod schemas;
// request contracts use valibot — see docs/decisions/0004-content-schemas.md.)

/**
 * Where the content lives. `CONTENT_DIR` points a build at another folder (the build benchmark
 * generates thousands of articles in a temporary one) without touching `content/`.
 */
const CONTENT_DIR = (process.env.CONTENT_DIR || './content').replace(/\/+$/, '');

export const TOOL_CATEGORIES = [
  'ux-tools',
  'virtual-reality',
  'prototyping-tools',
  'accessibility',
  'conversational-design',
] as const;

const articles = defineCollection({
  // content/articles/en/<slug>.mdx and content/articles/es/<slug>.mdx: same slug = same article.
  // Articles written in Markdown (.md) are rendered by worker threads during a build.
  loader: globRenderedAside({ pattern: '**/*.{md,mdx}', base: `${CONTENT_DIR}/articles` }),
  schema: z.object({
    title: z.string().min(5).max(120),
    description: z.string().min(20).max(300),
    date: z.coerce.date(),
    topics: z.array(reference('topics')).min(1),
    creator: reference('creators'),
    cover: z.string().startsWith('/'),
    coverAlt: z.string().min(5),
    editorsPick: z.boolean().default(false),
    tools: z.array(reference('tools')).default([]),
  }),
});

const tools = defineCollection({
  loader: glob({ pattern: '**/*.{md,mdx}', base: `${CONTENT_DIR}/tools` }),
  schema: z.object({
    name: z.string().min(2),
    description: z.string().min(20).max(300),
    descriptionEs: z.string().min(20).max(300),
    category: z.enum(TOOL_CATEGORIES),
    url: z.string().url(),
    logo: z.string().startsWith('/'),
    pricing: z.enum(['free', 'freemium', 'paid', 'open-source']),
    added: z.coerce.date(),
  }),
});

const topics = defineCollection({
  loader: glob({ pattern: '**/*.json', base: `${CONTENT_DIR}/topics` }),
  schema: z.object({
    name: z.string(),
    nameEs: z.string(),
    description: z.string(),
    descriptionEs: z.string(),
    /** Listed in the navigation's Topics submenu. */
    inMenu: z.boolean().default(false),
    /** A tab of Topic Spotlights on the home page. */
    spotlight: z.boolean().default(false),
    order: z.number().int().default(100),
  }),
});

const creators = defineCollection({
  loader: glob({ pattern: '**/*.{md,mdx}', base: `${CONTENT_DIR}/creators` }),
  schema: z.object({
    name: z.string(),
    role: z.string(),
    roleEs: z.string(),
    avatar: z.string().startsWith('/'),
    location: z.string(),
    /** Web Monetization wallet address; the site's own is the fallback. */
    walletAddress: z.string().url().optional(),
    links: z.array(z.object({ label: z.string(), url: z.string().url() })).default([]),
    spotlight: z.boolean().default(false),
  }),
});

const newsletter = defineCollection({
  // content/newsletter/en/<number>.md and content/newsletter/es/<number>.md
  loader: glob({ pattern: '**/*.{md,mdx}', base: `${CONTENT_DIR}/newsletter` }),
  schema: z.object({
    number: z.number().int().positive(),
    title: z.string(),
    date: z.coerce.date(),
    summary: z.string(),
    articles: z.array(z.string()).default([]),
  }),
});

/**
 * The marketplace's information pages (FAQ, about, contact, terms, privacy, refund and cookie
 * policies): content/market-pages/en/<page>.md and content/market-pages/ar/<page>.md, the same
 * page name in both languages. `## Heading {#id}` starts a section (the id is the anchor the
 * contents and other pages link to); the FAQ's `## Group` holds `### Question` items. Not the
 * Journal's: a benchmark's CONTENT_DIR does not replace them.
 */
const marketPages = defineCollection({
  loader: glob({ pattern: '{en,ar}/*.md', base: './content/market-pages' }),
  schema: z.object({
    /** The page's heading. */
    title: z.string().min(2),
    /** The browser tab's title, when it is shorter than the heading (default: the heading). */
    tabTitle: z.string().optional(),
    lead: z.string().min(20),
    /** Legal pages: when they last changed, shown as "Last updated". */
    updated: z.coerce.date().optional(),
    /** Long pages: a table of contents of the sections. */
    toc: z.boolean().default(false),
  }),
});

export const collections = { articles, tools, topics, creators, newsletter, marketPages };
