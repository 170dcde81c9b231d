// One shop's part of the checkout: its lines, the message to the merchant (at most 200 characters, with a counter)
// and its prices — goods, freight, shop discount, coupons and points, the shop's total.
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Store } from 'lucide-react';
import { formatPrice, type ShopOrderPreview } from '@mall/shared';
import { Price } from '../../../components/Price';
import { LineThumb } from '../ui/LineThumb';
import { REMARKS_MAX, remarksLength } from './checkout-rules';
import { GiftLines } from '../../bundle/GiftLines';
import { LineTags } from '../../bundle/LineTags';

export function ShopOrderSection({
  shop,
  remarks,
  error,
  onRemarks,
}: {
  shop: ShopOrderPreview;
  remarks: string;
  error: string | null;
  onRemarks(value: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const length = remarksLength(remarks);
  return (
    <section className="co-shop" aria-labelledby={`${id}-name`}>
      <header className="co-shop__head">
        <Store size={15} aria-hidden="true" />
        {shop.selfOperated && <span className="badge badge--red">{t('product.selfOperated')}</span>}
        <h3 id={`${id}-name`}>{shop.shopName}</h3>
      </header>
      <ul className="co-lines">
        {shop.items.map((l) => (
          <li key={l.skuId} className="co-line">
            <LineThumb prodId={l.prodId} pic={l.pic} />
            <div className="co-line__info">
              <Link to={`/detail/${l.prodId}`} className="co-line__name">
                <LineTags bundleId={l.bundleId} />
                {l.prodName}
              </Link>
              <p className="co-line__sku">{l.skuName}</p>
            </div>
            <span className="co-line__price">{formatPrice(l.price)}</span>
            <span className="co-line__count">×{l.prodCount}</span>
            <span className="co-line__total">{formatPrice(l.productTotalAmount)}</span>
          </li>
        ))}
      </ul>
      <GiftLines gifts={shop.gifts} />
      <div className="co-shop__foot">
        <div className={`co-remark${error ? ' is-error' : ''}`}>
          <label htmlFor={`${id}-remarks`}>{t('orders.checkout.remarks')}</label>
          <div className="co-remark__box">
            <textarea
              id={`${id}-remarks`}
              rows={2}
              value={remarks}
              placeholder={t('orders.checkout.remarksHint')}
              onChange={(e) => onRemarks(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-remarks-count${error ? ` ${id}-remarks-error` : ''}`}
            />
            <span id={`${id}-remarks-count`} className={`co-remark__count${length > REMARKS_MAX ? ' is-over' : ''}`}>
              <span className="sr-only">{t('orders.checkout.remarksCount')}</span>
              {length}/{REMARKS_MAX}
            </span>
          </div>
          {error && (
            <p id={`${id}-remarks-error`} className="fld__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <dl className="co-prices">
          <div>
            <dt>{t('orders.price.goods', { count: shop.totalCount })}</dt>
            <dd>{formatPrice(shop.productTotal)}</dd>
          </div>
          <div>
            <dt>{t('orders.price.freight')}</dt>
            <dd>{shop.freight > 0 ? formatPrice(shop.freight) : t('orders.price.freeShipping')}</dd>
          </div>
          {shop.shopDiscount > 0 && (
            <div>
              <dt>{t('orders.price.shopDiscount')}</dt>
              <dd className="is-minus">-{formatPrice(shop.shopDiscount)}</dd>
            </div>
          )}
          {(shop.memberDiscount ?? 0) > 0 && (
            <div data-testid="co-member-price">
              <dt>{t('membership.memberPrice')}</dt>
              <dd className="is-minus">-{formatPrice(shop.memberDiscount ?? 0)}</dd>
            </div>
          )}
          <div>
            <dt>{t('orders.price.coupon')}</dt>
            <dd className={shop.couponDiscount > 0 ? 'is-minus' : 'is-na'}>
              {shop.couponDiscount > 0 ? `-${formatPrice(shop.couponDiscount)}` : t('orders.price.notAvailable')}
            </dd>
          </div>
          <div>
            <dt>{t('orders.price.points')}</dt>
            <dd className={shop.pointsDiscount > 0 ? 'is-minus' : 'is-na'}>
              {shop.pointsDiscount > 0 ? `-${formatPrice(shop.pointsDiscount)}` : t('orders.price.notAvailable')}
            </dd>
          </div>
          <div className="co-prices__total">
            <dt>{t('orders.price.shopTotal')}</dt>
            <dd>
              <Price fen={shop.actualTotal} size="sm" />
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
