import { type FormEvent, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { signIn } from '../lib/session';
import { CheckboxField, EmailField, Field, FormAlert } from '../lib/ui/Field';
import { NewPasswordFields } from '../lib/ui/NewPasswordFields';
import { useForm, useValues } from '../lib/use-form';
import { authApi } from './api';
import SignInOptions from './SignInOptions';

// The schema (valibot and the messages) loads when the form is first sent, not with the page.
const registerSchema = () => import('./schemas').then((m) => m.RegisterSchema);

export default function SignupForm() {
  const { t } = useI18n();
  const { values, set } = useValues({ full_name: '', email: '', password1: '', password2: '' });
  const [agreed, setAgreed] = useState(false);
  const form = useForm(registerSchema, async (input) => {
    const session = await authApi.register(input);
    signIn(session);
    window.location.assign('/market/verify/');
    return session;
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void form.run({ ...values, is_terms_agreed: agreed });
  }

  const [before, after] = t('auth.signup.terms').split('{terms}');
  const [middle, end] = (after ?? '').split('{privacy}');

  return (
    <form className="card auth-card" onSubmit={onSubmit} noValidate aria-labelledby="signup-title">
      <h1 id="signup-title">{t('auth.signup.title')}</h1>
      <p className="muted">{t('auth.signup.subtitle')}</p>
      <FormAlert messages={form.errors.non_field_errors ?? []} />
      <Field
        label={t('auth.field.fullName')}
        name="full_name"
        autoComplete="name"
        value={values.full_name}
        onChange={set('full_name')}
        errors={form.errors.full_name}
        required
      />
      <EmailField
        label={t('auth.field.email')}
        value={values.email}
        onChange={set('email')}
        errors={form.errors.email}
      />
      <NewPasswordFields
        names={['password1', 'password2']}
        label={t('auth.field.password1')}
        hintsId="password-hints"
        values={values}
        set={set}
        errors={form.errors}
      />
      <CheckboxField
        id="terms"
        name="is_terms_agreed"
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
        errors={form.errors.is_terms_agreed}
        errorId="terms-error"
        label={
          <>
            {before}
            <a href="/market/terms/">{t('auth.signup.termsLink')}</a>
            {middle}
            <a href="/market/privacy/">{t('auth.signup.privacyLink')}</a>
            {end}
          </>
        }
      />
      <button className="button button-primary" type="submit" disabled={form.busy}>
        {form.busy ? t('common.loading') : t('auth.signup.submit')}
      </button>
      <SignInOptions />
      <p className="auth-switch">
        {t('auth.signup.haveAccount')} <a href="/market/login/">{t('nav.login')}</a>
      </p>
    </form>
  );
}
