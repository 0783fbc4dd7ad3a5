import { type FormEvent, useEffect, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { loadUser, useSession } from '../lib/session';
import { toast } from '../lib/toast';
import { Field, FormAlert } from '../lib/ui/Field';
import { NewPasswordFields } from '../lib/ui/NewPasswordFields';
import { SignInCard } from '../lib/ui/SignInCard';
import { useForm, useValues } from '../lib/use-form';
import { accountApi } from './api';

// Checked when sent: valibot, the contract and the messages load then, not with the page (decision 15).
const changeSchema = () => import('./schemas').then((m) => m.PasswordChangeSchema);
const createSchema = () => import('./schemas').then((m) => m.CreatePasswordSchema);

/**
 * Change password (spec §2), or create one for an account made by social or OpenID sign-in.
 * Spec §8: a 400 or 401 shows the old_password error. Every other device is signed out.
 */
const EMPTY = { old_password: '', new_password1: '', new_password2: '' };

export default function ChangePasswordForm() {
  const { t } = useI18n();
  const session = useSession();
  const { values, setValues, set } = useValues(EMPTY);
  const [done, setDone] = useState<string[]>([]);
  const hasPassword = session.user?.has_password !== false;

  useEffect(() => {
    void loadUser();
  }, []);

  const change = useForm(changeSchema, async (input) => {
    return accountApi.changePassword(input);
  });
  const create = useForm(createSchema, async (input) => {
    const answer = await accountApi.createPassword(input);
    await loadUser();
    return answer;
  });
  const form = hasPassword ? change : create;

  if (!session.isLoggedIn) {
    return (
      <SignInCard
        title={t('account.signInFirst.title')}
        body={t('account.signInFirst.body')}
        next="/market/change-password/"
      />
    );
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setDone([]);
    const answer = hasPassword
      ? await change.run(values)
      : await create.run({ new_password1: values.new_password1, new_password2: values.new_password2 });
    if (answer) {
      setDone([answer.detail]);
      toast.success(answer.detail);
      setValues(EMPTY);
    }
  }

  // Spec §8: a 401 answer (not a field error) is shown on old_password too.
  const oldErrors = form.errors.old_password ?? (hasPassword ? form.errors.non_field_errors : undefined);
  return (
    <form className="card auth-card" onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <h1 id="change-password-title">
        {t(hasPassword ? 'account.password.title' : 'account.password.createTitle')}
      </h1>
      <p className="muted">
        {t(hasPassword ? 'account.password.subtitle' : 'account.password.createSubtitle')}
      </p>
      <FormAlert tone="success" messages={done} />
      {!hasPassword && <FormAlert messages={form.errors.non_field_errors ?? []} />}
      {hasPassword && (
        <Field
          label={t('account.password.old')}
          name="old_password"
          type="password"
          autoComplete="current-password"
          value={values.old_password}
          onChange={set('old_password')}
          errors={oldErrors}
          required
        />
      )}
      <NewPasswordFields
        names={['new_password1', 'new_password2']}
        label={t('auth.reset.newPassword')}
        hintsId="change-password-hints"
        values={values}
        set={set}
        errors={form.errors}
      />
      <button className="button button-primary" type="submit" disabled={form.busy}>
        {form.busy
          ? t('common.loading')
          : t(hasPassword ? 'account.password.save' : 'account.password.create')}
      </button>
      <p className="auth-switch">
        <a href="/market/account/">{t('account.backToAccount')}</a>
      </p>
    </form>
  );
}
