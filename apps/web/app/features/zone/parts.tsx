// One component per zone part type (packages/db/src/seed/zones.ts describes their props). Product parts get
// their cards from the zone answer's `products` (only products on sale), looked up by id.
import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ProductCard as ProductCardData, ZonePart } from '@mall/shared';
import { ProductCard } from '../../components/ProductCard';
import { Price } from '../../components/Price';
import { imgSrcSet, imgUrl } from '../../lib/images';

type Part<T extends ZonePart['type']> = Extract<ZonePart, { type: T }>;
type Cards = (ids: number[]) => ProductCardData[];

/** A link inside the site is a router link; an outside one opens in a new tab. */
function ZoneLink({ to, className, children, label, style }: { to: string; className?: string; children?: ReactNode; label?: string; style?: CSSProperties }) {
  if (!to) return <span className={className} style={style}>{children}</span>;
  if (/^https?:\/\//i.test(to)) {
    return (
      <a href={to} className={className} style={style} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} style={style} aria-label={label}>
      {children}
    </Link>
  );
}

export function TitleText({ part }: { part: Part<'title-text'> }) {
  const { t } = useTranslation();
  return (
    <div className={`zone-title zone-title--${part.align}`}>
      <h2>{part.title}</h2>
      {part.subTitle && <p>{part.subTitle}</p>}
      {part.moreLink && (
        <ZoneLink to={part.moreLink} className="zone-title__more">
          {t('home.more')}
        </ZoneLink>
      )}
    </div>
  );
}

export function ImageAd({ part, eager }: { part: Part<'image-ad'>; eager: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`zone-ad${part.images.length > 1 ? ' zone-ad--many' : ''}`}>
      {part.images.map((img, i) => (
        <ZoneLink key={`${img.pic}-${i}`} to={img.link} className="zone-ad__item">
          <img
            src={imgUrl(img.pic, 800)}
            srcSet={imgSrcSet(img.pic, [400, 800])}
            sizes="(max-width: 1200px) 100vw, 1200px"
            alt={img.alt || t('catalog.zone.adAlt', { n: i + 1 })}
            width={img.width}
            height={img.height}
            loading={eager && i === 0 ? 'eager' : 'lazy'}
            fetchPriority={eager && i === 0 ? 'high' : undefined}
            decoding="async"
          />
        </ZoneLink>
      ))}
    </div>
  );
}

