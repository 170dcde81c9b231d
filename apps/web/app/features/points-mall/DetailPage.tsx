// /member-center/integral-det/{prodId} (issue 14): a points product: pictures, points (+ cash), stock and limit, the
// quantity and "立即兑换/Redeem" (→ /submit-integral-order; a visitor gets the login popup), the buyer's points and
// how many more are needed, the description and the redemption rules.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Minus, Plus, Truck } from 'lucide-react';
import { imgSrcSet, imgUrl } from '../../lib/images';
import { useSessionUser } from '../../lib/session';
import { useLoginPopup } from '../account/LoginPopup';
import { BalanceBar } from './BalanceBar';
import { checkoutHref, MALL_PATH } from './api';
import { PointsPrice } from './PointsPrice';
import type { DetailData } from './points-mall.server';
import './points-mall.css';

export function DetailPage({ data }: { data: DetailData }) {
  const { t, i18n } = useTranslation();
  const { product: p, balance } = data;
  const num = (n: number) => n.toLocaleString(i18n.language === 'en' ? 'en-US' : 'zh-CN');
  const user = useSessionUser();
  const login = useLoginPopup();
  const navigate = useNavigate();
  const [shown, setShown] = useState(0);
  const [count, setCount] = useState(1);
  const most = Math.max(1, Math.min(p.stock, p.perUserLimit));
  const soldOut = p.stock <= 0;
  const short = balance !== null ? p.points * count - balance : 0;
  const pics = p.pics.length ? p.pics : [p.pic];
  const main = pics[Math.min(shown, pics.length - 1)]!;

  function redeem() {
    if (!user) return login.open();
    void navigate(checkoutHref(p.prodId, count));
  }

  return (
    <div className="container pm-page">
      <nav className="pm-crumbs" aria-label={t('catalog.list.breadcrumb')}>
        <Link to="/">{t('pointsMall.crumbHome')}</Link>
        <span aria-hidden="true">›</span>
        <Link to={MALL_PATH}>{t('pointsMall.title')}</Link>
        <span aria-hidden="true">›</span>
        <span aria-current="page">{p.name}</span>
      </nav>
      <div className="pm-detail">
        <div className="pm-gallery">
          <div className="pm-gallery__main">
            <img src={imgUrl(main, 800)} srcSet={imgSrcSet(main, [400, 800])} sizes="(max-width: 760px) 92vw, 420px" alt={p.name} width={800} height={800} fetchPriority="high" />
          </div>
          {pics.length > 1 && (
            <ul className="pm-gallery__thumbs" aria-label={t('pointsMall.detail.thumbs')}>
              {pics.map((src, i) => (
                <li key={src + i}>
                  <button type="button" className={i === shown ? 'is-on' : ''} onClick={() => setShown(i)} onMouseEnter={() => setShown(i)} aria-pressed={i === shown} aria-label={`${p.name} ${i + 1}`}>
                    <img src={imgUrl(src, 200)} alt="" width={64} height={64} loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="pm-info">
          <h1 className="pm-info__name">{p.name}</h1>
          <div className="pm-info__price">
            <span className="pm-info__label">{t('pointsMall.detail.price')}</span>
            <PointsPrice points={p.points} cash={p.cash} size="lg" />
            <span className="badge badge--red">{t('pointsMall.detail.freeShipping')}</span>
          </div>
          <dl className="pm-info__rows">
            <div><dt>{t('pointsMall.detail.stock')}</dt><dd>{soldOut ? t('pointsMall.detail.soldOut') : t('pointsMall.detail.stockValue', { n: p.stock })}</dd></div>
            <div><dt>{t('pointsMall.detail.limit')}</dt><dd>{t('pointsMall.detail.limitValue', { n: p.perUserLimit })}</dd></div>
            <div><dt>{t('pointsMall.detail.service')}</dt><dd><Truck size={14} aria-hidden="true" /> {t('pointsMall.detail.serviceValue')}</dd></div>
            <div>
              <dt id="pm-qty-label">{t('pointsMall.detail.quantity')}</dt>
              <dd>
                <span className="pm-qty" role="group" aria-labelledby="pm-qty-label">
                  <button type="button" onClick={() => setCount((c) => Math.max(1, c - 1))} disabled={count <= 1} aria-label={t('pointsMall.detail.less')}><Minus size={14} aria-hidden="true" /></button>
                  <input
                    inputMode="numeric"
                    value={count}
                    aria-label={t('pointsMall.detail.quantity')}
                    onChange={(e) => {
                      const n = Number(e.target.value.replace(/\D/g, ''));
                      setCount(Math.max(1, Math.min(most, n || 1)));
                    }}
                  />
                  <button type="button" onClick={() => setCount((c) => Math.min(most, c + 1))} disabled={count >= most} aria-label={t('pointsMall.detail.more')}><Plus size={14} aria-hidden="true" /></button>
                </span>
              </dd>
            </div>
          </dl>
          <div className="pm-info__act">
            {!p.onShelf ? (
              <p className="pm-info__off" role="status">{t('pointsMall.detail.offShelf')}</p>
            ) : (
              <button type="button" className="btn btn--primary pm-info__redeem" onClick={redeem} disabled={soldOut}>
                {soldOut ? t('pointsMall.detail.soldOut') : t('pointsMall.redeem')}
              </button>
            )}
            {balance !== null && p.onShelf && !soldOut && (
              <p className={`pm-info__hint${short > 0 ? ' is-short' : ''}`}>
                {short > 0 ? t('pointsMall.detail.notEnough', { n: num(short) }) : t('pointsMall.detail.yourBalance', { points: num(balance) })}
              </p>
            )}
          </div>
          <BalanceBar balance={balance} />
        </div>
      </div>
      <section className="pm-desc" aria-labelledby="pm-desc-title">
        <h2 id="pm-desc-title" className="pm-desc__title">{t('pointsMall.detail.description')}</h2>
        <p className="pm-desc__text">{p.description}</p>
        {p.pics.slice(1).map((src, i) => (
          <img key={src + i} src={imgUrl(src, 800)} srcSet={imgSrcSet(src, [400, 800])} sizes="(max-width: 840px) 92vw, 800px" alt={`${p.name} ${i + 2}`} width={800} height={800} loading="lazy" className="pm-desc__img" />
        ))}
        <h3 className="pm-desc__title">{t('pointsMall.detail.rules')}</h3>
        <ol className="pm-desc__rules">
          <li>{t('pointsMall.detail.rule1')}</li>
          <li>{t('pointsMall.detail.rule2')}</li>
        </ol>
      </section>
    </div>
  );
}
