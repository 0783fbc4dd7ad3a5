import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { handle, single, tables } from '../../server/lib/db';
import { createEventBus } from '../../server/lib/events';
import { hashPassword } from '../../server/lib/passwords';
import { createNotifier } from '../../server/modules/notifications/notifier';
import { endorsementNotice, followNotice } from '../../server/modules/profiles/notices';
import { createStatsRepo } from '../../server/modules/stats/repo';
import { DEMO_PASSWORD } from './accounts';
import { demoArt } from './art/files';
import { logoPng, uploadsRoot, writeUpload } from './profiles-art';

// Demo data of the profiles area: dozens of experts and clients with skills, credentials, links,
// follows and endorsements, cached GitHub and LeetCode stats (so profiles are complete offline),
// and a few notifications for the two documented accounts.

/** A small deterministic random source: the same demo every time. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 100_000) / 100_000;
  };
}

const SKILLS: Record<string, string> = {
  TypeScript: 'Typed front ends and Node services that stay maintainable',
  React: 'Component design, hooks, performance and accessibility',
  'Node.js': 'APIs, background jobs and integrations on Node',
  Python: 'Back ends, scripting and data pipelines',
  Django: 'Django and Django REST Framework services',
  Go: 'Fast, simple network services in Go',
  Rust: 'Systems code and WebAssembly modules',
  PostgreSQL: 'Schema design, query tuning and migrations',
  SQLite: 'Embedded databases for apps and edge services',
  AWS: 'Lambda, ECS, RDS and infrastructure as code',
  Kubernetes: 'Cluster operations, Helm charts and GitOps',
  Docker: 'Containers for development and production',
  'UI design': 'Interfaces in Figma, from wireframe to handoff',
  'UX research': 'Interviews, usability tests and journey maps',
  Figma: 'Design systems and interactive prototypes',
  Flutter: 'Cross-platform mobile apps with one code base',
  Swift: 'Native iOS apps with SwiftUI',
  Kotlin: 'Native Android apps with Jetpack Compose',
  'Machine learning': 'Models from notebook to production',
  'Data engineering': 'ETL, warehouses and dashboards',
  'Next.js': 'Server-rendered React sites and apps',
  Astro: 'Fast content sites with islands',
  GraphQL: 'Schemas, resolvers and client caching',
  'Technical writing': 'Docs, tutorials and API references',
  Accessibility: 'WCAG audits and fixes',
  Security: 'Threat modelling, audits and secure defaults',
  'Vue.js': 'Vue 3 apps with the composition API',
  Laravel: 'PHP applications with Laravel',
  'Product management': 'Roadmaps, discovery and delivery',
  Arabic: 'Right-to-left interfaces and Arabic localisation',
};

export interface Person {
  name: string;
  initials: string;
  gender: 'Male' | 'Female';
  city: string;
  country: string;
  job: string;
  company?: string;
  about: string;
  skills: string[];
  github?: string;
  leetcode?: string;
  linkedin?: string;
  website?: string;
  dribbble?: string;
}

export const EXPERTS: Person[] = [
  {
    name: 'Youssef El-Amrani',
    initials: 'YE',
    gender: 'Male',
    city: 'Casablanca',
    country: 'Morocco',
    job: 'Backend engineer',
    company: 'Atlas Cloud',
    about:
      'I design APIs that survive their first million users: Go and PostgreSQL, with boring, reliable infrastructure.',
    skills: ['Go', 'PostgreSQL', 'Kubernetes', 'AWS'],
    github: 'youssef-amrani-demo',
    leetcode: 'yamrani-demo',
    linkedin: 'youssef-el-amrani',
  },
  {
    name: 'Sara Mansour',
    initials: 'SM',
    gender: 'Female',
    city: 'Beirut',
    country: 'Lebanon',
    job: 'Product designer',
    about:
      'Product designer for fintech and health apps. I run research, then design systems that engineers enjoy building.',
    skills: ['UI design', 'UX research', 'Figma', 'Accessibility'],
    linkedin: 'sara-mansour-design',
    dribbble: 'saramansour',
    website: 'https://sara-mansour.example',
  },
  {
    name: 'Omar Khaled',
    initials: 'OK',
    gender: 'Male',
    city: 'Cairo',
    country: 'Egypt',
    job: 'Full-stack developer',
    company: 'Nile Labs',
    about:
      'React and Django, shipped weekly. I like small teams, clear scopes and tests that catch real bugs.',
    skills: ['React', 'Django', 'Python', 'PostgreSQL', 'TypeScript'],
    github: 'omar-khaled-demo',
    leetcode: 'okhaled-demo',
    linkedin: 'omar-khaled-dev',
  },
  {
    name: 'Nour Haddad',
    initials: 'NH',
    gender: 'Female',
    city: 'Amman',
    country: 'Jordan',
    job: 'Mobile developer',
    about:
      'Flutter apps for startups across the region, in Arabic and English, from the first sketch to the store listing.',
    skills: ['Flutter', 'Kotlin', 'Swift', 'Arabic'],
    github: 'nour-haddad-demo',
    linkedin: 'nour-haddad',
  },
  {
    name: 'Karim Benali',
    initials: 'KB',
    gender: 'Male',
    city: 'Algiers',
    country: 'Algeria',
    job: 'DevOps engineer',
    about:
      'I turn fragile deployments into pipelines you can trust: containers, GitOps and honest monitoring.',
    skills: ['Kubernetes', 'Docker', 'AWS', 'Go', 'Security'],
    github: 'karim-benali-demo',
    leetcode: 'kbenali-demo',
  },
  {
    name: 'Lina Farah',
    initials: 'LF',
    gender: 'Female',
    city: 'Dubai',
    country: 'United Arab Emirates',
    job: 'Data engineer',
    company: 'Gulf Analytics',
    about: 'Pipelines and warehouses that business people can actually query. Python, dbt and a lot of SQL.',
    skills: ['Data engineering', 'Python', 'PostgreSQL', 'Machine learning'],
    github: 'lina-farah-demo',
    leetcode: 'linafarah-demo',
    linkedin: 'lina-farah-data',
  },
  {
    name: 'Hassan Al-Qahtani',
    initials: 'HA',
    gender: 'Male',
    city: 'Riyadh',
    country: 'Saudi Arabia',
    job: 'Security consultant',
    about:
      'Security reviews and penetration tests for web and mobile apps, with fixes your team can apply the same week.',
    skills: ['Security', 'Python', 'AWS'],
    github: 'hassan-qahtani-demo',
    linkedin: 'hassan-alqahtani-sec',
  },
  {
    name: 'Maya Chen',
    initials: 'MC',
    gender: 'Female',
    city: 'Berlin',
    country: 'Germany',
    job: 'Frontend engineer',
    company: 'Spree Studio',
    about:
      'Fast, accessible front ends with React and Astro. I care about Core Web Vitals and keyboard users.',
    skills: ['React', 'Astro', 'TypeScript', 'Accessibility', 'Next.js'],
    github: 'maya-chen-demo',
    leetcode: 'mayachen-demo',
    website: 'https://mayachen.example',
  },
  {
    name: 'Tariq Aziz',
    initials: 'TA',
    gender: 'Male',
    city: 'Doha',
    country: 'Qatar',
    job: 'Machine learning engineer',
    about: 'Arabic NLP and recommendation systems, from data cleaning to models serving real traffic.',
    skills: ['Machine learning', 'Python', 'Arabic', 'Data engineering'],
    github: 'tariq-aziz-demo',
    leetcode: 'taziz-demo',
    linkedin: 'tariq-aziz-ml',
  },
  {
    name: 'Fatima Zahra Idrissi',
    initials: 'FI',
    gender: 'Female',
    city: 'Rabat',
    country: 'Morocco',
    job: 'iOS developer',
    about: 'SwiftUI apps with care for detail: animations, offline mode and VoiceOver that works.',
    skills: ['Swift', 'UI design', 'Accessibility'],
    github: 'fz-idrissi-demo',
    linkedin: 'fatima-zahra-idrissi',
  },
  {
    name: 'Daniel Okoye',
    initials: 'DO',
    gender: 'Male',
    city: 'Lagos',
    country: 'Nigeria',
    job: 'Software architect',
    company: 'Baobab Systems',
    about:
      'I help teams split monoliths sensibly and keep the parts talking: event-driven design and GraphQL.',
    skills: ['Node.js', 'GraphQL', 'TypeScript', 'PostgreSQL', 'AWS'],
    github: 'daniel-okoye-demo',
    leetcode: 'dokoye-demo',
    linkedin: 'daniel-okoye',
  },
  {
    name: 'Rania Saleh',
    initials: 'RS',
    gender: 'Female',
    city: 'Alexandria',
    country: 'Egypt',
    job: 'UX researcher',
    about:
      'Research that changes roadmaps: interviews, diary studies and usability tests in Arabic and English.',
    skills: ['UX research', 'Product management', 'Arabic'],
    linkedin: 'rania-saleh-ux',
    website: 'https://raniasaleh.example',
  },
  {
    name: 'Ahmed Yassin',
    initials: 'AY',
    gender: 'Male',
    city: 'Tunis',
    country: 'Tunisia',
    job: 'Laravel developer',
    about: 'E-commerce and booking platforms on Laravel and Vue, with payment integrations for the region.',
    skills: ['Laravel', 'Vue.js', 'PostgreSQL', 'Docker'],
    github: 'ahmed-yassin-demo',
    leetcode: 'ayassin-demo',
  },
  {
    name: 'Elena Rossi',
    initials: 'ER',
    gender: 'Female',
    city: 'Milan',
    country: 'Italy',
    job: 'Design systems lead',
    about: 'Design systems that scale across products: tokens, components and documentation people read.',
    skills: ['Figma', 'UI design', 'React', 'Technical writing'],
    github: 'elena-rossi-demo',
    dribbble: 'elenarossi',
    linkedin: 'elena-rossi-ds',
  },
  {
    name: 'Bilal Hussain',
    initials: 'BH',
    gender: 'Male',
    city: 'Karachi',
    country: 'Pakistan',
    job: 'Android developer',
    about: 'Kotlin and Jetpack Compose apps for fintech, with careful offline sync and performance work.',
    skills: ['Kotlin', 'Flutter', 'Security'],
    github: 'bilal-hussain-demo',
    leetcode: 'bhussain-demo',
  },
  {
    name: 'Salma Darwish',
    initials: 'SD',
    gender: 'Female',
    city: 'Ramallah',
    country: 'Palestine',
    job: 'Full-stack developer',
    about: 'Next.js and Node for NGOs and media: multilingual sites that load fast on slow networks.',
    skills: ['Next.js', 'Node.js', 'TypeScript', 'Arabic', 'Accessibility'],
    github: 'salma-darwish-demo',
    leetcode: 'sdarwish-demo',
    linkedin: 'salma-darwish',
  },
  {
    name: 'Ivan Petrov',
    initials: 'IP',
    gender: 'Male',
    city: 'Sofia',
    country: 'Bulgaria',
    job: 'Rust engineer',
    about: 'Performance-critical services and WebAssembly. I profile first and rewrite only what matters.',
    skills: ['Rust', 'Go', 'SQLite', 'Security'],
    github: 'ivan-petrov-demo',
    leetcode: 'ipetrov-demo',
  },
  {
    name: 'Huda Al-Mutairi',
    initials: 'HM',
    gender: 'Female',
    city: 'Kuwait City',
    country: 'Kuwait',
    job: 'Product manager',
    company: 'Souq Ventures',
    about:
      'Product discovery and delivery for marketplaces; I translate between founders, users and engineers.',
    skills: ['Product management', 'UX research', 'Data engineering'],
    linkedin: 'huda-almutairi-pm',
  },
  {
    name: 'Marco Alvarez',
    initials: 'MA',
    gender: 'Male',
    city: 'Madrid',
    country: 'Spain',
    job: 'Cloud engineer',
    about: 'AWS landing zones, cost reviews and serverless back ends that stay cheap as they grow.',
    skills: ['AWS', 'Node.js', 'Docker', 'TypeScript'],
    github: 'marco-alvarez-demo',
    leetcode: 'malvarez-demo',
    linkedin: 'marco-alvarez-cloud',
  },
  {
    name: 'Aisha Noor',
    initials: 'AN',
    gender: 'Female',
    city: 'Muscat',
    country: 'Oman',
    job: 'Technical writer',
    about: 'Developer documentation, API references and tutorials that cut support tickets in half.',
    skills: ['Technical writing', 'GraphQL', 'Astro'],
    github: 'aisha-noor-demo',
    website: 'https://aishanoor.example',
  },
  {
    name: 'Mahmoud Fathy',
    initials: 'MF',
    gender: 'Male',
    city: 'Giza',
    country: 'Egypt',
    job: 'Competitive programmer and backend developer',
    about: 'Algorithms coach and Python backend developer; I love turning slow code into fast code.',
    skills: ['Python', 'Go', 'PostgreSQL', 'Machine learning'],
    github: 'mahmoud-fathy-demo',
    leetcode: 'mfathy-demo',
  },
  {
    name: 'Chloé Martin',
    initials: 'CM',
    gender: 'Female',
    city: 'Lyon',
    country: 'France',
    job: 'Vue.js developer',
    about: 'Vue 3 and Nuxt apps for SaaS dashboards, with clean state management and thorough tests.',
    skills: ['Vue.js', 'TypeScript', 'GraphQL'],
    github: 'chloe-martin-demo',
    leetcode: 'cmartin-demo',
  },
  {
    name: 'Zaid Hamdan',
    initials: 'ZH',
    gender: 'Male',
    city: 'Irbid',
    country: 'Jordan',
    job: 'Game and graphics developer',
    about: 'WebGL and Rust-to-WebAssembly for interactive visualisations and small browser games.',
    skills: ['Rust', 'TypeScript', 'UI design'],
    github: 'zaid-hamdan-demo',
  },
  {
    name: 'Priya Raman',
    initials: 'PR',
    gender: 'Female',
    city: 'Bengaluru',
    country: 'India',
    job: 'Data scientist',
    about:
      'Forecasting and experimentation for e-commerce: A/B tests people trust and models they understand.',
    skills: ['Machine learning', 'Python', 'Data engineering'],
    github: 'priya-raman-demo',
    leetcode: 'praman-demo',
    linkedin: 'priya-raman-ds',
  },
  {
    name: 'Khalid Mansoori',
    initials: 'KM',
    gender: 'Male',
    city: 'Abu Dhabi',
    country: 'United Arab Emirates',
    job: 'Solutions architect',
    about: 'Government and enterprise integrations: identity, payments and data exchange done securely.',
    skills: ['Security', 'AWS', 'Node.js', 'Kubernetes'],
    github: 'khalid-mansoori-demo',
    linkedin: 'khalid-mansoori',
  },
  {
    name: 'Leila Rahimi',
    initials: 'LR',
    gender: 'Female',
    city: 'Istanbul',
    country: 'Türkiye',
    job: 'Brand and UI designer',
    about:
      'Brands and interfaces for young companies: logo, type, colour and the product screens that follow.',
    skills: ['UI design', 'Figma', 'Arabic'],
    dribbble: 'leilarahimi',
    website: 'https://leilarahimi.example',
  },
  {
    name: 'Samir Boutros',
    initials: 'SB',
    gender: 'Male',
    city: 'Beirut',
    country: 'Lebanon',
    job: 'Django developer',
    about:
      'Django back ends for content and commerce, tuned with care: caching, queues and clean migrations.',
    skills: ['Django', 'Python', 'PostgreSQL', 'Docker'],
    github: 'samir-boutros-demo',
    leetcode: 'sboutros-demo',
  },
  {
    name: 'Hana Yoshida',
    initials: 'HY',
    gender: 'Female',
    city: 'Tokyo',
    country: 'Japan',
    job: 'Accessibility specialist',
    about: 'WCAG audits with screen-reader testing, and fixes delivered as pull requests, not PDF reports.',
    skills: ['Accessibility', 'React', 'Technical writing'],
    github: 'hana-yoshida-demo',
    website: 'https://hanayoshida.example',
  },
  {
    name: 'Mustafa Kaya',
    initials: 'MK',
    gender: 'Male',
    city: 'Ankara',
    country: 'Türkiye',
    job: 'Site reliability engineer',
    about: 'On-call that lets people sleep: SLOs, alerts that mean something and post-mortems without blame.',
    skills: ['Kubernetes', 'Go', 'Docker', 'PostgreSQL'],
    github: 'mustafa-kaya-demo',
    leetcode: 'mkaya-demo',
  },
  {
    name: 'Dina Abdelrahman',
    initials: 'DA',
    gender: 'Female',
    city: 'Khartoum',
    country: 'Sudan',
    job: 'Frontend developer',
    about: 'React interfaces for health and education projects, built to work offline and on older phones.',
    skills: ['React', 'TypeScript', 'Accessibility', 'Arabic'],
    github: 'dina-abdelrahman-demo',
    leetcode: 'dabdelrahman-demo',
  },
  {
    name: 'Lucas Silva',
    initials: 'LS',
    gender: 'Male',
    city: 'Lisbon',
    country: 'Portugal',
    job: 'GraphQL API developer',
    about: 'Federated GraphQL APIs and the tooling around them: schema checks, persisted queries, tracing.',
    skills: ['GraphQL', 'Node.js', 'TypeScript'],
    github: 'lucas-silva-demo',
    leetcode: 'lsilva-demo',
  },
  {
    name: 'Yara Nassar',
    initials: 'YN',
    gender: 'Female',
    city: 'Damascus',
    country: 'Syria',
    job: 'Flutter developer',
    about: 'Flutter apps with beautiful motion, right-to-left layouts and solid state management.',
    skills: ['Flutter', 'UI design', 'Arabic'],
    github: 'yara-nassar-demo',
  },
  {
    name: 'Abdullah Al-Harbi',
    initials: 'AH',
    gender: 'Male',
    city: 'Jeddah',
    country: 'Saudi Arabia',
    job: 'Full-stack developer',
    about: 'Astro and Node for content-heavy sites; fast pages, good SEO, editors who can publish alone.',
    skills: ['Astro', 'Node.js', 'SQLite', 'TypeScript'],
    github: 'abdullah-harbi-demo',
    leetcode: 'aharbi-demo',
  },
  {
    name: 'Meriem Bouzid',
    initials: 'MB',
    gender: 'Female',
    city: 'Oran',
    country: 'Algeria',
    job: 'QA automation engineer',
    about:
      'End-to-end tests that catch regressions instead of flaking: Playwright, contract tests, CI speed.',
    skills: ['TypeScript', 'Node.js', 'Accessibility'],
    github: 'meriem-bouzid-demo',
    leetcode: 'mbouzid-demo',
  },
  // A few members write their name in Arabic script.
  {
    name: 'سارة المصري',
    initials: 'SM',
    gender: 'Female',
    city: 'Cairo',
    country: 'Egypt',
    job: 'UX writer',
    about: 'أكتب نصوص الواجهات باللغتين العربية والإنجليزية، وأختبرها مع المستخدمين قبل الإطلاق.',
    skills: ['Technical writing', 'UX research', 'Arabic'],
    linkedin: 'sara-elmasry-ux',
  },
  {
    name: 'محمد العلي',
    initials: 'MA',
    gender: 'Male',
    city: 'Riyadh',
    country: 'Saudi Arabia',
    job: 'Backend developer',
    about: 'أبني واجهات برمجية بلغة Go وقواعد بيانات PostgreSQL لشركات التقنية المالية.',
    skills: ['Go', 'PostgreSQL', 'Security'],
    github: 'mohammed-alali-demo',
    leetcode: 'malali-demo',
  },
];

export const CLIENTS: Omit<Person, 'skills' | 'about'>[] = [
  {
    name: 'Nadia Karam',
    initials: 'NK',
    gender: 'Female',
    city: 'Beirut',
    country: 'Lebanon',
    job: 'Founder',
    company: 'Karam Bakery Co.',
  },
  {
    name: 'James Whitfield',
    initials: 'JW',
    gender: 'Male',
    city: 'London',
    country: 'United Kingdom',
    job: 'CTO',
    company: 'Ledgerly',
  },
  {
    name: 'Reem Al-Sayed',
    initials: 'RA',
    gender: 'Female',
    city: 'Manama',
    country: 'Bahrain',
    job: 'Head of digital',
    company: 'Pearl Hotels',
  },
  {
    name: 'Tom Becker',
    initials: 'TB',
    gender: 'Male',
    city: 'Hamburg',
    country: 'Germany',
    job: 'Product owner',
    company: 'Nordhafen Logistics',
  },
  {
    name: 'Ines Haddad',
    initials: 'IH',
    gender: 'Female',
    city: 'Tunis',
    country: 'Tunisia',
    job: 'Operations manager',
    company: 'Medina Travel',
  },
  {
    name: 'Faisal Rahman',
    initials: 'FR',
    gender: 'Male',
    city: 'Dubai',
    country: 'United Arab Emirates',
    job: 'Managing director',
    company: 'Rahman Realty',
  },
  {
    name: 'Sofia Costa',
    initials: 'SC',
    gender: 'Female',
    city: 'Porto',
    country: 'Portugal',
    job: 'Marketing lead',
    company: 'Douro Wines',
  },
  {
    name: 'Ali Jaber',
    initials: 'AJ',
    gender: 'Male',
    city: 'Amman',
    country: 'Jordan',
    job: 'Founder',
    company: 'Jaber EdTech',
  },
  {
    name: 'Mona Fawzy',
    initials: 'MF',
    gender: 'Female',
    city: 'Cairo',
    country: 'Egypt',
    job: 'Clinic director',
    company: 'Fawzy Dental',
  },
  {
    name: 'Ethan Brooks',
    initials: 'EB',
    gender: 'Male',
    city: 'Toronto',
    country: 'Canada',
    job: 'Engineering manager',
    company: 'Maple Health',
  },
  {
    name: 'Layan Qasim',
    initials: 'LQ',
    gender: 'Female',
    city: 'Doha',
    country: 'Qatar',
    job: 'Project manager',
    company: 'Qasim Engineering',
  },
  {
    name: 'Yusuf Demir',
    initials: 'YD',
    gender: 'Male',
    city: 'Izmir',
    country: 'Türkiye',
    job: 'Owner',
    company: 'Demir Textiles',
  },
  {
    name: 'ليلى حسن',
    initials: 'LH',
    gender: 'Female',
    city: 'Amman',
    country: 'Jordan',
    job: 'Content director',
    company: 'Hasan Media',
  },
];

const CERTS = [
  {
    title: 'AWS Certified Solutions Architect – Associate',
    issuedBy: 'Amazon Web Services',
    skills: ['AWS', 'Kubernetes', 'Docker'],
  },
  {
    title: 'Certified Kubernetes Administrator (CKA)',
    issuedBy: 'The Linux Foundation',
    skills: ['Kubernetes', 'Docker', 'Go'],
  },
  {
    title: 'Google Professional Data Engineer',
    issuedBy: 'Google Cloud',
    skills: ['Data engineering', 'Machine learning', 'Python'],
  },
  {
    title: 'Meta Front-End Developer Professional Certificate',
    issuedBy: 'Meta',
    skills: ['React', 'TypeScript', 'Next.js', 'Vue.js'],
  },
  {
    title: 'Google UX Design Professional Certificate',
    issuedBy: 'Google',
    skills: ['UI design', 'UX research', 'Figma'],
  },
  { title: 'Offensive Security Certified Professional (OSCP)', issuedBy: 'OffSec', skills: ['Security'] },
  {
    title: 'IAAP Web Accessibility Specialist (WAS)',
    issuedBy: 'International Association of Accessibility Professionals',
    skills: ['Accessibility'],
  },
  { title: 'Associate Android Developer', issuedBy: 'Google', skills: ['Kotlin', 'Flutter'] },
  { title: 'TensorFlow Developer Certificate', issuedBy: 'Google', skills: ['Machine learning'] },
  { title: 'Professional Scrum Product Owner I', issuedBy: 'Scrum.org', skills: ['Product management'] },
  {
    title: 'PostgreSQL Professional Certification',
    issuedBy: 'EDB',
    skills: ['PostgreSQL', 'Django', 'Laravel', 'SQLite'],
  },
  { title: 'Apollo Graph Developer – Associate', issuedBy: 'Apollo GraphQL', skills: ['GraphQL', 'Node.js'] },
];

const AWARDS = [
  { title: 'First place, Arab Hackathon for Social Good', awardedBy: 'Arab Digital Forum' },
  { title: 'Top-rated freelancer of the year', awardedBy: 'Guild' },
  { title: 'Best mobile app, MENA Startup Awards', awardedBy: 'MENA Startup Awards' },
  { title: 'Open-source contributor award', awardedBy: 'JSNation' },
  { title: 'Speaker, DevFest', awardedBy: 'Google Developer Groups' },
  { title: 'ICPC regional finalist', awardedBy: 'ICPC Foundation' },
  { title: 'Design award for a public-service app', awardedBy: 'Dubai Design Week' },
  { title: 'Best paper on Arabic NLP', awardedBy: 'ArabicNLP Workshop' },
];

const ORGS = [
  { login: 'arab-devs-demo', description: 'A community of Arab developers sharing open-source tools' },
  { login: 'open-mena-demo', description: 'Open data and civic tech for the Middle East and North Africa' },
  { login: 'rtl-kit-demo', description: 'Components and guides for right-to-left interfaces' },
  { login: 'guild-labs-demo', description: 'Open-source tools for freelancers' },
  { login: 'pydata-cairo-demo', description: 'PyData Cairo chapter' },
];

const LANGUAGE_OF: Record<string, string> = {
  TypeScript: 'TypeScript',
  React: 'TypeScript',
  'Node.js': 'JavaScript',
  Python: 'Python',
  Django: 'Python',
  Go: 'Go',
  Rust: 'Rust',
  Flutter: 'Dart',
  Swift: 'Swift',
  Kotlin: 'Kotlin',
  'Machine learning': 'Python',
  'Data engineering': 'Python',
  'Next.js': 'TypeScript',
  Astro: 'TypeScript',
  GraphQL: 'TypeScript',
  'Vue.js': 'Vue',
  Laravel: 'PHP',
  Kubernetes: 'Go',
  Docker: 'Shell',
  AWS: 'HCL',
  Security: 'Python',
  PostgreSQL: 'PLpgSQL',
  SQLite: 'C',
};

const REPO_IDEAS: Record<string, [string, string][]> = {
  TypeScript: [
    ['typed-fetch', 'A typed fetch wrapper with retries and schemas'],
    ['ts-result', 'Result and Option types for TypeScript'],
  ],
  React: [
    ['react-rtl-kit', 'Right-to-left ready React components'],
    ['use-hotkeys-lite', 'A tiny keyboard-shortcut hook'],
  ],
  'Node.js': [
    ['queue-lite', 'A SQLite-backed job queue for Node'],
    ['express-audit', 'Audit logs for Express apps'],
  ],
  Python: [
    ['arabic-slugify', 'Slugs for Arabic text'],
    ['csv-doctor', 'Finds and fixes broken CSV files'],
  ],
  Django: [
    ['django-tenant-lite', 'Simple multi-tenancy for Django'],
    ['drf-arabic', 'Arabic messages for Django REST Framework'],
  ],
  Go: [
    ['go-ratelimit', 'Token-bucket rate limiting middleware'],
    ['pgx-migrate', 'Minimal migrations for pgx'],
  ],
  Rust: [
    ['wasm-image-tools', 'Image resizing in WebAssembly'],
    ['tiny-kv', 'An embedded key-value store'],
  ],
  Flutter: [
    ['flutter-rtl-showcase', 'Right-to-left layouts in Flutter'],
    ['prayer-times-app', 'An offline prayer times app'],
  ],
  Swift: [
    ['swiftui-charts-demo', 'Charts with SwiftUI'],
    ['offline-notes', 'Notes that sync when they can'],
  ],
  Kotlin: [
    ['compose-forms', 'Form validation for Jetpack Compose'],
    ['android-vitals', 'Startup and jank metrics for Android'],
  ],
  'Machine learning': [
    ['arabic-sentiment', 'Sentiment analysis for Arabic reviews'],
    ['recsys-starter', 'A recommendation system starter kit'],
  ],
  'Data engineering': [
    ['dbt-mena-models', 'dbt models for regional e-commerce'],
    ['airflow-recipes', 'Airflow DAG recipes'],
  ],
  'Next.js': [
    ['next-i18n-starter', 'Next.js starter with Arabic and English'],
    ['next-og-images', 'Open Graph images at the edge'],
  ],
  Astro: [
    ['astro-docs-kit', 'A documentation theme for Astro'],
    ['astro-rtl-blog', 'A bilingual Astro blog'],
  ],
  GraphQL: [
    ['graphql-cost', 'Query cost analysis for GraphQL'],
    ['schema-diff', 'Breaking-change checks for schemas'],
  ],
  'Vue.js': [
    ['vue-data-table', 'An accessible data table for Vue 3'],
    ['pinia-persist-lite', 'Persist Pinia stores'],
  ],
  Laravel: [
    ['laravel-mada', 'Mada and Apple Pay for Laravel'],
    ['laravel-arabic-pdf', 'Arabic PDF invoices'],
  ],
  Kubernetes: [
    ['k8s-cost-report', 'Per-namespace cost reports'],
    ['helm-charts', 'Helm charts I maintain'],
  ],
  Docker: [['dev-containers', 'Dev containers for common stacks']],
  AWS: [['terraform-landing-zone', 'A small AWS landing zone in Terraform']],
  Security: [
    ['secrets-scan', 'Find secrets in git history'],
    ['csp-builder', 'Build a strict Content Security Policy'],
  ],
  PostgreSQL: [['pg-index-advisor', 'Suggests missing indexes from logs']],
  SQLite: [['sqlite-backup-s3', 'Continuous SQLite backups to S3']],
};

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-');

const day = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (n: number, from = new Date()) => new Date(from.getTime() - n * 86_400_000);

/** A year of LeetCode submissions: busy weekdays, quiet weekends, streaks and gaps. */
function submissionCalendar(r: () => number, intensity: number): string {
  const out: Record<string, number> = {};
  const today = new Date();
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let streak = 0;
  for (let i = 0; i < 366; i++) {
    const t = todayUtc - i * 86_400_000;
    const weekday = new Date(t).getUTCDay();
    // Breaks: holidays and busy weeks; the keenest members take fewer.
    if (streak <= 0 && r() < (intensity >= 1 ? 0.02 : 0.08)) streak = -Math.floor(r() * 10);
    if (streak < 0) {
      streak++;
      continue;
    }
    const busy = weekday === 5 || weekday === 6 ? 0.35 : 0.7;
    if (r() < busy * intensity) {
      out[String(t / 1000)] = 1 + Math.floor(r() * r() * 12);
    }
  }
  return JSON.stringify(out);
}

