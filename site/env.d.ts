/**
 * `Astro.locals` of the marketplace pages rendered per request: the Fastify server passes them
 * (server/plugins/market-pages.ts); prerendered pages never see them.
 */
declare namespace App {
  interface Locals {
    market?: import('../server/plugins/market-pages').MarketLocals;
  }
}

/** `client:painted` (site/directives/painted.ts): hydrate once the page has painted. */
declare namespace Astro {
  interface ClientDirectives {
    'client:painted'?: boolean;
  }
}
