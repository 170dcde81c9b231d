// Beside the composer: the buyer's recently viewed products and recent orders, each sent as a card with one click.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FootprintItem, OrderSummary } from '@mall/shared';
import { Price } from '../../components/Price';
import { imgUrl } from '../../lib/images';
import { recentBrowse, recentOrders } from './api';

export function SidePanel(props: { lang: string; shopId: number | null; disabled: boolean; onProduct: (prodId: number) => void; onOrder: (orderNumber: string) => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'browse' | 'orders'>('browse');
  const [browse, setBrowse] = useState<FootprintItem[] | null>(null);
  const [orders, setOrders] = useState<OrderSummary[] | null>(null);
  useEffect(() => {
    let live = true;
    void recentBrowse(props.lang).then((r) => live && setBrowse(r.status === 200 ? r.data.records : []));
    void recentOrders(props.lang).then((r) => live && setOrders(r.status === 200 ? r.data.records : []));
    return () => {
      live = false;
    };
  }, [props.lang]);
  // the shop's own products and orders first: those are what this conversation is about
  const mineFirst = <T extends { shopId: number }>(xs: T[]) => [...xs.filter((x) => x.shopId === props.shopId), ...xs.filter((x) => x.shopId !== props.shopId)];
  const items = tab === 'browse' ? browse : orders;
  return (
    <aside className="chat-side" aria-label={t('chat.side.label')}>
      <div className="chat-side__tabs" role="tablist">
        {(['browse', 'orders'] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} className={tab === k ? 'is-active' : ''} onClick={() => setTab(k)}>
            {t(`chat.side.${k}`)}
          </button>
        ))}
      </div>
      <ul className="chat-side__list" role="tabpanel">
        {items === null && <li className="chat-side__empty">{t('chat.loading')}</li>}
        {items?.length === 0 && <li className="chat-side__empty">{t('chat.side.empty')}</li>}
        {tab === 'browse' && browse && mineFirst(browse).map((p) => (
          <li key={p.prodId} className="chat-side__item">
            {p.pic && <img src={imgUrl(p.pic, 200)} alt="" width={48} height={48} loading="lazy" />}
            <span className="chat-side__text">
              <span className="chat-side__name">{p.prodName}</span>
              <Price fen={p.price} size="sm" />
            </span>
            <button type="button" className="chat-side__send" disabled={props.disabled} aria-label={t('chat.side.sendProduct', { name: p.prodName })} onClick={() => props.onProduct(p.prodId)}>
              {t('chat.side.sendCard')}
            </button>
          </li>
        ))}
        {tab === 'orders' && orders && mineFirst(orders).map((o) => (
          <li key={o.orderNumber} className="chat-side__item">
            {o.items[0]?.pic && <img src={imgUrl(o.items[0].pic, 200)} alt="" width={48} height={48} loading="lazy" />}
            <span className="chat-side__text">
              <span className="chat-side__name">{o.items[0]?.prodName ?? o.orderNumber}</span>
              <span className="chat-side__sub">{t('chat.side.orderNo', { number: o.orderNumber })}</span>
            </span>
            <button type="button" className="chat-side__send" disabled={props.disabled} aria-label={t('chat.side.sendOrder', { number: o.orderNumber })} onClick={() => props.onOrder(o.orderNumber)}>
              {t('chat.side.sendCard')}
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