interface Seeded {
  row: UserRow;
  person: Person;
}

/** The demo people; their pictures are written under `dataDir`/uploads/public. */
export async function seedProfiles(db: Db, accounts: { expert: UserRow; client: UserRow }, dataDir: string) {
  const q = handle(db);
  const {
    awards,
    certifications,
    follows,
    notifications,
    skillEndorsements,
    socialLinks,
    userAddresses,
    userEngagement,
    userSkills,
    users,
  } = tables(db);
  const r = rng(20250601);
  const pick = <T>(list: T[]) => list[Math.floor(r() * list.length)]!;
  const root = uploadsRoot(dataDir);
  const userById = async (id: string) => single(await q.select().from(users).where(eq(users.id, id)));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();

  const avatarKey = (person: { initials: string; name: string }, i: number) =>
    writeUpload(root, `avatars/demo/${i}-${slug(person.initials)}.webp`, demoArt('people', person.name));
  for (const org of ORGS)
    writeUpload(root, `demo/orgs/${org.login}.png`, logoPng(org.login.slice(0, 2), org.login.length));
  const badgeIcon = (n: number) => {
    const key = `demo/badges/${n}.png`;
    writeUpload(root, key, logoPng(['D', 'S', 'K', 'G'][n % 4]!, n + 3));
    return `/media/${key}`;
  };

  // ---------------------------------------------------------------- the two documented accounts
  const layla: Person = {
    name: accounts.expert.fullName,
    initials: 'LH',
    gender: 'Female',
    city: 'Amman',
    country: 'Jordan',
    job: accounts.expert.jobTitle ?? 'Full-stack engineer',
    about: accounts.expert.description ?? '',
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Astro', 'Accessibility'],
    github: 'layla-haddad-demo',
    leetcode: 'layla-haddad-demo',
    linkedin: 'layla-haddad',
    website: accounts.expert.website ?? 'https://layla.example',
  };
  await q
    .update(users)
    .set({ avatar: avatarKey(layla, 0), companyName: 'Haddad Digital', dateOfBirth: '1989-04-12' })
    .where(eq(users.id, accounts.expert.id));
  await q
    .update(users)
    .set({ avatar: avatarKey({ name: accounts.client.fullName, initials: 'OF' }, 1) })
    .where(eq(users.id, accounts.client.id));

  // ---------------------------------------------------------------- people
  const experts: Seeded[] = [{ row: await userById(accounts.expert.id), person: layla }];
  /** The columns every demo person has: a verified account with the demo password, and who they are. */
  const personColumns = (person: Omit<Person, 'skills' | 'about'>, email: string) => ({
    email,
    fullName: person.name,
    passwordHash,
    isTermsAgreed: true,
    isEmailVerified: true,
    language: /[\u0600-\u06ff]/.test(person.name) ? ('ar' as const) : ('en' as const),
    gender: person.gender,
    city: person.city,
    location: person.country,
    jobTitle: person.job,
    companyName: person.company ?? null,
  });
  for (const [i, person] of EXPERTS.entries()) {
    const row = single(
      await q
        .insert(users)
        .values({
          ...personColumns(
            person,
            `${slug(person.github ?? person.linkedin ?? `expert-${i}`)}@demo.guild.test`,
          ),
          description: person.about,
          website: person.website ?? null,
          isExpert: true,
          dateOfBirth: `${1980 + Math.floor(r() * 18)}-0${1 + Math.floor(r() * 9)}-1${Math.floor(r() * 9)}`,
          avatar: avatarKey(person, i + 2),
          createdOn: daysAgo(30 + Math.floor(r() * 700), now).toISOString(),
        })
        .returning(),
    );
    experts.push({ row, person });
  }
  const clients: UserRow[] = [await userById(accounts.client.id)];
  for (const [i, person] of CLIENTS.entries()) {
    clients.push(
      single(
        await q
          .insert(users)
          .values({
            ...personColumns(person, `${slug(person.name) || `client-${i}`}-${i}@clients.guild.test`),
            foundationDate: i % 3 === 0 ? `${2005 + i}-0${1 + (i % 9)}-15` : null,
            description: `${person.job} at ${person.company}. I hire Guild experts for the projects we do not staff in-house.`,
            // Some clients keep the default (empty) avatar: the home page leaves them out.
            avatar: i % 2 === 0 ? avatarKey(person, 60 + i) : null,
          })
          .returning(),
      ),
    );
  }

  // ---------------------------------------------------------------- skills, credentials, links
  const skillIds = new Map<string, string[]>();
  for (const { row, person } of experts) {
    const ids: string[] = [];
    for (const title of person.skills) {
      ids.push(
        single(
          await q
            .insert(userSkills)
            .values({ userId: row.id, title, description: SKILLS[title] ?? null })
            .returning(),
        ).id,
      );
    }
    skillIds.set(row.id, ids);

    const links: [string, string][] = [];
    if (person.github) links.push(['github', `https://github.com/${person.github}`]);
    if (person.linkedin) links.push(['linkedin', `https://www.linkedin.com/in/${person.linkedin}`]);
    if (person.leetcode) links.push(['leetcode', `https://leetcode.com/u/${person.leetcode}/`]);
    if (person.website) links.push(['website', person.website]);
    if (person.dribbble) links.push(['dribbble', `https://dribbble.com/${person.dribbble}`]);
    for (const [name, url] of links) await q.insert(socialLinks).values({ userId: row.id, name, url });

    const fitting = CERTS.filter((c) => c.skills.some((s) => person.skills.includes(s)));
    const certCount = row.id === accounts.expert.id ? 3 : Math.min(fitting.length, Math.floor(r() * 3));
    for (const cert of fitting.slice(0, certCount)) {
      const issued = daysAgo(200 + Math.floor(r() * 900), now);
      await q.insert(certifications).values({
        userId: row.id,
        title: cert.title,
        issuedBy: cert.issuedBy,
        issueDate: day(issued),
        expiryDate: r() < 0.6 ? day(new Date(issued.getTime() + 3 * 365 * 86_400_000)) : null,
        certificateId: `${cert.issuedBy.replace(/[^A-Z]/g, '') || 'CERT'}-${Math.floor(100000 + r() * 899999)}`,
        certificateUrl: r() < 0.7 ? `https://credentials.example/verify/${Math.floor(r() * 1e9)}` : null,
        description: r() < 0.5 ? `Passed with a score in the top ${5 + Math.floor(r() * 20)}%.` : null,
      });
    }
    const awardCount = row.id === accounts.expert.id ? 2 : r() < 0.45 ? 1 : 0;
    for (let k = 0; k < awardCount; k++) {
      const award = AWARDS[(experts.indexOf(experts.find((e) => e.row.id === row.id)!) + k) % AWARDS.length]!;
      await q.insert(awards).values({
        userId: row.id,
        title: award.title,
        awardedBy: award.awardedBy,
        awardDate: day(daysAgo(60 + Math.floor(r() * 1200), now)),
        description: r() < 0.6 ? 'Chosen by a jury of practitioners from across the region.' : null,
      });
    }
    await q
      .insert(userEngagement)
      .values({ userId: row.id, appreciations: Math.floor(r() * 180), visits: 40 + Math.floor(r() * 2400) });
  }
  await q.insert(userAddresses).values({
    userId: accounts.client.id,
    name: accounts.client.fullName,
    phone: '+20 100 555 0142',
    addressLine1: '18 Abou El Feda Street',
    addressLine2: 'Zamalek, 4th floor',
    city: 'Cairo',
    state: 'Cairo Governorate',
    country: 'Egypt',
    postalCode: '11211',
  });

  // ---------------------------------------------------------------- follows and endorsements
  const everyone = [...experts.map((e) => e.row), ...clients];
  const followPairs = new Set<string>();
  const follow = async (a: string, b: string) => {
    if (a === b || followPairs.has(`${a}:${b}`)) return;
    followPairs.add(`${a}:${b}`);
    await q.insert(follows).values({
      followerId: a,
      followingId: b,
      createdOn: daysAgo(Math.floor(r() * 200), now).toISOString(),
    });
  };
  for (const user of everyone) {
    const n = 2 + Math.floor(r() * 8);
    for (let k = 0; k < n; k++) await follow(user.id, pick(experts).row.id);
  }
  // The demo expert is popular; the demo client follows her and a few others.
  for (const e of experts.slice(1, 14)) await follow(e.row.id, accounts.expert.id);
  for (const c of clients.slice(0, 6)) await follow(c.id, accounts.expert.id);
  await follow(accounts.expert.id, accounts.client.id);

  for (const { row } of experts) {
    for (const skillId of skillIds.get(row.id) ?? []) {
      const endorsers = 1 + Math.floor(r() * 9);
      for (let k = 0; k < endorsers; k++) {
        const who = pick(everyone);
        if (who.id === row.id || who.id === accounts.client.id) continue;
        await q.insert(skillEndorsements).values({ skillId, endorserId: who.id }).onConflictDoNothing();
      }
    }
  }

  // ---------------------------------------------------------------- cached GitHub and LeetCode stats
  const stats = createStatsRepo(db);
  const fetchedAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + 86_400_000).toISOString();
  for (const [i, { row, person }] of experts.entries()) {
    const avatarUrl = row.avatar ? `/media/${row.avatar}` : '';
    if (person.github) {
      const ideas = person.skills.flatMap((s) => REPO_IDEAS[s] ?? []);
      const repos = ideas.slice(0, 6).map(([name, description], k) => {
        const stars = Math.floor((900 / (k + 1)) * r() * (row.id === accounts.expert.id ? 2 : 1));
        return {
          name,
          private: false,
          description,
          language: LANGUAGE_OF[person.skills[k % person.skills.length]!] ?? null,
          stargazers_count: stars,
          watchers_count: stars,
          html_url: `https://github.com/${person.github}/${name}`,
        };
      });
      repos.sort((a, b) => b.stargazers_count - a.stargazers_count);
      const orgs = ORGS.filter((_, k) => (i + k) % 3 === 0)
        .slice(0, 3)
        .map((o) => ({
          login: o.login,
          avatar_url: `/media/demo/orgs/${o.login}.png`,
          description: o.description,
        }));
      await stats.pin({
        userId: row.id,
        source: 'github',
        username: person.github,
        status: 'ok',
        data: JSON.stringify({
          login: person.github,
          avatar_url: avatarUrl,
          name: person.name,
          company: person.company ?? null,
          bio: person.about.slice(0, 160),
          followers: 20 + Math.floor(r() * 2000),
          following: Math.floor(r() * 150),
          html_url: `https://github.com/${person.github}`,
          public_repos: repos.length + Math.floor(r() * 30),
          organizations: orgs,
          repos,
          actions: demoRuns(person.github, repos, now, r),
        }),
        fetchedAt,
        expiresAt,
      });
    }
    if (person.leetcode) {
      const easy = 40 + Math.floor(r() * 300);
      const medium = 20 + Math.floor(r() * 400);
      const hard = Math.floor(r() * 120);
      const badges = [
        {
          id: `${9000 + i}1`,
          displayName: '100 Days Badge 2025',
          icon: badgeIcon(0),
          creationDate: day(daysAgo(90, now)),
        },
        {
          id: `${9000 + i}2`,
          displayName: '50 Days Badge 2025',
          icon: badgeIcon(1),
          creationDate: day(daysAgo(150, now)),
        },
        {
          id: `${9000 + i}3`,
          displayName: 'Knight',
          icon: badgeIcon(2),
          creationDate: day(daysAgo(300, now)),
        },
      ].slice(0, 1 + (i % 3));
      await stats.pin({
        userId: row.id,
        source: 'leetcode',
        username: person.leetcode,
        status: 'ok',
        data: JSON.stringify({
          username: person.leetcode,
          githubUrl: person.github ? `https://github.com/${person.github}` : null,
          twitterUrl: null,
          linkedinUrl: person.linkedin ? `https://www.linkedin.com/in/${person.linkedin}` : null,
          profile: {
            realName: person.name,
            userAvatar: avatarUrl,
            countryName: person.country,
            reputation: Math.floor(r() * 400),
            ranking: 5000 + Math.floor(r() * 600000),
          },
          submitStats: {
            acSubmissionNum: [
              {
                difficulty: 'All',
                count: easy + medium + hard,
                submissions: Math.floor((easy + medium + hard) * 2.1),
              },
              { difficulty: 'Easy', count: easy, submissions: Math.floor(easy * 1.6) },
              { difficulty: 'Medium', count: medium, submissions: Math.floor(medium * 2.2) },
              { difficulty: 'Hard', count: hard, submissions: Math.floor(hard * 3.1) },
            ],
          },
          badges,
          contestBadge:
            i % 4 === 0 ? { name: 'Knight', expired: false, hoverText: 'Knight', icon: badgeIcon(3) } : null,
          submissionCalendar: submissionCalendar(r, row.id === accounts.expert.id ? 1 : 0.4 + r() * 0.6),
        }),
        fetchedAt,
        expiresAt,
      });
    }
  }

  // ---------------------------------------------------------------- notifications for the demo accounts
  const notifier = createNotifier(db, createEventBus());
  const [omarKhaled, maya, sara] = [experts[3]!.row, experts[8]!.row, experts[2]!.row];
  const laylaSkills = skillIds.get(accounts.expert.id) ?? [];
  for (const fan of [omarKhaled, maya]) {
    await q
      .insert(skillEndorsements)
      .values({ skillId: laylaSkills[0]!, endorserId: fan.id })
      .onConflictDoNothing();
  }
  await notifier.notify(accounts.expert.id, followNotice(sara));
  for (const fan of [omarKhaled, maya]) {
    await notifier.notify(
      accounts.expert.id,
      endorsementNotice(fan, { id: laylaSkills[0]!, title: 'TypeScript' }),
    );
  }
  const welcome = {
    kind: 'welcome',
    title: { en: 'Welcome to Guild', ar: 'مرحباً بك في Guild' },
    message: {
      en: 'Complete your profile with skills and links so clients can find you.',
      ar: 'أكمل ملفك بالمهارات والروابط ليجدك العملاء.',
    },
  };
  const old = await notifier.notify(accounts.expert.id, welcome);
  const clientWelcome = await notifier.notify(accounts.client.id, welcome);
  // The demo expert as stored now, with the avatar given above.
  await notifier.notify(accounts.client.id, followNotice(experts[0]!.row));
  // The welcome notes are old news.
  for (const n of [old, clientWelcome]) {
    if (n)
      await q
        .update(notifications)
        .set({ isRead: true, createdOn: daysAgo(20, now).toISOString() })
        .where(eq(notifications.id, n.id));
  }

  return { experts: experts.map((e) => e.row), clients };
}

