import { useState } from 'react';
import type { GigMedia } from '../../contracts/gigs';
import { useI18n } from '../lib/i18n';
import { pictureSizes } from '../lib/picture-sizes';
import { pictureLoading } from '../lib/ui/largest-paint';

/**
 * How wide the gallery draws its pictures (site/styles/gig-page.css): the page's main column, the
 * whole width less the padding up to 860 px, else beside the 320 px price card; the thumbnails 96 px.
 */
const MAIN_SIZES = '(max-width:860px) calc(100vw - 2rem),740px';
const THUMB_SIZES = '96px';

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
          // Below the banner, the page's largest paint: fetched after it, not beside it (React would
          // otherwise write a preload of it into the page's head).
          <img
            src={current.url}
            alt={t('gigs.detail.mediaAlt', { name, n: index + 1 })}
            {...pictureSizes(current.url, MAIN_SIZES)}
            {...pictureLoading(false)}
          />
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
                  <img src={m.url} alt="" {...pictureSizes(m.url, THUMB_SIZES)} {...pictureLoading(false)} />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
