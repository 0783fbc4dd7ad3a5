import journalCss from '../styles/journal.css?raw';

/**
 * The Journal's stylesheet as every Journal page inlines it (JournalLayout): no render-blocking
 * request before the first paint. Comments and runs of white space are dropped; the rest is as
 * written. Made once a build, not once a page.
 */
export const journalInlineCss = journalCss.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ');