/** Recent GitHub Actions runs of a demo account's three most starred repositories, newest first. */
function demoRuns(login: string, repos: { name: string; html_url: string }[], now: Date, r: () => number) {
  const workflows = ['CI', 'Deploy preview', 'Lint and test', 'Release'];
  const events = ['push', 'pull_request', 'push', 'schedule'];
  const runs = repos.slice(0, 3).flatMap((repo, k) =>
    [0, 1, 2].map((n) => {
      const failed = r() < 0.15;
      const runNumber = 40 + Math.floor(r() * 300) - n;
      return {
        id: `${login}-${repo.name}-${runNumber}`,
        repo: repo.name,
        name: workflows[(k + n) % workflows.length]!,
        status: 'completed',
        conclusion: failed ? 'failure' : 'success',
        event: events[(k + n) % events.length]!,
        branch: n === 1 ? 'feature/search' : 'main',
        run_number: runNumber,
        created_at: new Date(
          now.getTime() - (k * 3 + n) * 5 * 3_600_000 - Math.floor(r() * 3_600_000),
        ).toISOString(),
        html_url: `${repo.html_url}/actions/runs/${runNumber}`,
      };
    }),
  );
  return runs.sort((a, b) => (a.created_at < b.created_at ? 1 : -1)).slice(0, 8);
}
