// /group-buy?navId= (SPEC §2, header tab type 3): the activities on now or to come, each with its group price over
// the price alone, the group size and time limit, a countdown to its end (or start), how many groups are open, and
// the way to the product page where a group is opened or joined.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { formatPrice, type GroupBuyCard } from '@mall/shared';
import { Price } from '../../components/Price';
import { imgSrcSet, imgUrl } from '../../lib/images';
import { Countdown, useServerNow } from '../flash-sale/Countdown';
import type { GroupBuyListData } from './group-buy.server';
import '../flash-sale/flash-sale.css';
import './group-buy.css';

function Card({ card, now }: { card: GroupBuyCard; now: number }) {
  const { t } = useTranslation();
  const started = Date.parse(card.startAt) <= now;
  return (
    <li>
      <Link to={`/detail/${card.prodId}`} className="fs-card gb-card">
        <span className="fs-card__img">
          <img src={imgUrl(card.pic, 400)} srcSet={imgSrcSet(card.pic, [200, 400, 800])} sizes="(max-width: 640px) 40vw, 200px" alt={card.prodName} width={400} height={400} loading="lazy" decoding="async" />
        </span>
        <span className="fs-card__body">
          {/* the group size leads the name, off the picture: on it, it covered the brand label (long in English) */}
          <span className="fs-card__name"><span className="gb-badge">{t('groupBuy.size', { n: card.groupSize })}</span>{card.prodName}</span>
          <span className="fs-card__sku">{card.name}</span>
          <span className="gb-card__price">
            <span className="gb-card__label">{t('groupBuy.groupPrice')}</span>
            <Price fen={card.groupPrice} />
            <del className="gb-card__alone">{t('groupBuy.price')} {formatPrice(card.price)}</del>
          </span>
          <Countdown ms={(started ? Date.parse(card.endAt) : Date.parse(card.startAt)) - now} label={started ? t('groupBuy.endsIn') : t('groupBuy.startsIn')} size="sm" />
          <span className="fs-card__foot">
            <span className="fs-card__limit">{t('groupBuy.hours', { n: card.timeLimitHours })} · {t('groupBuy.openGroups', { n: card.openGroups })}</span>
            <span className={`fs-card__go${started ? '' : ' is-off'}`}>{started ? t('groupBuy.go') : t('groupBuy.notStarted')}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}

export function GroupBuyPage({ data }: { data: GroupBuyListData }) {
  const { t } = useTranslation();
  const now = useServerNow(data.serverTime);
  return (
    <div className="container fs-page">
      <header className="fs-hero gb-hero">
        <Users size={28} aria-hidden="true" />
        <div>
          <h1 className="fs-hero__title">{t('groupBuy.title')}</h1>
          <p className="fs-hero__sub">{t('groupBuy.subtitle')}</p>
        </div>
      </header>
      {data.page.records.length === 0 ? (
        <div className="fs-empty"><p>{t('groupBuy.empty')}</p></div>
      ) : (
        <ul className="fs-grid gb-grid">
          {data.page.records.map((c) => <Card key={c.activityId} card={c} now={now} />)}
        </ul>
      )}
    </div>
  );
}
