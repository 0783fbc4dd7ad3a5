import type { Language } from '../../../contracts/auth';
import type { PushedNotification } from '../../../contracts/chat';
import type { NotificationRow } from '../../../db/schema';

function pick(json: string, lang: Language): string {
  try {
    const value = JSON.parse(json) as Record<string, string>;
    return value[lang] ?? value.en ?? '';
  } catch {
    return json;
  }
}

/**
 * A stored notification as the notifications list answers it, in the socket's language.
 * The `notification.created` event carries the row; title and message are `{en, ar}` JSON.
 */
export function toPushedNotification(
  row: NotificationRow,
  lang: Language,
  mediaUrl: (key: string | null) => string | null,
): PushedNotification {
  return {
    id: row.id,
    title: pick(row.title, lang),
    image: mediaUrl(row.image),
    message: pick(row.message, lang),
    is_read: row.isRead,
    actions: JSON.parse(row.actions),
    kind: row.kind,
    system_type: row.systemType,
    created_on: row.createdOn,
  };
}
