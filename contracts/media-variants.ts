/**
 * Smaller copies of public pictures (decision 22). The picture stored under key `k` is served at
 * `/media/k`; its copy at most `w` pixels wide, in WebP, at `/media/w/<w>/k.webp`. The server makes
 * a copy the first time it is asked for and keeps it; the islands derive the addresses for `srcset`
 * from the picture's URL, so no API answer changes. Only these widths exist: 400 for cards on a
 * desktop, 680 for a phone's card (Chromium takes the smallest copy at least as wide as the slot
 * times the screen's density: a 412 px phone at 1.75 wants 380 × 1.75 = 665 px, which a 640 px copy
 * would miss for the 960), 960 for denser screens and to bound very large uploads.
 */
export const VARIANT_WIDTHS = [400, 680, 960] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/**
 * Keys of the originals that have copies: a public key (folders and a file name, nothing that
 * climbs out), not in the copies' folder `w/` (no copies of copies), of a still picture sharp reads
 * (PNG, JPEG, WebP; not GIF, which may move). The server's check of a copy's address; the
 * islands tell their own pictures apart with a shorter one (islands/lib/picture-sizes.ts).
 */
export const HAS_VARIANTS = /^(?!w\/)(?!.*\.\.)[\w-]+(?:\/[\w-][\w.-]*)+\.(?:png|jpe?g|webp)$/;

/** The folder every copy lives under; never a folder of originals. */
export const VARIANT_FOLDER = 'w';

/** The storage key (and the path after `/media/`) of the copy of `key` at `width`. */
export const variantKey = (key: string, width: VariantWidth) => `${VARIANT_FOLDER}/${width}/${key}.webp`;
