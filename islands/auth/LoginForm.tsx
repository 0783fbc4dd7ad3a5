import { type FormEvent, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { loadMessage } from '../lib/messages';
import { nextPath, signIn } from '../lib/session';
import { EmailField, Field, FormAlert } from '../lib/ui/Field';
import { useForm, useValues } from '../lib/use-form';
import { authApi } from './api';
import SignInOptions from './SignInOptions';

const loginSchema = () => import('./schemas').then((m) => m.LoginSchema);

export default function LoginForm() {
  const { t } = useI18n();
  const { values, set } = useValues({ email: '', password: '' });
  const [done, setDone] = useState<string | null>(null);
  // The schema and the messages load when the form is first sent, not with the page.
  const form = useForm(loginSchema, async (input) => {
    const session = await authApi.login(input);
    signIn(session);
    setDone(await loadMessage('loggedIn'));
    window.location.assign(session.user.is_email_verified ? nextPath() : '/market/verify/');
    return session;
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void form.run(values);
  }

  return (
    <form className="card auth-card" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <h1 id="login-title">{t('auth.login.title')}</h1>
      <p className="muted">{t('auth.login.subtitle')}</p>
      <FormAlert messages={form.errors.non_field_errors ?? []} />
      <FormAlert tone="success" messages={done ? [done] : []} />
      <EmailField
        label={t('auth.field.email')}
        value={values.email}
        onChange={set('email')}
        errors={form.errors.email}
      />
      <Field
        label={t('auth.field.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        errors={form.errors.password}
        required
      />
      <p className="auth-forgot">
        <a href="/market/forgot-password/">{t('auth.login.forgot')}</a>
      </p>
      <button className="button button-primary" type="submit" disabled={form.busy}>
        {form.busy ? t('common.loading') : t('auth.login.submit')}
      </button>
      <SignInOptions />
      <p className="auth-switch">
        {t('auth.login.noAccount')} <a href="/market/signup/">{t('auth.login.createAccount')}</a>
      </p>
    </form>
  );
}
