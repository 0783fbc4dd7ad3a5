import { type FormEvent, useState } from 'react';
import { type LoginSession, ResetConfirmSchema } from '../../contracts/auth';
import { MESSAGES } from '../../contracts/messages';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { signIn } from '../lib/session';
import { flashToast } from '../lib/toast';
import { Field, FormAlert } from '../lib/ui/Field';
import { useForm } from '../lib/use-form';
import { PasswordHints } from './PasswordHints';

/**
 * The last step of every reset: a new password (with the strength hints) for `uid` + `token`.
 * Reset confirm answers the login shape, so the user is signed in on this device only.
 */
export function NewPasswordStep({ uid, token }: { uid: string; token: string }) {
  const { t } = useI18n();
  const [values, setValues] = useState({ new_password1: '', new_password2: '' });
  const form = useForm(ResetConfirmSchema, async (input) => {
    const session = await api.post<LoginSession>('auth/password/reset/confirm', input);
    signIn(session);
    flashToast({ tone: 'success', key: 'auth.reset.done' });
    window.location.assign('/market/');
    return session;
  });
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void form.run({ ...values, uid, token });
  }

  // A spent or expired link shows its message where the user can act on it.
  const linkProblem = form.errors.token ?? form.errors.uid;
  return (
    <form onSubmit={onSubmit} noValidate className="auth-step" aria-labelledby="new-password-title">
      <h2 id="new-password-title">{t('auth.reset.newTitle')}</h2>
      <p className="muted">{t('auth.reset.newSubtitle')}</p>
      <FormAlert messages={[...(form.errors.non_field_errors ?? []), ...(linkProblem ?? [])]} />
      {linkProblem?.includes(MESSAGES.resetLinkInvalid) && (
        <a href="/market/forgot-password/">{t('auth.reset.startAgain')}</a>
      )}
      <Field
        label={t('auth.reset.newPassword')}
        name="new_password1"
        type="password"
        autoComplete="new-password"
        value={values.new_password1}
        onChange={set('new_password1')}
        errors={form.errors.new_password1}
        hint={<PasswordHints password={values.new_password1} id="reset-password-hints" />}
        aria-describedby="reset-password-hints"
        required
      />
      <Field
        label={t('auth.field.password2')}
        name="new_password2"
        type="password"
        autoComplete="new-password"
        value={values.new_password2}
        onChange={set('new_password2')}
        errors={form.errors.new_password2}
        required
      />
      <button className="button button-primary" type="submit" disabled={form.busy}>
        {form.busy ? t('common.loading') : t('auth.reset.save')}
      </button>
    </form>
  );
}
