// A flash-sale item as a card (the /flash-sale page and the home page's flash floor) and its sold bar (also the item
// page): seckill price over the struck original price, a progress bar of the stock sold, the way to /secdetail/{id}.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FLASH_SALE_STATE, type FlashSaleCard } from '@mall/shared';
import { Price } from '../../components/Price';
import { imgSrcSet, imgUrl } from '../../lib/images';
import './flash-sale.css';

export function SoldBar({ card }: { card: Pick<FlashSaleCard, 'soldPercent' | 'totalStock' | 'stock'> }) {
  const { t } = useTranslation();
  return (
    <span className="fs-bar">
      <span
        className="fs-bar__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={card.soldPercent}
        aria-label={t('flashSale.progressLabel', { sold: card.totalStock - card.stock, total: card.totalStock })}
      >
        <span className="fs-bar__fill" style={{ width: `${card.soldPercent}%` }} />
      </span>
      <span className="fs-bar__text">{card.stock > 0 ? t('flashSale.sold', { percent: card.soldPercent }) : t('flashSale.soldOut')}</span>
    </span>
  );
}

export function ItemCard({ card, state }: { card: FlashSaleCard; state: number }) {
  const { t } = useTranslation();
  const action = card.stock <= 0 ? t('flashSale.soldOut') : state === FLASH_SALE_STATE.on ? t('flashSale.go') : state === FLASH_SALE_STATE.upcoming ? t('flashSale.remind') : t('flashSale.ended');
  const live = state === FLASH_SALE_STATE.on && card.stock > 0;
  return (
    <li>
      <Link to={`/secdetail/${card.seckillId}`} className="fs-card">
        <span className="fs-card__img">
          <img src={imgUrl(card.pic, 400)} srcSet={imgSrcSet(card.pic, [200, 400, 800])} sizes="(max-width: 640px) 40vw, 200px" alt={card.prodName} width={400} height={400} loading="lazy" decoding="async" />
        </span>
        <span className="fs-card__body">
          <span className="fs-card__name">{card.prodName}</span>
          {card.skuName && <span className="fs-card__sku">{card.skuName}</span>}
          <span className="fs-card__price"><Price fen={card.seckillPrice} oriFen={card.oriPrice} /></span>
          <SoldBar card={card} />
          <span className="fs-card__foot">
            <span className="fs-card__limit">{t('flashSale.limit', { n: card.perUserLimit })}</span>
            <span className={`fs-card__go${live ? '' : ' is-off'}`}>{action}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}
