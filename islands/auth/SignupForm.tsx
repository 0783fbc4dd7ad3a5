import { type FormEvent, useState } from 'react';
import { type LoginSession, RegisterSchema } from '../../contracts/auth';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { signIn } from '../lib/session';
import { Field, FormAlert } from '../lib/ui/Field';
import { useForm } from '../lib/use-form';
import { PasswordHints } from './PasswordHints';
import SignInOptions from './SignInOptions';

export default function SignupForm() {
  const { t, m } = useI18n();
  const [values, setValues] = useState({ full_name: '', email: '', password1: '', password2: '' });
  const [agreed, setAgreed] = useState(false);
  const form = useForm(RegisterSchema, async (input) => {
    const session = await api.post<LoginSession>('auth/registration', input);
    signIn(session);
    window.location.assign('/market/verify/');
    return session;
  });
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

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
      <Field
        label={t('auth.field.email')}
        name="email"
        type="email"
        autoComplete="email"
        dir="ltr"
        value={values.email}
        onChange={set('email')}
        errors={form.errors.email}
        required
      />
      <Field
        label={t('auth.field.password1')}
        name="password1"
        type="password"
        autoComplete="new-password"
        value={values.password1}
        onChange={set('password1')}
        errors={form.errors.password1}
        aria-describedby="password-hints"
        hint={<PasswordHints password={values.password1} id="password-hints" />}
        required
      />
      <Field
        label={t('auth.field.password2')}
        name="password2"
        type="password"
        autoComplete="new-password"
        value={values.password2}
        onChange={set('password2')}
        errors={form.errors.password2}
        required
      />
      <div className="field field-check">
        <input
          id="terms"
          name="is_terms_agreed"
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          aria-invalid={form.errors.is_terms_agreed ? true : undefined}
          aria-describedby={form.errors.is_terms_agreed ? 'terms-error' : undefined}
        />
        <label htmlFor="terms">
          {before}
          <a href="/market/terms/">{t('auth.signup.termsLink')}</a>
          {middle}
          <a href="/market/privacy/">{t('auth.signup.privacyLink')}</a>
          {end}
        </label>
        {form.errors.is_terms_agreed && (
          <ul className="field-errors" id="terms-error" role="alert">
            {form.errors.is_terms_agreed.map((e) => (
              <li key={e}>{m(e)}</li>
            ))}
          </ul>
        )}
      </div>
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
