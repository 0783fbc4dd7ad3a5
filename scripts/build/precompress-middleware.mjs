// @ts-check

/** Where a build registers `compressAhead`'s `add` (precompress.mjs) while it renders the pages. */
export const AHEAD = Symbol.for('guild.precompress.ahead');

/**
 * Hands each page the build prerenders to the compression as it is rendered (`compressAhead` in
 * precompress.mjs, which registers itself under AHEAD for the length of a build), so the pages are
 * compressed on the second core while the rest render. The bytes handed over are the ones Astro
 * writes to the page's file. Where nothing is registered (the server rendering a page per request),
 * the response passes through untouched.
 * @type {import('astro').MiddlewareHandler}
 */
export const onRequest = async (context, next) => {
  const response = await next();
  const add = /** @type {((data: Uint8Array) => Promise<void> | undefined) | undefined} */ (
    /** @type {Record<symbol, unknown>} */ (globalThis)[AHEAD]
  );
  if (!add || !context.isPrerendered || !response.body) return response;
  const data = new Uint8Array(await response.arrayBuffer());
  await add(data);
  return new Response(data, response);
};
