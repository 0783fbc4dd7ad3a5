import type { Notification, NotificationPage } from '../../contracts/notifications';
import { SYSTEM_TYPE } from '../../contracts/system-type';
import { api, query } from '../lib/api';

/** The notification calls of spec §7, typed; every one is about Guild's own notifications. */
export const notificationsApi = {
  list: (page: number, pageSize: number) =>
    api.get<NotificationPage>(
      `notification/notification/${query({ system_type: SYSTEM_TYPE, page, page_size: pageSize })}`,
    ),
  markRead: (id: string) =>
    api.patch<Notification>(`notification/notification/${encodeURIComponent(id)}`, { is_read: true }),
  markAllRead: () =>
    api.patch<{ detail: string }>('notification/notification/all-read', { system_type: SYSTEM_TYPE }),
};
