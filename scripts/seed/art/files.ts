import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where make-art.ts writes the demo imagery and the seed reads it. */
export const ART_DIR = join(fileURLToPath(new URL('.', import.meta.url)), '..', 'media', 'art');

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The file of one picture: `gigs/<name>-<screen>.webp`, `teams/<name>-logo.webp`, `people/<name>.webp`. */
export const artName = (folder: 'gigs' | 'teams' | 'people', name: string, part?: string | number) =>
  `${folder}/${slug(name)}${part === undefined ? '' : `-${part}`}.webp`;

/** The committed picture of a demo item (see make-art.ts). */
export const demoArt = (folder: 'gigs' | 'teams' | 'people', name: string, part?: string | number) =>
  readFileSync(join(ART_DIR, artName(folder, name, part)));
