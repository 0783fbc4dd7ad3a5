import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { priceInBoth } from '../../contracts/locale';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { UserRow } from '../../db/schema';
import { handle, single, tables } from '../../server/lib/db';
import { createEventBus } from '../../server/lib/events';
import { hashPassword } from '../../server/lib/passwords';
import { createNotifier } from '../../server/modules/notifications/notifier';
import { both } from '../../server/modules/orders/copy';
import { addEngagement } from '../../server/modules/profiles/repo';
import { DEMO_PASSWORD } from './accounts';
import { demoArt } from './art/files';
import { makePdf, makeZip } from './demo-files';

// Demo gigs, teams and orders (issue 7). Pictures are drawn by code (art/, committed as WebP); the one demo
// video, media/demo-walkthrough.webm (54 KB), was made with ffmpeg's `gradients` and `color` sources.

const CATEGORIES = [
  ['Web templates', 'قوالب ويب'],
  ['UI kits', 'مجموعات واجهات'],
  ['Dashboards', 'لوحات معلومات'],
  ['Mobile apps', 'تطبيقات الجوال'],
  ['Design systems', 'أنظمة التصميم'],
  ['Plugins and tools', 'إضافات وأدوات'],
] as const;

const TAGS = [
  ['React', 'A JavaScript library for user interfaces.'],
  ['Next.js', 'The React framework for the web.'],
  ['Vue', 'The progressive JavaScript framework.'],
  ['Svelte', 'Cybernetically enhanced web apps.'],
  ['Astro', 'The web framework for content-driven websites.'],
  ['Tailwind CSS', 'A utility-first CSS framework.'],
  ['TypeScript', 'JavaScript with syntax for types.'],
  ['Node.js', 'JavaScript on the server.'],
  ['Figma', 'Collaborative interface design.'],
  ['Flutter', 'Multi-platform apps from one codebase.'],
  ['Swift', 'Apple platforms, natively.'],
  ['PostgreSQL', 'The relational database.'],
  ['Django', 'The web framework for perfectionists with deadlines.'],
  ['Laravel', 'The PHP framework for web artisans.'],
] as const;

/** Experts made by this step when the profiles step has not made enough of its own. */
const MAKERS = [
  {
    email: 'karim.nasser@makers.guild.test',
    fullName: 'Karim Nasser',
    city: 'Beirut',
    location: 'Lebanon',
    jobTitle: 'Front-end engineer',
    gender: 'Male' as const,
  },
  {
    email: 'maya.chen@makers.guild.test',
    fullName: 'Maya Chen',
    city: 'Singapore',
    location: 'Singapore',
    jobTitle: 'Product designer',
    gender: 'Female' as const,
  },
  {
    email: 'yusuf.demir@makers.guild.test',
    fullName: 'Yusuf Demir',
    city: 'Istanbul',
    location: 'Türkiye',
    jobTitle: 'Mobile developer',
    gender: 'Male' as const,
  },
  {
    email: 'sofia.rossi@makers.guild.test',
    fullName: 'Sofia Rossi',
    city: 'Milan',
    location: 'Italy',
    jobTitle: 'Data engineer',
    gender: 'Female' as const,
  },
];

export interface GigSpec {
  name: string;
  summary: string;
  description: string;
  category: number;
  tags: string[];
  type: string;
  price: number;
  currency: string;
  stats: [string, number][];
  faqs: [string, string][];
  live?: string;
  video?: boolean;
}

