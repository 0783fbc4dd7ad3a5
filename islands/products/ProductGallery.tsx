import { useState } from 'react';
import type { ProductMedia } from '../../contracts/products';
import { useI18n } from '../lib/i18n';

export function Gallery({ media, name }: { media: ProductMedia[]; name: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const current = media[index] ?? media[0];
  if (!current) return <div className="product-gallery-empty" aria-hidden="true" />;
  return (
    <section className="product-gallery" aria-label={t('products.detail.gallery')}>
      <div className="product-gallery-main">
        {current.image ? (
          <img
            src={current.image}
            alt={current.description || t('products.detail.mediaAlt', { name, n: index + 1 })}
          />
        ) : current.video ? (
          // biome-ignore lint/a11y/useMediaCaption: sellers' product videos carry no speech.
          <video src={current.video} controls preload="metadata" />
        ) : (
          <a
            className="product-video-link"
            href={current.video_url ?? '#'}
            target="_blank"
            rel="noreferrer noopener"
          >
            ▶ {t('products.detail.watchVideo')}
          </a>
        )}
      </div>
      {media.length > 1 && (
        <ul className="product-gallery-thumbs">
          {media.map((m, i) => (
            <li key={m.id}>
              <button
                type="button"
                aria-pressed={i === index}
                aria-label={t('products.detail.showMedia', { n: i + 1 })}
                onClick={() => setIndex(i)}
              >
                {m.image ? <img src={m.image} alt="" loading="lazy" /> : <span aria-hidden="true">▶</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
