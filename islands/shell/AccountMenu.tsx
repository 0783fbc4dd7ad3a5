import { type KeyboardEvent, lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import type { User } from '../../contracts/auth';
import { useI18n } from '../lib/i18n';
import { Avatar } from '../lib/ui/Avatar';

// The open menu (its items, keys and sign-out) loads the first time it is wanted: fetched as the
// pointer comes near or the button takes focus, so it is there by the time it opens.
const loadPopup = () => import('./AccountMenuPopup');
const AccountMenuPopup = lazy(loadPopup);

/**
 * The account menu of spec §2 (Account with past orders, Edit Profile, Message, Profile, Logout)
 * as a WAI-ARIA menu button: Enter, Space and the arrows open it (`AccountMenuPopup` has the
 * menu's own keys).
 */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useI18n();
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  function onButtonKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setOpen('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen('last');
    }
  }

  return (
    <div className="account-menu">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="account-button"
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
        data-testid="account-menu-button"
      >
        <Avatar name={user.full_name} src={user.avatar} size={32} />
        <span className="account-name">{user.full_name}</span>
        <span className="visually-hidden">{t('nav.accountMenu')}</span>
        <svg className="chevron" aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenuPopup
            user={user}
            menuId={menuId}
            buttonId={buttonId}
            button={buttonRef}
            focusFirst={open === 'first'}
            close={close}
          />
        </Suspense>
      )}
    </div>
  );
}
