import { type FormEvent, useState } from 'react';
import { CURRENCIES } from '../../contracts/gig-limits';
import type { Product, StockItem } from '../../contracts/products';
import { useI18n } from '../lib/i18n';
import { Field, FormAlert, SelectField, TextAreaField } from '../lib/ui/Field';
import { useForm } from '../lib/use-form';
import { productsApi } from './api';

// Checked when sent: valibot, the contract and the messages load then, not with the page (decision 15).
const stockSchema = () => import('./schemas').then((m) => m.StockCreateSchema);

/** "Colour: Black" lines into {Colour: "Black"}. */
function parseOptions(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\n|,/)) {
    const at = line.indexOf(':');
    if (at === -1) continue;
    const name = line.slice(0, at).trim();
    if (name) out[name] = line.slice(at + 1).trim();
  }
  return out;
}

export function StockForm({ product, onAdded }: { product: Product; onAdded: (s: StockItem) => void }) {
  const { t } = useI18n();
  const blank = {
    options: '',
    quantity: '1',
    sku_number: '',
    barcode: '',
    price: '',
    price_currency: 'USD',
    discount: '',
  };
  const [values, setValues] = useState(blank);
  const set = (k: keyof typeof blank) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));
  const form = useForm(stockSchema, (input) => productsApi.createStock(input));
  async function submit(e: FormEvent) {
    e.preventDefault();
    const done = await form.run({
      product: product.id,
      product_option_details: parseOptions(values.options),
      quantity: values.quantity,
      sku_number: values.sku_number,
      barcode: values.barcode,
      price: values.price,
      price_currency: values.price_currency,
      ...(values.discount.trim() && { discount: values.discount }),
    });
    if (done) {
      setValues(blank);
      onAdded(done);
    }
  }
  return (
    <form className="card product-editor-section" onSubmit={submit} noValidate data-testid="stock-form">
      <h3>{t('products.editor.addStock')}</h3>
      <TextAreaField
        label={t('products.editor.options')}
        name="options"
        rows={2}
        value={values.options}
        hint={t('products.editor.optionsHint')}
        errors={form.errors.product_option_details}
        onChange={set('options')}
      />
      <div className="product-editor-row">
        <Field
          label={t('products.editor.sku')}
          name="sku_number"
          dir="ltr"
          value={values.sku_number}
          errors={form.errors.sku_number}
          onChange={set('sku_number')}
        />
        <Field
          label={t('products.editor.barcode')}
          name="barcode"
          dir="ltr"
          value={values.barcode}
          errors={form.errors.barcode}
          onChange={set('barcode')}
        />
        <Field
          label={t('products.editor.quantity')}
          name="quantity"
          inputMode="numeric"
          dir="ltr"
          value={values.quantity}
          errors={form.errors.quantity}
          onChange={set('quantity')}
        />
      </div>
      <div className="product-editor-row">
        <Field
          label={t('products.editor.price')}
          name="price"
          inputMode="decimal"
          dir="ltr"
          value={values.price}
          errors={form.errors.price}
          onChange={set('price')}
        />
        <SelectField
          label={t('products.editor.currency')}
          name="price_currency"
          value={values.price_currency}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          onChange={set('price_currency')}
        />
        <Field
          label={t('products.editor.discount')}
          name="discount"
          inputMode="decimal"
          dir="ltr"
          value={values.discount}
          errors={form.errors.discount}
          onChange={set('discount')}
        />
      </div>
      <FormAlert messages={form.errors.non_field_errors ?? []} />
      <button className="button" type="submit" disabled={form.busy}>
        {t('products.editor.addStockButton')}
      </button>
    </form>
  );
}
