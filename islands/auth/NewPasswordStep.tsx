import type { FormEvent } from 'react';
import { useI18n } from '../lib/i18n';
import { useMessage } from '../lib/messages';
import { signIn } from '../lib/session';
import { flashToast } from '../lib/toast';
import { FormAlert } from '../lib/ui/Field';
import { NewPasswordFields } from '../lib/ui/NewPasswordFields';
import { useForm, useValues } from '../lib/use-form';
import { authApi } from './api';

/**
 * The last step of every reset: a new password (with the strength hints) for `uid` + `token`.
 * Reset confirm answers the login shape, so the user is signed in on this device only.
 */
const resetSchema = () => import('./schemas').then((m) => m.ResetConfirmSchema);

export function NewPasswordStep({ uid, token }: { uid: string; token: string }) {
  const { t } = useI18n();
  const { values, set } = useValues({ new_password1: '', new_password2: '' });
  // The schema (valibot, the messages) loads when the form is first sent, not with the page.
  const form = useForm(resetSchema, async (input) => {
    const session = await authApi.confirmReset(input);
    signIn(session);
    flashToast({ tone: 'success', key: 'auth.reset.done' });
    window.location.assign('/market/');
    return session;
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void form.run({ ...values, uid, token });
  }

  // A spent or expired link shows its message where the user can act on it.
  const linkProblem = form.errors.token ?? form.errors.uid;
  const linkInvalid = useMessage('resetLinkInvalid', linkProblem !== undefined);
  return (
    <form onSubmit={onSubmit} noValidate className="auth-step" aria-labelledby="new-password-title">
      <h2 id="new-password-title">{t('auth.reset.newTitle')}</h2>
      <p className="muted">{t('auth.reset.newSubtitle')}</p>
      <FormAlert messages={[...(form.errors.non_field_errors ?? []), ...(linkProblem ?? [])]} />
      {linkInvalid && linkProblem?.includes(linkInvalid) && (
        <a href="/market/forgot-password/">{t('auth.reset.startAgain')}</a>
      )}
      <NewPasswordFields
        names={['new_password1', 'new_password2']}
        label={t('auth.reset.newPassword')}
        hintsId="reset-password-hints"
        values={values}
        set={set}
        errors={form.errors}
      />
      <button className="button button-primary" type="submit" disabled={form.busy}>
        {form.busy ? t('common.loading') : t('auth.reset.save')}
      </button>
    </form>
  );
}
