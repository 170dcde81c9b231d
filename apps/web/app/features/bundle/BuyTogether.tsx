// The product page's packages ("buy together": the parts, the package price and the saving, a quantity, then "add the
// package to cart" (one package line in the cart) or "buy now" (the checkout with ?bundleId=&count=)) and the gifts its
// purchase earns (decision 036).
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Gift, Plus } from 'lucide-react';
import { formatPrice, type BundleView, type GiftRuleView } from '@mall/shared';
import { Price } from '../../components/Price';
import { imgSrcSet, imgUrl } from '../../lib/images';
import { useSessionUser } from '../../lib/session';
import { useLoginPopup } from '../account/LoginPopup';
import { useToast } from '../../components/Toast';
import { useApiErrorToast } from '../../components/use-api-error-toast';
import { QuantityInput } from '../catalog/SkuSelector';
import { addBundle } from '../cart/api';
import './bundle.css';

export function GiftNotes({ gifts }: { gifts: GiftRuleView[] }) {
  const { t } = useTranslation();
  if (gifts.length === 0) return null;
  return (
    <section className="bg-notes" aria-label={t('bundle.gifts')}>
      <ul>
        {gifts.map((g) => (
          <li key={g.id}>
            <span className="bg-tag bg-tag--gift">
              <Gift size={11} aria-hidden="true" /> {t('bundle.giftTag')}
            </span>
            {g.kind === 'buy'
              ? t('bundle.giftBuy', { n: g.minCount, gift: g.giftName, count: g.giftCount })
              : t('bundle.giftSpend', { threshold: formatPrice(g.threshold), gift: g.giftName, count: g.giftCount })}
            <span className="bg-notes__hint">{t('bundle.giftWhileStock')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BuyTogether({ bundles }: { bundles: BundleView[] }) {
  const { t } = useTranslation();
  if (bundles.length === 0) return null;
  return (
    <section className="bg-together" aria-labelledby="bg-together-title">
      <h2 id="bg-together-title">{t('bundle.buyTogether')}</h2>
      {bundles.map((b) => (
        <BundleCard key={b.id} b={b} />
      ))}
    </section>
  );
}

function BundleCard({ b }: { b: BundleView }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const user = useSessionUser();
  const popup = useLoginPopup();
  const toast = useToast();
  const failed = useApiErrorToast();
  const [count, setCount] = useState(1);
  const [busy, setBusy] = useState(false);
  const most = Math.min(b.stock, 99);
  const buy = () => {
    if (!user) return popup.open();
    void navigate(`/submit-order?bundleId=${b.id}&count=${count}`);
  };
  const toCart = async () => {
    if (!user) return popup.open();
    if (busy) return;
    setBusy(true);
    const res = await addBundle(b.id, count, i18n.language);
    setBusy(false);
    if (failed(res)) return;
    toast.show(t('bundle.added'), 1800, 'info');
    void revalidator.revalidate(); // the header's cart count
  };
  return (
        <article className="bg-bundle" data-testid="bundle">
          <h3 className="bg-bundle__name">{b.name}</h3>
          <ul className="bg-bundle__parts">
            {b.parts.map((p, i) => (
              <li key={p.skuId} className="bg-part">
                {i > 0 && <Plus size={16} aria-hidden="true" className="bg-part__plus" />}
                <Link to={`/detail/${p.prodId}`} className="bg-part__link">
                  <img src={imgUrl(p.pic, 200)} srcSet={imgSrcSet(p.pic, [200])} sizes="88px" alt="" width={88} height={88} loading="lazy" decoding="async" />
                  <span className="bg-part__name">{p.prodName}</span>
                  <span className="bg-part__sku">{p.skuName}</span>
                  <span className="bg-part__price">{t('bundle.share', { price: formatPrice(p.share) })}</span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="bg-bundle__buy">
            <p className="bg-bundle__price">
              <span>{t('bundle.packagePrice')}</span>
              <Price fen={b.price} />
            </p>
            <p className="bg-bundle__was">
              {t('bundle.partsTotal')} <s>{formatPrice(b.partsTotal)}</s>
              {b.saving > 0 && <span className="bg-bundle__save">{t('bundle.save', { amount: formatPrice(b.saving) })}</span>}
            </p>
            <p className="bg-bundle__stock">{b.stock > 0 ? t('bundle.stock', { n: b.stock }) : t('bundle.soldOut')}</p>
            <div className="bg-bundle__qty">
              <QuantityInput value={Math.min(count, Math.max(1, most))} stock={most} onChange={setCount} />
            </div>
            <div className="bg-bundle__actions">
              <button type="button" className="btn btn--primary" disabled={b.stock <= 0} onClick={buy} aria-haspopup={user ? undefined : 'dialog'}>
                {t('bundle.buyNow')}
              </button>
              <button type="button" className="btn btn--cart" disabled={b.stock <= 0 || busy} onClick={() => void toCart()} aria-haspopup={user ? undefined : 'dialog'}>
                {t('bundle.addToCart')}
              </button>
            </div>
          </div>
        </article>
  );
}