/** The first five belong to the demo expert (demo@guild.test). */
export const GIGS: GigSpec[] = [
  {
    name: 'SaaS Landing Page Kit',
    summary: 'A fast, accessible landing page for software products, in Astro and Tailwind CSS.',
    description:
      'Twelve sections you can mix and match: hero, logos, features, pricing, testimonials, FAQ and more. Every section works in light and dark mode, reads well right to left, and scores 100 for accessibility. Comes with the Figma source.',
    category: 0,
    tags: ['Astro', 'Tailwind CSS', 'Figma'],
    type: 'template',
    price: 49,
    currency: 'USD',
    stats: [
      ['Sections', 12],
      ['Pages', 4],
      ['Lighthouse score', 100],
    ],
    faqs: [
      [
        'Can I use it for client work?',
        'Yes: one licence covers unlimited projects of yours or your clients.',
      ],
      [
        'Does it support Arabic?',
        'Yes. Every section uses logical CSS properties, so it mirrors for right-to-left languages.',
      ],
    ],
    live: 'https://example.com/saas-landing',
    video: true,
  },
  {
    name: 'Admin Dashboard Starter',
    summary: 'A React and TypeScript admin with charts, tables, auth screens and a Node API.',
    description:
      'Start your back office in an afternoon: sign-in screens, a data table with filters and paging, chart widgets, settings pages and a small Node.js API with PostgreSQL migrations.',
    category: 2,
    tags: ['React', 'TypeScript', 'Node.js', 'PostgreSQL'],
    type: 'starter_kit',
    price: 89,
    currency: 'USD',
    stats: [
      ['Screens', 24],
      ['Components', 68],
      ['Chart types', 9],
    ],
    faqs: [
      ['Which React version?', 'React 19 with Vite.'],
      ['Is there a backend?', 'Yes, a small Node.js API with PostgreSQL migrations.'],
    ],
    live: 'https://example.com/admin-starter',
  },
  {
    name: 'Checkout Flow UI Kit',
    summary: 'Forty Figma screens for carts, payments and receipts, with matching React components.',
    description:
      'Every state of a checkout: empty cart, coupons, address book, card errors, three-D Secure, success and refunds. Auto-layout throughout, with variables for brand colours.',
    category: 1,
    tags: ['Figma', 'React'],
    type: 'ui_kit',
    price: 39,
    currency: 'EUR',
    stats: [
      ['Screens', 40],
      ['Components', 120],
    ],
    faqs: [['Is there a dark theme?', 'Yes, through Figma variables.']],
  },
  {
    name: 'Analytics Design System',
    summary: 'Tokens, components and documentation for data-heavy products.',
    description:
      'A complete design system for analytics products: colour and type tokens, twenty chart styles, dense tables, filters and empty states, with a documentation site in Astro.',
    category: 4,
    tags: ['Figma', 'Astro', 'TypeScript'],
    type: 'design_system',
    price: 149,
    currency: 'USD',
    stats: [
      ['Components', 96],
      ['Tokens', 310],
      ['Docs pages', 45],
    ],
    faqs: [['Which tools are supported?', 'Figma for design and any framework through the CSS tokens.']],
    video: true,
  },
  {
    name: 'Booking App Template',
    summary: 'A Flutter app for appointments: calendar, reminders and payments.',
    description:
      'A production-ready Flutter app for salons, clinics and studios. Calendar views, staff schedules, reminders and in-app payments, in English and Arabic.',
    category: 3,
    tags: ['Flutter'],
    type: 'template',
    price: 120,
    currency: 'USD',
    stats: [
      ['Screens', 32],
      ['Languages', 2],
    ],
    faqs: [['Android and iOS?', 'Both, from one codebase.']],
  },
  {
    name: 'Portfolio Theme for Designers',
    summary: 'A minimal case-study portfolio in Next.js with MDX.',
    description:
      'Write case studies in MDX, show large images, and publish in minutes. Includes an about page, a contact form and an RSS feed.',
    category: 0,
    tags: ['Next.js', 'React', 'Tailwind CSS'],
    type: 'template',
    price: 29,
    currency: 'USD',
    stats: [['Page templates', 6]],
    faqs: [['Can I host it for free?', 'Yes, on any static host.']],
  },
  {
    name: 'E-commerce Starter in Laravel',
    summary: 'Catalogue, cart and orders with an admin, in Laravel.',
    description: 'A clean Laravel shop: products with variants, cart, checkout, orders and an admin panel.',
    category: 0,
    tags: ['Laravel', 'PostgreSQL'],
    type: 'starter_kit',
    price: 99,
    currency: 'GBP',
    stats: [
      ['Models', 18],
      ['Admin screens', 14],
    ],
    faqs: [['Which payment providers?', 'Any: the checkout sits behind a small interface.']],
  },
  {
    name: 'Mobile Banking UI Kit',
    summary: 'Sixty screens for a modern banking app, in Figma.',
    description: 'Onboarding, accounts, cards, transfers and insights, drawn for iOS and Android.',
    category: 1,
    tags: ['Figma', 'Swift'],
    type: 'ui_kit',
    price: 59,
    currency: 'USD',
    stats: [
      ['Screens', 60],
      ['Icons', 240],
    ],
    faqs: [['Are the icons included?', 'Yes, 240 icons as components.']],
  },
  {
    name: 'Data Pipeline Boilerplate',
    summary: 'Django, PostgreSQL and scheduled jobs for reporting pipelines.',
    description:
      'Ingest CSV and API sources on a schedule, clean them, and serve reports. Includes tests and a Docker set-up.',
    category: 5,
    tags: ['Django', 'PostgreSQL'],
    type: 'starter_kit',
    price: 75,
    currency: 'USD',
    stats: [
      ['Connectors', 7],
      ['Tests', 140],
    ],
    faqs: [['Does it run on a small server?', 'Yes, one small virtual machine is enough.']],
  },
  {
    name: 'Svelte Components Pack',
    summary: 'Fifty accessible Svelte components with keyboard support.',
    description:
      'Dialogs, menus, tabs, comboboxes, toasts and more: all keyboard-friendly and screen-reader tested.',
    category: 5,
    tags: ['Svelte', 'TypeScript'],
    type: 'plugin',
    price: 35,
    currency: 'USD',
    stats: [['Components', 50]],
    faqs: [['Svelte 5?', 'Yes, with runes.']],
  },
  {
    name: 'Vue Dashboard Widgets',
    summary: 'Chart and KPI widgets for Vue dashboards.',
    description: 'Drop-in widgets for revenue, retention and funnels, themed with CSS variables.',
    category: 2,
    tags: ['Vue', 'TypeScript'],
    type: 'plugin',
    price: 25,
    currency: 'EUR',
    stats: [['Widgets', 22]],
    faqs: [['Which chart library?', 'None needed: the charts are plain SVG.']],
  },
  {
    name: 'Restaurant Website Template',
    summary: 'Menus, bookings and a gallery, in Astro.',
    description:
      'A fast restaurant site with a bilingual menu, table bookings by e-mail and a photo gallery.',
    category: 0,
    tags: ['Astro', 'Tailwind CSS'],
    type: 'template',
    price: 19,
    currency: 'USD',
    stats: [['Pages', 7]],
    faqs: [['Can I edit the menu without code?', 'Yes, it lives in one YAML file.']],
  },
];

