import { VARIANT_WIDTHS } from '../../contracts/media-variants';

/**
 * How wide a card's picture is drawn (site/styles: the page is at most 1120 px with 1rem on each
 * side; the grids' columns are at least 15rem or 250 px, 1.25rem apart): on a phone, one column,
 * the whole width less the page's padding; from 1120 px on, four columns of 257 px. Between the
 * two (tablets: two to four columns of 244–385 px) 260px rounds down, by up to a third: such a
 * screen at twice the density still gets the 680 px copy. Each condition is bytes in the script of
 * every page with cards, and the Arabic search page has almost none left (decision 15).
 */
export const CARD_SIZES = '(max-width:551px) calc(100vw - 2rem),260px';

/**
 * How wide a gig page's banner is drawn (site/styles/gig-page.css): the page's whole width less its
 * padding, at most 1088 px. A phone at 412 px and 1.75 gets the 680 px copy; a desktop the 960 px.
 */
export const BANNER_SIZES = '(max-width:1120px) calc(100vw - 2rem),1088px';

/**
 * One of our own pictures with copies: `[origin]/media/<key>`, a PNG, JPEG or WebP, not a copy. The
 * server checks the key in full (`HAS_VARIANTS`); the keys in API answers are its own, so this
 * shorter test is enough here.
 */
const OURS = /^(?:https?:\/\/[^/]+)?\/media\/(?!w\/)[^?#]+\.(png|jpe?g|webp)$/;

/**
 * For one of our own pictures, the `srcSet` of its smaller copies (decision 22) and `sizes` (the
 * cards', unless given), to spread on its `<img>` beside `src`; nothing for any other address. The
 * copies' addresses are `variantKey`'s, written out: every card's script carries this (decision
 * 15's budget); the server and end-to-end tests hold the two together.
 */
export const pictureSizes = (src: string, sizes = CARD_SIZES): { srcSet?: string; sizes?: string } =>
  OURS.test(src)
    ? {
        srcSet: VARIANT_WIDTHS.map((w) => `${src.replace('/media/', `/media/w/${w}/`)}.webp ${w}w`).join(),
        sizes,
      }
    : {};
