// @ts-check
import { smartypants } from './smartypants.mjs';

/**
 * Names each plugin of MARKDOWN on the function itself: the content config is loaded by Vite, apart
 * from astro.config.mjs, so its copy of this module holds other function objects (and Vite rewrites
 * their code), but with the same names.
 */
export const PLUGIN_NAME = Symbol.for('guild.markdown.plugin');
/** @template {Function} F @param {string} name @param {F} plugin @returns {F} */
const named = (name, plugin) => Object.assign(plugin, { [PLUGIN_NAME]: name });

/**
 * The Markdown settings of Guild Journal (astro.config.mjs `markdown`, which MDX inherits), in a
 * module of their own: the worker threads that render the articles' Markdown during the content sync
 * (markdown-aside.mjs) import the same plugins, which cannot be sent to a thread.
 * @satisfies {import('astro').AstroUserConfig['markdown']}
 */
export const MARKDOWN = {
  // Astro's SmartyPants, run only on text it changes (scripts/build/smartypants.mjs, decision 18):
  // the same curly quotes, dashes and ellipses; Astro's own ran twice over every article's text.
  // MDX inherits both settings.
  smartypants: false,
  remarkPlugins: [named('smartypants', smartypants)],
  // Code in articles follows the reader's colour scheme (site/styles/journal.css switches to the dark set).
  shikiConfig: { themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } },
};
