import type { Language } from '../../../contracts/auth';
import type { Notification } from '../../../contracts/notifications';
import type { NotificationRow } from '../../../db/schema';

function pick(json: string, lang: Language): string {
  try {
    const value = JSON.parse(json) as Record<string, string>;
    return value[lang] ?? value.en ?? '';
  } catch {
    return json;
  }
}

/** A notification in the reader's language. */
export function serializeNotification(
  row: NotificationRow,
  lang: Language,
  mediaUrl: (key: string | null) => string | null,
): Notification {
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
