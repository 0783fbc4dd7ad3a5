import { useEffect, useState } from 'react';
import type { MessageKey } from '../../contracts/messages';
import { englishMessageNow, loadEnglishMessages } from './i18n';

/**
 * The English text of a message of contracts/messages.ts (shown in the reader's language by `m()`),
 * as the catalogue's `error.*` part holds it (`loadEnglishMessages`),
 * loaded when it is first needed: a screen that shows one only after an action or on a rare address
 * does not load the catalogue with the page (decision 15). lib/failure loads it the same way.
 */
export async function loadMessage(key: MessageKey): Promise<string> {
  return (await loadEnglishMessages()).text(key) ?? key;
}

/**
 * The text of `key` while `wanted` holds, once loaded; null before. On the server it is there at
 * once (a part rendered there alone, such as an expert page's sections, never runs the effect).
 */
export function useMessage(key: MessageKey, wanted: boolean): string | null {
  const [text, setText] = useState<string | null>(() => (wanted ? englishMessageNow(key) : null));
  useEffect(() => {
    if (wanted) void loadMessage(key).then(setText);
  }, [key, wanted]);
  return wanted ? text : null;
}
