// Product images: the main picture with a zoom lens on hover (a larger view beside it), thumbnails below.
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { imgSrcSet, imgUrl } from '../../lib/images';

export function Gallery({ images, name, active, onActive }: { images: string[]; name: string; active: number; onActive: (i: number) => void }) {
  const { t } = useTranslation();
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const src = images[active] ?? images[0] ?? '';
  const onMove = (e: MouseEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const x = Math.min(100, Math.max(0, ((e.clientX - r.left) / r.width) * 100));
    const y = Math.min(100, Math.max(0, ((e.clientY - r.top) / r.height) * 100));
    setLens({ x, y });
  };
  return (
    <div className="gallery">
      <div className="gallery__main" onMouseMove={onMove} onMouseLeave={() => setLens(null)}>
        {src && (
          <img
            src={imgUrl(src, 800)}
            srcSet={imgSrcSet(src, [400, 800])}
            sizes="(max-width: 640px) 92vw, 400px"
            alt={images.length > 1 ? t('catalog.detail.imageAlt', { name, n: active + 1 }) : name}
            width={400}
            height={400}
            fetchPriority="high"
            // the page's largest paint: decoded with the frame that shows it, as the home banner's first slide
            decoding="sync"
          />
        )}
        {lens && src && (
          <>
            <span className="gallery__lens" aria-hidden="true" style={{ left: `${lens.x}%`, top: `${lens.y}%` }} />
            <span
              className="gallery__zoom"
              aria-hidden="true"
              style={{ backgroundImage: `url("${imgUrl(src, 800)}")`, backgroundPosition: `${lens.x}% ${lens.y}%` }}
            />
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul role="list" className="gallery__thumbs" aria-label={t('catalog.detail.images')}>
          {images.map((img, i) => (
            <li key={img}>
              <button
                type="button"
                className={i === active ? 'is-active' : undefined}
                aria-pressed={i === active}
                aria-label={t('catalog.detail.imageAlt', { name, n: i + 1 })}
                onClick={() => onActive(i)}
                onMouseEnter={() => onActive(i)}
              >
                <img src={imgUrl(img, 200)} alt="" width={60} height={60} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
