import { useState } from 'react';
import { acceptOf } from '../../contracts/gig-limits';
import type { ProductMedia, StockItem } from '../../contracts/products';
import { readFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { productsApi } from './api';

interface Upload {
  key: number;
  name: string;
  state: 'uploading' | 'done' | 'failed';
  error?: string;
}

let uploadKey = 0;

export function MediaUploader({
  stock,
  onUploaded,
}: {
  stock: StockItem;
  onUploaded: (m: ProductMedia) => void;
}) {
  const { t, m } = useI18n();
  const [uploads, setUploads] = useState<Upload[]>([]);
  async function send(files: FileList | null) {
    for (const file of Array.from(files ?? [])) {
      const key = ++uploadKey;
      setUploads((l) => [...l, { key, name: file.name, state: 'uploading' }]);
      const body = new FormData();
      body.set('product_stock', stock.id);
      const isVideo = file.type.startsWith('video/');
      body.set('media_type', isVideo ? 'Video' : 'Image');
      body.set(isVideo ? 'video' : 'image', file);
      try {
        const media = await productsApi.uploadMedia(body);
        onUploaded(media);
        setUploads((l) => l.map((u) => (u.key === key ? { ...u, state: 'done' } : u)));
      } catch (error) {
        const failure = await readFailure(error);
        const text = failure.message || Object.values(failure.fields).flat()[0] || '';
        setUploads((l) => l.map((u) => (u.key === key ? { ...u, state: 'failed', error: text } : u)));
      }
    }
  }
  return (
    <div className="product-media-upload">
      <label className="button" htmlFor={`media-${stock.id}`}>
        {t('products.editor.addMedia')}
      </label>
      <input
        id={`media-${stock.id}`}
        className="visually-hidden"
        type="file"
        multiple
        accept={`${acceptOf('image')},${acceptOf('video')}`}
        onChange={(e) => {
          void send(e.target.files);
          e.target.value = '';
        }}
      />
      {uploads.length > 0 && (
        <ul className="product-uploads" aria-live="polite" data-testid="uploads">
          {uploads.map((u) => (
            <li key={u.key} className={`product-upload product-upload-${u.state}`} data-state={u.state}>
              <span>{u.name}</span>
              <span>
                {u.state === 'uploading'
                  ? t('products.editor.uploading')
                  : u.state === 'done'
                    ? t('products.editor.uploaded')
                    : t('products.editor.uploadFailed', { error: m(u.error ?? '') })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
