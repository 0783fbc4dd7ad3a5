import type { ImgHTMLAttributes } from 'react';
import { pictureSizes } from '../picture-sizes';

type PictureLoading = ImgHTMLAttributes<HTMLImageElement>;

/**
 * The picture of a page's largest paint is fetched first and decoded with its frame, and marked
 * for Element Timing: `client:painted` hydrates the page's islands once the browser reports it on
 * screen (site/directives/painted.ts). React passes `elementtiming` through as written.
 */
const LARGEST: PictureLoading = {
  fetchPriority: 'high',
  decoding: 'sync',
  elementtiming: 'largest',
} as PictureLoading;
/** Any other picture loads when scrolled near, and is decoded apart from its frame. */
const LATER: PictureLoading = { loading: 'lazy', decoding: 'async' };

/** How a picture loads: as the page's largest paint, or later. Spread on the `<img>`. */
export const pictureLoading = (largest: boolean): PictureLoading => (largest ? LARGEST : LATER);

/**
 * A card's picture (gig, product and team cards), beside its `src`: the smaller copies to choose
 * from at the cards' sizes (`pictureSizes`, decision 22), and how it loads. Here, beside
 * `pictureLoading`, so the cards fetch no script of its own (decision 15's budget).
 */
export const cardPicture = (src: string, largest: boolean): PictureLoading => ({
  ...pictureSizes(src),
  ...pictureLoading(largest),
});
