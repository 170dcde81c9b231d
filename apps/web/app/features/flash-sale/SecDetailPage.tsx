// /secdetail/{seckillId} (SPEC §2): the item's pictures, seckill price over the original price, the countdown to
// the session's start or end, the stock sold, the quantity within the per-user limit and the buy button (login
// needed, SPEC §6), which leads to /secdetail/confirm-order.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Store, Zap } from 'lucide-react';
import { FLASH_SALE_STATE, type FlashSaleDetail } from '@mall/shared';
import { Price } from '../../components/Price';
import { useSessionUser } from '../../lib/session';
import { useLoginPopup } from '../account/LoginPopup';
import { Gallery } from '../catalog/Gallery';
import { QuantityInput } from '../catalog/SkuSelector';
import { Countdown, useServerNow } from './Countdown';
import { SoldBar } from './FlashSalePage';
import { sessionState } from './state';
import '../catalog/catalog.css';
import './flash-sale.css';

export function SecDetailPage({ item }: { item: FlashSaleDetail }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const popup = useLoginPopup();
  const navigate = useNavigate();
  const now = useServerNow(item.serverTime);
  const [active, setActive] = useState(0);
  const max = Math.max(0, Math.min(item.perUserLimit, item.stock));
  const [count, setCount] = useState(1);
  const state = sessionState(item.session, now);
  const on = state === FLASH_SALE_STATE.on;
  const canBuy = on && item.stock > 0;
  const label = item.stock <= 0 ? t('flashSale.soldOut') : state === FLASH_SALE_STATE.upcoming ? t('flashSale.remind') : state === FLASH_SALE_STATE.ended ? t('flashSale.ended') : t('flashSale.buy');

  function buy() {
    if (!user) return popup.open();
    if (!canBuy) return;
    void navigate(`/secdetail/confirm-order?${new URLSearchParams({ seckillId: String(item.seckillId), count: String(Math.min(count, max)) })}`);
  }

  return (
    <div className="container fs-detail">
      <p className="fs-detail__back"><Link to={`/flash-sale?sessionId=${item.session.sessionId}`}>{t('flashSale.back')}</Link></p>
      <div className="fs-detail__main">
        <Gallery images={item.images.length ? item.images : [item.pic]} name={item.prodName} active={active} onActive={setActive} />
        <div className="fs-detail__buy">
          <h1 className="fs-detail__name">{item.prodName}</h1>
          {item.skuName && <p className="fs-detail__sku">{item.skuName}</p>}
          <div className="fs-detail__band">
            <span className="fs-detail__flag"><Zap size={16} aria-hidden="true" /> {t('flashSale.title')}</span>
            {state === FLASH_SALE_STATE.ended ? (
              <span className="fs-hero__over">{t('flashSale.over')}</span>
            ) : (
              <Countdown
                size="sm"
                ms={(on ? Date.parse(item.session.endAt) : Date.parse(item.session.startAt)) - now}
                label={on ? t('flashSale.endsIn') : t('flashSale.startsIn')}
              />
            )}
          </div>
          <dl className="fs-detail__prices">
            <div>
              <dt>{t('flashSale.seckillPrice')}</dt>
              <dd><Price fen={item.seckillPrice} size="lg" /></dd>
            </div>
            <div>
              <dt>{t('flashSale.oriPrice')}</dt>
              <dd><del>¥{(item.oriPrice / 100).toFixed(2)}</del></dd>
            </div>
          </dl>
          <SoldBar card={item} />
          <p className="fs-detail__shop">
            <Store size={14} aria-hidden="true" /> {t('flashSale.shop')}: <Link to={`/shopIndex?sid=${item.shopId}`}>{item.shopName}</Link>
          </p>
          <div className="fs-detail__qty">
            <QuantityInput value={Math.min(count, Math.max(max, 1))} stock={max} onChange={setCount} />
            <span className="fs-detail__limit">{t('flashSale.limit', { n: item.perUserLimit })}</span>
          </div>
          <button type="button" className="btn btn--primary btn--lg fs-detail__go" onClick={buy} disabled={!canBuy}>
            {label}
          </button>
        </div>
      </div>
    </div>
  );
}
