import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { User } from '../../contracts/auth';
import { useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { loadMessage } from '../lib/messages';
import { logout } from '../lib/session';
import { flashToast } from '../lib/toast';
import { Avatar } from '../lib/ui/Avatar';

const menuItems = (popup: HTMLElement | null) => [
  ...(popup?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * The account menu of spec §2 (Account with past orders, Edit Profile, Message, Profile, Logout)
 * as a WAI-ARIA menu button: Enter, Space and the arrows open it, arrows, Home and End move,
 * Escape closes it and gives focus back to the button, Tab leaves it.
 */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();
  const buttonId = useId();

  useEffect(() => {
    if (!open) return;
    const list = menuItems(popupRef.current);
    (focusOnOpen.current === 'last' ? list.at(-1) : list[0])?.focus();
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!popupRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openMenu(at: 'first' | 'last') {
    focusOnOpen.current = at;
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openMenu('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openMenu('last');
    }
  }

  function onMenuKeyDown(e: KeyboardEvent<HTMLUListElement>) {
    const list = menuItems(popupRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => {
      e.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    switch (e.key) {
      case 'ArrowDown':
        return go(index + 1);
      case 'ArrowUp':
        return go(index - 1);
      case 'Home':
        return go(0);
      case 'End':
        return go(list.length - 1);
      case 'Escape':
        e.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      default: {
        // Type-ahead: the next item starting with the typed letter.
        if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
        const letter = e.key.toLocaleLowerCase();
        const order = [...list.slice(index + 1), ...list.slice(0, index + 1)];
        const next = order.find((el) => el.textContent?.trim().toLocaleLowerCase().startsWith(letter));
        if (next) {
          e.preventDefault();
          next.focus();
        }
      }
    }
  }

  async function onLogout() {
    setBusy(true);
    await logout();
    flashToast({ tone: 'success', text: await loadMessage('loggedOut') });
    window.location.assign(LINKS.home);
  }

  const links: { href: string; label: string; hint?: string; key: string }[] = [
    { key: 'account', href: LINKS.account, label: t('shell.account.account') },
    { key: 'orders', href: LINKS.orders, label: t('shell.account.orders') },
    { key: 'edit-profile', href: LINKS.editProfile, label: t('shell.account.editProfile') },
    { key: 'messages', href: LINKS.messages, label: t('shell.account.messages') },
    { key: 'profile', href: LINKS.profile(user.id), label: t('shell.account.profile') },
  ];

  return (
    <div className="account-menu">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="account-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
        data-testid="account-menu-button"
      >
        <Avatar name={user.full_name} src={user.avatar} size={32} />
        <span className="account-name">{user.full_name}</span>
        <span className="visually-hidden">{t('shell.account.menu')}</span>
        <svg className="chevron" aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open && (
        <div ref={popupRef} className="menu-popup">
          <div className="menu-user">
            <strong>{user.full_name}</strong>
            <span className="muted" dir="ltr">
              {user.email}
            </span>
          </div>
          {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA menu pattern: a list of menu items. */}
          <ul id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
            {links.map((item) => (
              <li role="none" key={item.key}>
                <a role="menuitem" tabIndex={-1} href={item.href} data-item={item.key}>
                  {item.label}
                </a>
              </li>
            ))}
            <li role="none" className="menu-separator">
              <button
                role="menuitem"
                type="button"
                tabIndex={-1}
                onClick={onLogout}
                disabled={busy}
                data-item="logout"
              >
                {t('shell.account.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
