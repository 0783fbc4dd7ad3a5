// Renders the demo imagery (draw.ts) to WebP under scripts/seed/media/art/, where the seed copies it
// from. Run after changing a demo gig, team or person, or the drawings, and commit the files:
//
//   npx tsx scripts/seed/art/make-art.ts
//
// Every picture is a pure function of its item's name (and category), so running it twice writes
// the same files.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_PEOPLE } from '../accounts';
import { GIGS, TEAMS } from '../gigs';
import { CLIENTS, EXPERTS } from '../profiles';
import { avatarSvg, gigSvg, teamBannerSvg, teamLogoSvg } from './draw';
import { ART_DIR, artName } from './files';

const jobs: [string, string, number][] = [];
for (const gig of GIGS)
  for (let screen = 0; screen < 3; screen++)
    jobs.push([artName('gigs', gig.name, screen), gigSvg(gig, screen), 78]);
for (const team of TEAMS) {
  jobs.push([artName('teams', team.name, 'logo'), teamLogoSvg(team.name), 85]);
  jobs.push([artName('teams', team.name, 'banner'), teamBannerSvg(team.name), 78]);
}
for (const person of [...DEMO_PEOPLE, ...EXPERTS, ...CLIENTS])
  jobs.push([artName('people', person.name), avatarSvg(person), 82]);

rmSync(ART_DIR, { recursive: true, force: true });
let bytes = 0;
for (const [name, svg, quality] of jobs) {
  const out = join(ART_DIR, name);
  mkdirSync(join(out, '..'), { recursive: true });
  const webp = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
  writeFileSync(out, webp);
  bytes += webp.length;
}
const count = readdirSync(ART_DIR, { recursive: true }).filter((f) => String(f).endsWith('.webp')).length;
console.log(`${count} pictures, ${Math.round(bytes / 1024)} KB in ${ART_DIR}`);
