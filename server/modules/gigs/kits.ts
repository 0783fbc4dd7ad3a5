import { type FileKind, type GigKit, KIT_FILES, type KitFile, UPLOAD_LIMITS } from '../../../contracts/gigs';
import { DOWNLOAD_URL_EXPIRES_SECONDS } from '../../../contracts/orders';
import type { GigKitRow } from '../../../db/schema';
import type { PrivateStorage } from '../../plugins/private-storage';

// The kit: the private files a gig delivers to its owner and buyers. This file is the one definition
// of its files on the server: by kind (zip, pdf, video, the wire list in contracts/gigs.ts), the form
// field each is uploaded as and answered in, its column, what it may contain, its size cap, the name it
// downloads as, and how a link to it is signed.

interface KitFileSpec {
  /** The multipart field it is uploaded as, and the kit answer's field with its signed URL. */
  field: 'zip_file' | 'instruction_pdf' | 'instruction_video';
  /** The kit answer's flag saying the file is there, for readers who may not download it. */
  has: 'has_zip_file' | 'has_instruction_pdf' | 'has_instruction_video';
  column: 'zipFile' | 'instructionPdf' | 'instructionVideo';
  /** What its content and name must be. */
  fileKind: FileKind;
  /** The most bytes it may have. */
  cap: number;
  /** The end of its download name: `<gig-name>-<suffix>.<ext>`. */
  suffix: string;
}

export const KIT: Readonly<Record<KitFile, KitFileSpec>> = {
  zip: {
    field: 'zip_file',
    has: 'has_zip_file',
    column: 'zipFile',
    fileKind: 'zip',
    cap: UPLOAD_LIMITS.zip,
    suffix: 'kit',
  },
  pdf: {
    field: 'instruction_pdf',
    has: 'has_instruction_pdf',
    column: 'instructionPdf',
    fileKind: 'pdf',
    cap: UPLOAD_LIMITS.pdf,
    suffix: 'instructions',
  },
  video: {
    field: 'instruction_video',
    has: 'has_instruction_video',
    column: 'instructionVideo',
    fileKind: 'video',
    cap: UPLOAD_LIMITS.video,
    suffix: 'instructions',
  },
};

/** The multipart file fields of the kit routes and their caps. */
export const KIT_UPLOAD_CAPS: Readonly<Record<string, number>> = Object.fromEntries(
  KIT_FILES.map((kind) => [KIT[kind].field, KIT[kind].cap]),
);

/** The stored key of one file of a kit, or null when it was not uploaded. */
export const kitKey = (row: GigKitRow, kind: KitFile): string | null => row[KIT[kind].column];

/** Every stored key of a kit (for deleting its files). */
export const kitKeys = (row: GigKitRow): string[] =>
  KIT_FILES.map((kind) => kitKey(row, kind)).filter((key): key is string => Boolean(key));

/** The name a kit file downloads as, made of the gig's name: `brand-kit-starter-kit.zip`. */
export function downloadName(gigName: string, kind: KitFile, key: string): string {
  const slug =
    gigName
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-')
      .replace(/-+/g, '-')
      .slice(0, 60) || 'gig';
  const ext = key.split('.').pop() ?? 'bin';
  return `${slug}-${KIT[kind].suffix}.${ext}`;
}

export type KitSigner = (gigName: string, kind: KitFile, key: string) => Promise<string>;

/** The one way a kit file link is made: signed, starting now, working for DOWNLOAD_URL_EXPIRES_SECONDS. */
export function createKitSigner(privateStorage: PrivateStorage, now: () => Date): KitSigner {
  return (gigName, kind, key) =>
    privateStorage.signedUrl(key, {
      date: now(),
      expiresSeconds: DOWNLOAD_URL_EXPIRES_SECONDS,
      filename: downloadName(gigName, kind, key),
    });
}

/** The kit answer: signed URLs when `mayDownload`, the `has_*` flags for everyone. */
export async function serializeKit(
  row: GigKitRow,
  gigName: string,
  mayDownload: boolean,
  sign: KitSigner,
): Promise<GigKit> {
  const kit = { id: row.id, gig: row.gigId } as GigKit;
  // The links first, then the flags: the order of the answer's schema.
  for (const kind of KIT_FILES) {
    const key = kitKey(row, kind);
    kit[KIT[kind].field] = key && mayDownload ? await sign(gigName, kind, key) : null;
  }
  for (const kind of KIT_FILES) kit[KIT[kind].has] = Boolean(kitKey(row, kind));
  return kit;
}
