import { notifyFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { toast } from '../lib/toast';
import { markAllRead } from './lists';

/** Marks every notification read (spec §4) and says so in a toast; there is nothing to do at no unread. */
export function MarkAllReadButton({ unread, className }: { unread: number; className: string }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className={className}
      disabled={unread === 0}
      onClick={async () => {
        try {
          toast.success(await markAllRead());
        } catch (error) {
          await notifyFailure(error);
        }
      }}
    >
      {t('notifications.markAll')}
    </button>
  );
}
