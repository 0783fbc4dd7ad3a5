import { type ComponentType, createContext, createElement, useContext } from 'react';
import { recordWrittenIn, seedWritten, type Written } from '../../contracts/locale';
import type { Lang } from './i18n';

/**
 * What a screen the server renders (`client:painted`, decisions 14 and 19) was rendered with: the reader's
 * language and the page's address. The browser hydrates with the same values (they travel as the
 * island's props), so the first render in the browser matches the HTML; the stored language and
 * session take over right after.
 */
export interface RenderedWith {
  lang?: Lang;
  /** The page's path and query, e.g. `/market/gigs/abc/` (what "sign in, then come back" returns to). */
  path?: string;
  /**
   * The numbers and dates the screen wrote on the server (decision 20). The page passes an empty
   * object (`written={{}}`); the server's render fills it; Astro serialises the island's props
   * after rendering, so it reaches the browser filled, and hydration writes that text instead of
   * making Intl formatters.
   */
  written?: Written;
}

/** Null for screens mounted in the browser (`client:only`). */
export const Rendered = createContext<RenderedWith | null>(null);

/** Wraps a screen the server renders; the page passes `lang`, `path` and `written` beside the screen's own props. */
export function rendered<P extends object>(Screen: ComponentType<P>) {
  return function RenderedScreen(props: P & RenderedWith) {
    if (props.written) {
      // The server renders the screen and then EndOfWriting in one synchronous pass, so only this
      // island's text is recorded into its own object.
      if (typeof window === 'undefined') recordWrittenIn(props.written);
      else seedWritten(props.written);
    }
    return createElement(
      Rendered.Provider,
      { value: { lang: props.lang, path: props.path } },
      createElement(Screen, props),
      createElement(EndOfWriting),
    );
  };
}

/** Rendered after the screen: what is formatted next (another island, another page) is not recorded here. */
function EndOfWriting() {
  recordWrittenIn(null);
  return null;
}

/**
 * The page's query string as the screen first reads it: the one the server rendered the page for
 * (so hydration draws the same list), or the browser's address for a screen mounted in the browser.
 * Read it once, for the screen's first state; later changes come from the screen itself or popstate.
 */
export function usePageQuery(): URLSearchParams {
  const path = useContext(Rendered)?.path;
  if (path === undefined) return new URLSearchParams(window.location.search);
  const q = path.indexOf('?');
  return new URLSearchParams(q === -1 ? '' : path.slice(q));
}
