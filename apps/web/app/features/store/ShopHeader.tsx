// The shop home's banner: logo, name, self-operated badge, followers, follow / unfollow (login needed), contact.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heart, MapPin, Phone } from 'lucide-react';
import type { CollectState, ShopHead } from '@mall/shared';
import { ShopLogo } from '../../components/ShopLogo';
import { useToast } from '../../components/Toast';
import { useApiErrorToast } from '../../components/use-api-error-toast';
import { useSessionUser } from '../../lib/session';
import { useLoginPopup } from '../account/LoginPopup';
import { followShop, unfollowShops } from '../catalog/api';
import { ContactShop } from '../chat/ContactShop';

export function ShopHeader({ shop, follow }: { shop: ShopHead; follow: CollectState | null }) {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const popup = useLoginPopup();
  const toast = useToast();
  const failed = useApiErrorToast();
  const [state, setState] = useState<CollectState>(follow ?? { collected: false, collectCount: shop.collectCount });
  const [busy, setBusy] = useState(false);
  const [seen, setSeen] = useState(follow);
  if (seen !== follow) {
    setSeen(follow);
    setState(follow ?? { collected: false, collectCount: shop.collectCount });
  }

  async function toggle() {
    if (!user) return popup.open();
    if (busy) return;
    setBusy(true);
    const res = state.collected ? await unfollowShops([shop.shopId], i18n.language) : await followShop(shop.shopId, i18n.language);
    setBusy(false);
    if (failed(res)) return;
    const next = state.collected ? { collected: false, collectCount: Math.max(0, state.collectCount - 1) } : (res.data as CollectState);
    setState(next);
    toast.show(t(next.collected ? 'catalog.shop.followed' : 'catalog.shop.unfollowed'), 2000, 'info');
  }

  return (
    <header className="shophead">
      <div className="container shophead__inner">
        <ShopLogo className="shophead__logo" logo={shop.logo} shopName={shop.shopName} size={88} widths={[200, 400]} lazy={false} />
        <div className="shophead__text">
          <h1>
            {shop.shopName}
            {shop.selfOperated && <span className="badge badge--red">{t('shop.selfOperated')}</span>}
          </h1>
          <p className="shophead__intro">{shop.intro}</p>
          <p className="shophead__meta">
            <span>{t('shop.prodCount', { count: shop.prodCount })}</span>
            <span>{t('shop.collectCount', { count: state.collectCount })}</span>
            {shop.tel && (
              <span>
                <Phone size={12} aria-hidden="true" /> {shop.tel}
              </span>
            )}
            {shop.address && (
              <span>
                <MapPin size={12} aria-hidden="true" /> {shop.address}
              </span>
            )}
          </p>
        </div>
        <ContactShop shopId={shop.shopId} className="shophead__chat" />
        <button
          type="button"
          className={`btn shophead__follow${state.collected ? ' is-on' : ' btn--primary'}`}
          aria-pressed={state.collected}
          aria-haspopup={user ? undefined : 'dialog'}
          disabled={busy}
          onClick={() => void toggle()}
        >
          <Heart size={16} aria-hidden="true" fill={state.collected ? 'currentColor' : 'none'} />
          {state.collected ? t('catalog.shop.following') : t('catalog.shop.follow')}
        </button>
      </div>
    </header>
  );
}