export const TEAMS = [
  {
    name: 'Cedar Digital',
    description:
      'A product team of engineers and designers that ships web platforms end to end: discovery, design systems, front ends and the services behind them.',
    rating: 49,
    projects: 37,
    price: 6500,
    tags: ['React', 'TypeScript', 'Node.js', 'Figma'],
  },
  {
    name: 'Atlas Mobile',
    description:
      'Native-quality mobile apps in Flutter and Swift, from the first prototype to the store listing.',
    rating: 47,
    projects: 22,
    price: 8000,
    tags: ['Flutter', 'Swift'],
  },
  {
    name: 'Nile Data Works',
    description: 'Data pipelines, reporting and dashboards for growing companies.',
    rating: 45,
    projects: 15,
    price: 5200,
    tags: ['Django', 'PostgreSQL', 'Vue'],
  },
];

/** The demo gigs, teams and orders; their files are written under `dataDir`/uploads. */
export async function seedGigs(db: Db, accounts: { expert: UserRow; client: UserRow }, dataDir: string) {
  const q = handle(db);
  const {
    checkoutSessions,
    gigCategories,
    gigKits,
    gigLikes,
    gigMedia,
    gigStats,
    gigs,
    gigTagLinks,
    gigTags,
    orders,
    teamFollows,
    teamMembers,
    teams,
    teamTags,
    users,
  } = tables(db);
  const publicRoot = join(dataDir, 'uploads', 'public');
  const privateRoot = join(dataDir, 'uploads', 'private');
  const putPublic = (data: Buffer, ext: string) => {
    mkdirSync(join(publicRoot, 'gigs'), { recursive: true });
    const key = `gigs/${newId()}.${ext}`;
    writeFileSync(join(publicRoot, key), data);
    return key;
  };
  const putPrivate = (gigId: string, data: Buffer, ext: string) => {
    mkdirSync(join(privateRoot, 'kits', gigId), { recursive: true });
    const key = `kits/${gigId}/${newId()}.${ext}`;
    writeFileSync(join(privateRoot, key), data);
    return key;
  };
  const video = readFileSync(new URL('./media/demo-walkthrough.webm', import.meta.url));

  const categoryIds: string[] = [];
  for (const [position, [title, titleAr]] of CATEGORIES.entries())
    categoryIds.push(
      single(await q.insert(gigCategories).values({ title, titleAr, position }).returning()).id,
    );
  const tagIds = new Map<string, string>();
  for (const [title, description] of TAGS)
    tagIds.set(title, single(await q.insert(gigTags).values({ title, description }).returning()).id);

  // Sellers: the demo expert, then experts other steps made, then our own if there are too few.
  const others = await q
    .select()
    .from(users)
    .where(and(eq(users.isExpert, true), ne(users.id, accounts.expert.id)))
    .limit(4);
  if (others.length < 3) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const maker of MAKERS.slice(0, 4 - others.length)) {
      others.push(
        single(
          await q
            .insert(users)
            .values({ ...maker, passwordHash, isExpert: true, isEmailVerified: true, isTermsAgreed: true })
            .returning(),
        ),
      );
    }
  }
  const sellers = [accounts.expert, ...others];
  const likers = await q.select().from(users).limit(12);

  const made: { id: string; userId: string; name: string; pricingMinor: number; currency: string }[] = [];
  for (const [i, spec] of GIGS.entries()) {
    const owner = i < 5 ? accounts.expert : sellers[1 + ((i - 5) % (sellers.length - 1))]!;
    const id = newId();
    const visits = 60 + ((i * 137) % 900);
    const gig = single(
      await q
        .insert(gigs)
        .values({
          id,
          userId: owner.id,
          name: spec.name,
          summary: spec.summary,
          description: spec.description,
          liveUrl: spec.live ?? null,
          type: spec.type,
          pricingCurrency: spec.currency,
          pricingMinor: spec.price * 100,
          bannerImage: putPublic(demoArt('gigs', spec.name, 0), 'webp'),
          categoryId: categoryIds[spec.category],
          faqs: JSON.stringify(spec.faqs.map(([question, answer]) => ({ question, answer }))),
          visits,
          createdOn: new Date(Date.now() - (i + 1) * 86_400_000 * 3).toISOString(),
        })
        .returning(),
    );
    await q.insert(gigTagLinks).values(spec.tags.map((t) => ({ gigId: id, tagId: tagIds.get(t)! })));
    // Stats and media are listed in the order they were added (then by their random ids): each row
    // is stamped a millisecond after the one before, so every seeding shows them in this order.
    const addedAt = (n: number) => new Date(Date.parse(gig.createdOn) + n + 1).toISOString();
    await q
      .insert(gigStats)
      .values(spec.stats.map(([title, value], n) => ({ gigId: id, title, value, createdOn: addedAt(n) })));
    await q
      .insert(gigMedia)
      .values(
        [
          { gigId: id, mediaType: 'Image' as const, file: putPublic(demoArt('gigs', spec.name, 1), 'webp') },
          { gigId: id, mediaType: 'Image' as const, file: putPublic(demoArt('gigs', spec.name, 2), 'webp') },
          ...(spec.video ? [{ gigId: id, mediaType: 'Video' as const, file: putPublic(video, 'webm') }] : []),
        ].map((row, n) => ({ ...row, createdOn: addedAt(n) })),
      );
    await q.insert(gigKits).values({
      gigId: id,
      zipFile: putPrivate(
        id,
        makeZip({
          'README.md': `# ${spec.name}\n\n${spec.summary}\n\nThank you for buying on Guild. Start with docs/getting-started.md.\n`,
          'docs/getting-started.md': `# Getting started\n\n1. Unzip the kit.\n2. Read the instructions PDF.\n3. Build something good.\n`,
          'LICENSE.txt':
            'Guild standard licence: use in unlimited projects of yours or your clients; do not resell the kit itself.\n',
        }),
        'zip',
      ),
      instructionPdf: putPrivate(
        id,
        makePdf(`${spec.name}: instructions`, [
          spec.summary,
          '',
          '1. Unzip the kit and open README.md.',
          '2. Install the dependencies listed in docs/getting-started.md.',
          '3. Questions? Message the seller on Guild.',
        ]),
        'pdf',
      ),
      instructionVideo: spec.video ? putPrivate(id, video, 'webm') : null,
    });
    // Appreciations are real likes by demo users, so the counts and is_appreciated agree.
    const fans = likers.filter((u, k) => u.id !== owner.id && (k + i) % 3 !== 0).slice(0, 2 + (i % 6));
    if (fans.length) await q.insert(gigLikes).values(fans.map((u) => ({ gigId: id, userId: u.id })));
    await q.update(gigs).set({ appreciations: fans.length }).where(eq(gigs.id, id));
    await addEngagement(db, owner.id, { appreciations: fans.length, visits });
    made.push({
      id,
      userId: owner.id,
      name: gig.name,
      pricingMinor: gig.pricingMinor,
      currency: gig.pricingCurrency,
    });
  }

  // Teams: the demo expert leads the first.
  for (const [i, spec] of TEAMS.entries()) {
    const lead = i === 0 ? accounts.expert : sellers[i % sellers.length]!;
    const team = single(
      await q
        .insert(teams)
        .values({
          name: spec.name,
          description: spec.description,
          ratingTenths: spec.rating,
          projectCount: spec.projects,
          pricingCurrency: 'USD',
          pricingMinor: spec.price * 100,
          teamLeadId: lead.id,
          logo: putPublic(demoArt('teams', spec.name, 'logo'), 'webp'),
          bannerImage: putPublic(demoArt('teams', spec.name, 'banner'), 'webp'),
        })
        .returning(),
    );
    const members = [lead, ...sellers.filter((s) => s.id !== lead.id).slice(i, i + 2)];
    await q
      .insert(teamMembers)
      .values(members.map((m, position) => ({ teamId: team.id, userId: m.id, position })));
    await q.insert(teamTags).values(spec.tags.map((t) => ({ teamId: team.id, tagId: tagIds.get(t)! })));
    const fans = likers.filter((u) => u.id !== lead.id).slice(0, 5 - i);
    if (fans.length) await q.insert(teamFollows).values(fans.map((u) => ({ teamId: team.id, userId: u.id })));
    await q.update(teams).set({ followers: fans.length }).where(eq(teams.id, team.id));
  }

  // The client bought the demo expert's landing page kit three days ago (and gave up on another).
  const bought = made[0]!;
  const paidAt = new Date(Date.now() - 3 * 86_400_000);
  const order = single(
    await q
      .insert(orders)
      .values({
        userId: accounts.client.id,
        gigId: bought.id,
        itemName: bought.name,
        amountMinor: bought.pricingMinor,
        amountCurrency: bought.currency,
        status: 'completed',
        transactionId: 'txn_test_demo000000000001',
        createdOn: new Date(paidAt.getTime() - 120_000).toISOString(),
        orderCompletionTimestamp: paidAt.toISOString(),
      })
      .returning(),
  );
  await q.insert(checkoutSessions).values({
    id: `cs_test_demo_${newId()}`,
    orderId: order.id,
    provider: 'test',
    status: 'paid',
    createdOn: order.createdOn,
    expiresAt: new Date(paidAt.getTime() + 3600_000).toISOString(),
    completedAt: paidAt.toISOString(),
  });
  const abandoned = made[2]!;
  await q.insert(orders).values({
    userId: accounts.client.id,
    gigId: abandoned.id,
    itemName: abandoned.name,
    amountMinor: abandoned.pricingMinor,
    amountCurrency: abandoned.currency,
    status: 'cancelled',
    createdOn: new Date(Date.now() - 86_400_000).toISOString(),
  });
  await createNotifier(db, createEventBus()).notify(accounts.expert.id, {
    kind: 'order',
    title: both('saleTitle'),
    message: both('saleMessage', {
      buyer: accounts.client.fullName,
      gig: bought.name,
      amount: priceInBoth(bought.pricingMinor, bought.currency),
    }),
    image: accounts.client.avatar,
    actions: [{ id: bought.id, type: 'gig' }],
    actorId: accounts.client.id,
  });

  return { gigs: made, categories: categoryIds, tags: tagIds };
}