export function HotArea({ part, eager }: { part: Part<'hot-area'>; eager: boolean }) {
  return (
    <div className="zone-hot" style={{ aspectRatio: `${part.width} / ${part.height}` }}>
      <img
        src={imgUrl(part.pic, 800)}
        srcSet={imgSrcSet(part.pic, [400, 800])}
        sizes="(max-width: 1200px) 100vw, 1200px"
        alt=""
        width={part.width}
        height={part.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      {part.areas.map((a, i) => (
        <ZoneLink key={i} to={a.link} className="zone-hot__area" label={a.label} style={{ left: `${a.x}%`, top: `${a.y}%`, width: `${a.w}%`, height: `${a.h}%` }}>
          <span className="zone-hot__label">{a.label}</span>
        </ZoneLink>
      ))}
    </div>
  );
}

function Grid({ products, columns = 5 }: { products: ProductCardData[]; columns?: number }) {
  const { t } = useTranslation();
  if (products.length === 0) return <p className="empty-note">{t('home.empty')}</p>;
  return (
    <ul className={`pgrid pgrid--${columns}`}>
      {products.map((p) => (
        <li key={p.prodId}>
          <ProductCard product={p} />
        </li>
      ))}
    </ul>
  );
}

export function ProdClass({ part, cards }: { part: Part<'prod-class'>; cards: Cards }) {
  const { t } = useTranslation();
  return (
    <section className="zone-block">
      <div className="zone-block__head">
        <h2>{part.title}</h2>
        {part.categoryId > 0 && <Link to={`/list?cpid=${part.categoryId}&cindex=1`}>{t('catalog.zone.more')}</Link>}
      </div>
      <Grid products={cards(part.productIds)} />
    </section>
  );
}

export function ProdItem({ part, cards }: { part: Part<'prod-item'>; cards: Cards }) {
  return (
    <section className="zone-block">
      <Grid products={cards(part.productIds)} columns={part.columns} />
    </section>
  );
}

export function ProdNav({ part, cards }: { part: Part<'prod-nav'>; cards: Cards }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  const id = useId();
  const current = part.tabs[tab] ?? part.tabs[0];
  if (!current) return null;
  return (
    <section className="zone-block zone-nav">
      <div className="zone-nav__tabs" role="tablist" aria-label={t('catalog.zone.tabs')}>
        {part.tabs.map((tb, i) => (
          <button
            key={`${tb.name}-${i}`}
            id={`${id}-${i}`}
            type="button"
            role="tab"
            aria-selected={i === tab}
            aria-controls={`${id}-panel`}
            className={i === tab ? 'is-active' : undefined}
            onClick={() => setTab(i)}
          >
            {tb.name}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`}>
        <Grid products={cards(current.productIds)} />
        {current.categoryId > 0 && (
          <p className="zone-nav__more">
            <Link to={`/list?cpid=${current.categoryId}&cindex=1`}>{t('catalog.zone.moreOf', { name: current.name })}</Link>
          </p>
        )}
      </div>
    </section>
  );
}

export function ProdRecommend({ part, cards }: { part: Part<'prod-recommend'>; cards: Cards }) {
  const [first, ...rest] = cards(part.productIds);
  if (!first) return null;
  return (
    <section className="zone-block">
      <div className="zone-block__head">
        <h2>{part.title}</h2>
      </div>
      <div className="zone-rec">
        <Link to={`/detail/${first.prodId}`} className="zone-rec__big">
          <img src={imgUrl(first.pic, 800)} srcSet={imgSrcSet(first.pic, [400, 800])} sizes="(max-width: 640px) 92vw, 480px" alt={first.prodName} width={480} height={480} loading="lazy" decoding="async" />
          <span className="zone-rec__text">
            <span className="zone-rec__name">{first.prodName}</span>
            <span className="zone-rec__brief">{first.brief}</span>
            <Price fen={first.price} oriFen={first.oriPrice} size="lg" />
          </span>
        </Link>
        <ul className="zone-rec__small">
          {rest.map((p) => (
            <li key={p.prodId}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ProdScrollItem({ part, cards }: { part: Part<'prod-scroll-item'>; cards: Cards }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const products = cards(part.productIds);
  if (products.length === 0) return null;
  const scroll = (dir: 1 | -1) => track.current?.scrollBy({ left: dir * track.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <section className="zone-block zone-scroll">
      <div className="zone-block__head">
        <h2>{part.title}</h2>
        <span className="zone-scroll__btns">
          <button type="button" className="zone-scroll__btn" onClick={() => scroll(-1)} aria-label={t('home.prev')}>
            <ChevronLeft size={16} aria-hidden="true" />
          </button>
          <button type="button" className="zone-scroll__btn" onClick={() => scroll(1)} aria-label={t('home.next')}>
            <ChevronRight size={16} aria-hidden="true" />
          </button>
        </span>
      </div>
      <ul className="zone-scroll__track" ref={track}>
        {products.map((p) => (
          <li key={p.prodId}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Renders one zone part by its type. */
export function ZonePartView({ part, cards, index }: { part: ZonePart; cards: Cards; index: number }) {
  switch (part.type) {
    case 'title-text':
      return <TitleText part={part} />;
    case 'image-ad':
      return <ImageAd part={part} eager={index === 0} />;
    case 'hot-area':
      return <HotArea part={part} eager={index === 0} />;
    case 'prod-class':
      return <ProdClass part={part} cards={cards} />;
    case 'prod-item':
      return <ProdItem part={part} cards={cards} />;
    case 'prod-nav':
      return <ProdNav part={part} cards={cards} />;
    case 'prod-recommend':
      return <ProdRecommend part={part} cards={cards} />;
    case 'prod-scroll-item':
      return <ProdScrollItem part={part} cards={cards} />;
  }
}
