import { type FormEvent, useEffect, useState } from 'react';
import type { Product } from '../../contracts/products';
import { notifyFailure, readFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { useSession } from '../lib/session';
import { toast } from '../lib/toast';
import { ErrorState } from '../lib/ui/ErrorState';
import { CheckboxField, Field, FormAlert, SelectField, TextAreaField } from '../lib/ui/Field';
import { PriceTag } from '../lib/ui/ProductCard';
import { Section } from '../lib/ui/Section';
import { SignInCard } from '../lib/ui/SignInCard';
import { useForm } from '../lib/use-form';
import { productsApi } from './api';
import { MediaUploader } from './MediaUploader';
import { StockForm } from './StockForm';
import { LINKS, optionLabel, productIdFromPath, titleOf, useCategories, useProductTypes } from './shared';

// Checked when sent: valibot, the contract and the messages load then, not with the page (decision 15).
const createSchema = () => import('./schemas').then((m) => m.ProductCreateSchema);
const patchSchema = () => import('./schemas').then((m) => m.ProductPatchSchema);
/** The seller's product editor: the product, then its stock items and their media. */
export default function ProductEditor({ mode }: { mode: 'new' | 'edit' }) {
  const { t, lang } = useI18n();
  const session = useSession();
  const [product, setProduct] = useState<Product | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const categories = useCategories();
  const types = useProductTypes();
  const [values, setValues] = useState({
    name: '',
    description: '',
    category: '',
    product_type: '',
    is_return_available: false,
    is_exchange_available: false,
    return_exchange_days: '0',
    services: '',
  });
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));

  useEffect(() => {
    if (mode !== 'edit') return;
    productsApi.product(productIdFromPath()).then(
      (p) => {
        setProduct(p);
        setValues({
          name: p.name,
          description: p.description,
          category: p.category ?? '',
          product_type: p.product_type ?? '',
          is_return_available: p.is_return_available,
          is_exchange_available: p.is_exchange_available,
          return_exchange_days: String(p.return_exchange_days),
          services: p.services.join('\n'),
        });
      },
      async (error) => setFailure((await readFailure(error)).message),
    );
  }, [mode]);

  const create = useForm(createSchema, (input) => productsApi.createProduct(input));
  const patch = useForm(patchSchema, (input) => productsApi.patchProduct(product!.id, input));
  const form = product ? patch : create;

  async function save(e: FormEvent) {
    e.preventDefault();
    const input = {
      ...values,
      category: values.category || null,
      product_type: values.product_type || null,
      services: values.services
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
    };
    const saved = await form.run(input);
    if (saved) {
      setProduct(saved);
      toast.success(t('products.editor.saved'));
      if (!product) window.history.replaceState(null, '', LINKS.edit(saved.id));
    }
  }

  async function removeStock(id: string) {
    try {
      await productsApi.deleteStock(id);
      setProduct((p) => (p ? { ...p, product_stock: p.product_stock.filter((s) => s.id !== id) } : p));
    } catch (error) {
      await notifyFailure(error);
    }
  }

  if (!session.isLoggedIn)
    return (
      <SignInCard
        title={t('products.editor.title')}
        body={t('products.editor.signIn')}
        next={window.location.pathname}
        action={t('nav.login')}
      />
    );
  if (failure) return <ErrorState failure={{ message: failure }} />;
  if (mode === 'edit' && !product) return <div className="skeleton product-skeleton" aria-busy="true" />;

  return (
    <div className="product-editor">
      <header className="explore-head">
        <h1>{product ? t('products.editor.editTitle') : t('products.editor.title')}</h1>
        {product && (
          <a className="button" href={LINKS.product(product.id)} data-testid="view-product">
            {t('products.editor.view')}
          </a>
        )}
      </header>
      <form className="card product-editor-section" onSubmit={save} noValidate data-testid="product-form">
        <Field
          label={t('products.editor.name')}
          name="name"
          value={values.name}
          errors={form.errors.name}
          onChange={set('name')}
          required
        />
        <TextAreaField
          label={t('products.editor.description')}
          name="description"
          rows={4}
          value={values.description}
          errors={form.errors.description}
          onChange={set('description')}
        />
        <div className="product-editor-row">
          <SelectField
            label={t('products.list.category')}
            name="category"
            value={values.category}
            options={[
              { value: '', label: '—' },
              ...categories.map((c) => ({ value: c.id, label: titleOf(lang, c) })),
            ]}
            onChange={set('category')}
          />
          <SelectField
            label={t('products.list.type')}
            name="product_type"
            value={values.product_type}
            options={[
              { value: '', label: '—' },
              ...types.map((c) => ({ value: c.id, label: titleOf(lang, c) })),
            ]}
            onChange={set('product_type')}
          />
        </div>
        <div className="product-editor-row">
          <CheckboxField
            id="is_return_available"
            label={t('products.policy.returns')}
            checked={values.is_return_available}
            onChange={(e) => setValues((v) => ({ ...v, is_return_available: e.target.checked }))}
          />
          <CheckboxField
            id="is_exchange_available"
            label={t('products.policy.exchange')}
            checked={values.is_exchange_available}
            onChange={(e) => setValues((v) => ({ ...v, is_exchange_available: e.target.checked }))}
          />
          <Field
            label={t('products.editor.days')}
            name="return_exchange_days"
            inputMode="numeric"
            dir="ltr"
            value={values.return_exchange_days}
            errors={form.errors.return_exchange_days}
            onChange={set('return_exchange_days')}
          />
        </div>
        <TextAreaField
          label={t('products.editor.services')}
          name="services"
          rows={3}
          value={values.services}
          hint={t('products.editor.servicesHint')}
          errors={form.errors.services}
          onChange={set('services')}
        />
        <FormAlert
          messages={[
            ...(form.errors.non_field_errors ?? []),
            ...(form.errors.category ?? []),
            ...(form.errors.product_type ?? []),
          ]}
        />
        <button className="button button-primary" type="submit" disabled={form.busy}>
          {product ? t('products.editor.save') : t('products.editor.create')}
        </button>
      </form>

      {product && (
        <Section className="product-section" titleId="product-stock-title" title={t('products.editor.stock')}>
          {product.product_stock.length === 0 && <p className="muted">{t('products.editor.noStock')}</p>}
          <ul className="product-editor-stock">
            {product.product_stock.map((s) => (
              <li key={s.id} className="card" data-testid="stock-item">
                <div className="product-editor-stock-head">
                  <strong>{optionLabel(s) || s.sku_number}</strong>
                  <span className="muted" dir="ltr">
                    {s.sku_number}
                  </span>
                  <PriceTag stock={s} />
                  <span>{t('products.detail.left', { count: s.quantity })}</span>
                  <button type="button" className="button button-link" onClick={() => void removeStock(s.id)}>
                    {t('products.editor.remove')}
                  </button>
                </div>
                {s.product_media.length > 0 && (
                  <ul className="product-editor-thumbs">
                    {s.product_media.map((media) =>
                      media.image ? (
                        <li key={media.id}>
                          <img src={media.image} alt="" width="80" height="60" />
                        </li>
                      ) : (
                        <li key={media.id}>▶</li>
                      ),
                    )}
                  </ul>
                )}
                <MediaUploader
                  stock={s}
                  onUploaded={(media) =>
                    setProduct((p) =>
                      p
                        ? {
                            ...p,
                            product_stock: p.product_stock.map((x) =>
                              x.id === s.id ? { ...x, product_media: [...x.product_media, media] } : x,
                            ),
                          }
                        : p,
                    )
                  }
                />
              </li>
            ))}
          </ul>
          <StockForm
            product={product}
            onAdded={(s) => setProduct((p) => (p ? { ...p, product_stock: [...p.product_stock, s] } : p))}
          />
        </Section>
      )}
    </div>
  );
}
