import type { ReactNode } from 'react';
import { type ApiFailure, failureText } from '../failure';
import { useI18n } from '../i18n';

/**
 * How every screen shows a failed page load (spec §8): the message in the reader's language and
 * a way to try again. Actions use an error toast instead (notifyFailure).
 */
export function ErrorState({
  failure,
  onRetry,
}: {
  failure: Pick<ApiFailure, 'message' | 'code'>;
  onRetry?: () => void;
}) {
  const { lang, t } = useI18n();
  return (
    <div className="state state-error" role="alert">
      <svg className="state-icon" aria-hidden="true" viewBox="0 0 24 24" width="32" height="32">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="state-title">{failureText(failure, lang)}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('shell.error.retry')}
        </button>
      )}
    </div>
  );
}

/** Nothing to show yet: a title, a hint, and optionally an action. */
export function EmptyState({
  title,
  hint,
  children,
}: {
  title: ReactNode;
  hint?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="state state-empty" role="status">
      <p className="state-title">{title}</p>
      {hint && <p className="muted">{hint}</p>}
      {children}
    </div>
  );
}
