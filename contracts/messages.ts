/**
 * Every user-facing message the API and the forms share, in the product's own words
 * (`message-texts.ts`, one export each). `MESSAGES.<key>` reads one; a browser bundle carries only
 * the ones it reads that way. The keys double as translation keys: islands show `error.<key>` from
 * their catalogue.
 */
import * as TEXTS from './message-texts';

export * as MESSAGES from './message-texts';

export type MessageKey = keyof typeof TEXTS;

let byText: Map<string, MessageKey> | undefined;

/** The key of a message text, so a form can show the server's words in the reader's language. */
export function messageKey(text: string): MessageKey | undefined {
  byText ??= new Map(Object.entries(TEXTS).map(([k, t]) => [t, k as MessageKey]));
  return byText.get(text);
}
