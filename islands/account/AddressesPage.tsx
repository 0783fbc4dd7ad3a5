import { type FormEvent, useState } from 'react';
import type { Address } from '../../contracts/profiles';
import { notifyFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { useSession } from '../lib/session';
import { toast } from '../lib/toast';
import { ConfirmDialog } from '../lib/ui/ConfirmDialog';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { Field, FormAlert } from '../lib/ui/Field';
import { SignInCard } from '../lib/ui/SignInCard';
import { useForm, useValues } from '../lib/use-form';
import { useLoad } from '../lib/use-load';
import { accountApi } from './api';

// Checked when sent: valibot, the contract and the messages load then, not with the page (decision 15).
const addressSchema = () => import('./schemas').then((m) => m.AddressSchema);

const EMPTY = {
  name: '',
  phone: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  country: '',
  postal_code: '',
};
type Draft = typeof EMPTY;
/** The form's fields in order, with their catalogue labels; the optional ones say so. */
const FIELDS: { name: keyof Draft; optional?: boolean; dir?: 'ltr'; type?: string }[] = [
  { name: 'name' },
  { name: 'phone', dir: 'ltr', type: 'tel' },
  { name: 'address_line1' },
  { name: 'address_line2', optional: true },
  { name: 'city' },
  { name: 'state', optional: true },
  { name: 'country' },
  { name: 'postal_code', dir: 'ltr' },
];

/** The addresses of the account (used for deliveries of products): list, add, remove. */
export default function AddressesPage() {
  const { t } = useI18n();
  const session = useSession();
  const result = useLoad(
    () => (session.isLoggedIn ? accountApi.addresses.list() : Promise.resolve(null)),
    String(session.isLoggedIn),
  );
  const [removing, setRemoving] = useState<Address | null>(null);
  const { values, set, setValues } = useValues<Draft>(EMPTY);
  const form = useForm(addressSchema, async (input) => {
    await accountApi.addresses.add(input);
    toast.success({ key: 'addresses.added' });
    setValues(EMPTY);
    result.reload();
  });

  if (!session.isLoggedIn) {
    return <SignInCard title={t('addresses.title')} body={t('addresses.signIn')} next={LINKS.addresses} />;
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const optional = (s: string) => (s.trim() ? s.trim() : null);
    void form.run({
      ...values,
      address_line2: optional(values.address_line2),
      state: optional(values.state),
    });
  }

  const items = result.status === 'ready' ? (result.data?.results ?? []) : [];
  return (
    <div className="addresses-page">
      <div className="page-head">
        <h1>{t('addresses.title')}</h1>
        <a className="button" href={LINKS.account}>
          {t('addresses.back')}
        </a>
      </div>
      {result.status === 'failed' ? (
        <ErrorState failure={result.failure} onRetry={result.reload} />
      ) : result.status !== 'ready' ? (
        <div className="skeleton" aria-busy="true" />
      ) : items.length === 0 ? (
        <EmptyState title={t('addresses.none')} />
      ) : (
        <ul className="address-list" data-testid="address-list">
          {items.map((a) => (
            <li key={a.id} className="card address-card" data-testid="address">
              <address dir="auto">
                <strong>{a.name}</strong>
                <span>{a.address_line1}</span>
                {a.address_line2 && <span>{a.address_line2}</span>}
                <span>{[a.city, a.state, a.postal_code].filter(Boolean).join(', ')}</span>
                <span>{a.country}</span>
                <bdi dir="ltr">{a.phone}</bdi>
              </address>
              <button type="button" className="button button-small" onClick={() => setRemoving(a)}>
                {t('addresses.remove')}
                <span className="visually-hidden"> {a.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <form
        className="card edit-section stack-form"
        onSubmit={submit}
        noValidate
        aria-labelledby="address-new"
      >
        <h2 id="address-new">{t('addresses.add')}</h2>
        <FormAlert messages={form.errors.non_field_errors ?? []} />
        <div className="address-fields">
          {FIELDS.map((f) => (
            <Field
              key={f.name}
              label={t(`addresses.field.${f.name}`) + (f.optional ? ` ${t('addresses.optional')}` : '')}
              name={f.name}
              type={f.type ?? 'text'}
              dir={f.dir}
              value={values[f.name]}
              onChange={set(f.name)}
              errors={form.errors[f.name]}
              required={!f.optional}
            />
          ))}
        </div>
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={form.busy}>
            {form.busy ? t('common.loading') : t('addresses.save')}
          </button>
        </div>
      </form>

      <ConfirmDialog
        open={removing !== null}
        title={t('addresses.removeTitle')}
        message={t('addresses.removeBody', { name: removing?.name ?? '' })}
        confirmLabel={t('addresses.remove')}
        onConfirm={async () => {
          try {
            await accountApi.addresses.remove(removing!.id);
            toast.success({ key: 'addresses.removed' });
            setRemoving(null);
            result.reload();
          } catch (error) {
            await notifyFailure(error);
          }
        }}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
