import { useState } from 'react';
import type { GigMedia } from '../../contracts/gigs';
import { useI18n } from '../lib/i18n';

/** The gig's pictures and videos: one large, the others as thumbnails that choose it. */
export function Gallery({ media, name }: { media: GigMedia[]; name: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const current = media[index];
  if (!current) return null;
  return (
    <section className="gig-gallery" aria-label={t('gigs.detail.gallery')}>
      <div className="gig-gallery-main">
        {current.media_type === 'Video' ? (
          // biome-ignore lint/a11y/useMediaCaption: sellers' demo videos carry no speech.
          <video src={current.url} controls preload="metadata" />
        ) : (
          <img src={current.url} alt={t('gigs.detail.mediaAlt', { name, n: index + 1 })} />
        )}
      </div>
      {media.length > 1 && (
        <ul className="gig-gallery-thumbs">
          {media.map((m, i) => (
            <li key={m.id}>
              <button
                type="button"
                aria-pressed={i === index}
                aria-label={t('gigs.detail.showMedia', { n: i + 1 })}
                onClick={() => setIndex(i)}
              >
                {m.media_type === 'Video' ? (
                  <span className="gig-thumb-video" aria-hidden="true">
                    ▶
                  </span>
                ) : (
                  <img src={m.url} alt="" loading="lazy" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
