import { type FormEvent, useState } from 'react';
import type { User } from '../../contracts/auth';
import type { FieldErrors } from '../../contracts/errors';
import { readFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { loadUser } from '../lib/session';
import { toast } from '../lib/toast';
import { Field } from '../lib/ui/Field';
import { profileApi } from './api';
import { LINK_LABELS } from './parts';
import { useUnsaved } from './unsaved';

/** The links edited here, in this order, with an example of each; the website has its own field. */
const LINK_FIELDS = (
  [
    ['github', 'https://github.com/your-name'],
    ['linkedin', 'https://www.linkedin.com/in/your-name'],
    ['leetcode', 'https://leetcode.com/u/your-name/'],
    ['twitter', 'https://x.com/your-name'],
    ['dribbble', 'https://dribbble.com/your-name'],
    ['behance', 'https://www.behance.net/your-name'],
  ] as const
).map(([name, placeholder]) => ({ name, label: LINK_LABELS[name], placeholder }));

export function WebLinks({ user }: { user: User }) {
  const { t } = useI18n();
  const existing = new Map(user.social_links.map((l) => [l.name, l]));
  const [values, setValues] = useState<Record<string, string>>(
    Object.fromEntries(LINK_FIELDS.map((f) => [f.name, existing.get(f.name)?.url ?? ''])),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  useUnsaved(
    'profile.edit.links',
    LINK_FIELDS.some((f) => (values[f.name]?.trim() ?? '') !== (existing.get(f.name)?.url ?? '')),
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Checked when sent: valibot, the contract and the messages load now, not with the page (decision 15).
    const { check, SocialLinkSchema } = await import('./schemas');
    const found: FieldErrors = {};
    for (const f of LINK_FIELDS) {
      const url = values[f.name]?.trim() ?? '';
      if (!url) continue;
      const checked = check(SocialLinkSchema, { name: f.name, url });
      if (!checked.ok) found[f.name] = checked.errors.url ?? checked.errors.name ?? [];
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      for (const f of LINK_FIELDS) {
        const url = values[f.name]?.trim() ?? '';
        const link = existing.get(f.name);
        try {
          if (link && !url) await profileApi.deleteLink(link.id);
          else if (link && url !== link.url) await profileApi.patchLink(link.id, url);
          else if (!link && url) await profileApi.addLink(f.name, url);
        } catch (error) {
          const failure = await readFailure(error);
          const message = failure.fields.url?.[0] ?? failure.fields.name?.[0] ?? failure.message;
          setErrors((old) => ({ ...old, [f.name]: [message] }));
          return;
        }
      }
      await loadUser();
      toast.success({ key: 'profile.edit.linksSaved' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card edit-section stack-form" onSubmit={submit} noValidate aria-labelledby="links-title">
      <h2 id="links-title">{t('profile.edit.links')}</h2>
      <p className="muted">{t('profile.edit.linksHint')}</p>
      {LINK_FIELDS.map((f) => (
        <Field
          key={f.name}
          label={f.label}
          name={`link-${f.name}`}
          type="url"
          dir="ltr"
          placeholder={f.placeholder}
          value={values[f.name] ?? ''}
          onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
          errors={errors[f.name]}
        />
      ))}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('common.loading') : t('profile.edit.saveLinks')}
        </button>
      </div>
    </form>
  );
}
