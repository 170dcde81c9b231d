// Home carousel: accessible (labelled slides, prev/next, dots, pause button), auto-advances, pauses on hover and
// keyboard focus, and does not auto-advance for people who ask for reduced motion.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { BannerItem } from '@mall/shared';
import { imgSrcSet, imgUrl } from '../../lib/images';

export const BANNER_INTERVAL_MS = 4000;

function BannerLink({ item, children }: { item: BannerItem; children: React.ReactNode }) {
  if (!item.link) return <span className="banner__link">{children}</span>;
  const out = /^https?:\/\//.test(item.link);
  return (
    <a className="banner__link" href={item.link} {...(out ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

export function Banner({ items }: { items: BannerItem[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = items.length;
  const running = count > 1 && !hovered && !focused && !stopped;

  useEffect(() => {
    if (!running) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [running, count]);

  if (count === 0) return <div className="banner banner--empty" aria-hidden="true" />;
  const go = (i: number) => setIndex(((i % count) + count) % count);

  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={t('home.banner')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="banner__slides" aria-live={running ? 'off' : 'polite'}>
        {items.map((item, i) => (
          <div
            key={item.id}
            className={`banner__slide${i === index ? ' is-active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.slide', { n: i + 1, total: count })}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            <BannerLink item={item}>
              <img
                src={imgUrl(item.imgUrl, 800)}
                srcSet={imgSrcSet(item.imgUrl, [400, 800])}
                sizes="(max-width: 768px) 100vw, 790px"
                alt={t('home.slideAlt', { n: i + 1 })}
                width={790}
                height={340}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="banner__arrow banner__arrow--prev"
            onClick={() => go(index - 1)}
            aria-label={t('home.prev')}
          >
            <ChevronLeft size={22} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="banner__arrow banner__arrow--next"
            onClick={() => go(index + 1)}
            aria-label={t('home.next')}
          >
            <ChevronRight size={22} aria-hidden="true" />
          </button>
          <div className="banner__controls">
            <button
              type="button"
              className="banner__pause"
              onClick={() => setStopped((s) => !s)}
              aria-label={stopped ? t('home.play') : t('home.pause')}
            >
              {stopped ? <Play size={12} aria-hidden="true" /> : <Pause size={12} aria-hidden="true" />}
            </button>
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                className={`banner__dot${i === index ? ' is-active' : ''}`}
                onClick={() => go(i)}
                aria-label={t('home.goTo', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
