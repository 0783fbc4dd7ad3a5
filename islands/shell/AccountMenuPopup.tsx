import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { User } from '../../contracts/auth';
import { useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { loadMessage } from '../lib/messages';
import { logout } from '../lib/session';
import { flashToast } from '../lib/toast';

const menuItems = (popup: HTMLElement | null) => [
  ...(popup?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * The open account menu (`AccountMenu` loads it the first time it opens): the member's name and
 * address, the items, and the keys of the WAI-ARIA menu pattern — arrows, Home and End move,
 * type-ahead finds, Escape closes it and gives focus back to the button, Tab leaves it.
 */
export default function AccountMenuPopup({
  user,
  menuId,
  buttonId,
  button,
  focusFirst,
  close,
}: {
  user: User;
  menuId: string;
  buttonId: string;
  button: RefObject<HTMLButtonElement | null>;
  /** Which item takes focus on opening: the first, or the last (opened with the up arrow). */
  focusFirst: boolean;
  close: (returnFocus: boolean) => void;
}) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const popupRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = menuItems(popupRef.current);
    (focusFirst ? list[0] : list.at(-1))?.focus();
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!popupRef.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [focusFirst, button, close]);

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

  const links: { href: string; label: string; key: string }[] = [
    { key: 'account', href: LINKS.account, label: t('shell.account.account') },
    { key: 'orders', href: LINKS.orders, label: t('shell.account.orders') },
    { key: 'edit-profile', href: LINKS.editProfile, label: t('shell.account.editProfile') },
    { key: 'messages', href: LINKS.messages, label: t('shell.account.messages') },
    { key: 'profile', href: LINKS.profile(user.id), label: t('shell.account.profile') },
  ];

  return (
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
  );
}
