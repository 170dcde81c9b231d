// Popup ads of the home layout (SPEC §2, §4): top, bottom and centre. An ad shows only when its picture differs
// from the one last stored for its position in localStorage; it is stored when shown, so it shows once per picture.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { AD_STATION, type PopupAdItem } from '@mall/shared';
import { useNonce } from '../lib/nonce';

export type Station = (typeof AD_STATION)[keyof typeof AD_STATION];
export const adStorageKey = (station: Station): string => `mall.popupAd.${station}`;
/** Class the inline script puts on <html> when the top ad was already seen, so it never flashes. */
export const TOP_AD_SEEN_CLASS = 'top-ad-seen';

function readStored(station: Station): string | null {
  try {
    return window.localStorage.getItem(adStorageKey(station));
  } catch {
    return null;
  }
}
function store(station: Station, pic: string): void {
  try {
    window.localStorage.setItem(adStorageKey(station), pic);
  } catch {
    /* storage unavailable: the ad may show again */
  }
}

/** Whether an ad should show, given the picture last stored for its position. */
export const shouldShowAd = (ad: PopupAdItem | null, stored: string | null): ad is PopupAdItem =>
  ad !== null && ad.adPic !== '' && ad.adPic !== stored;

// Before paint on the client (no flash of an ad already seen); a no-op effect on the server.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function useAd(station: Station, ad: PopupAdItem | null, initiallyVisible: boolean) {
  const [visible, setVisible] = useState(initiallyVisible);
  useClientLayoutEffect(() => {
    const show = shouldShowAd(ad, readStored(station));
    setVisible(show);
    if (show) store(station, ad.adPic);
  }, [station, ad]);
  const close = () => {
    if (ad) store(station, ad.adPic);
    setVisible(false);
  };
  return { visible: visible && ad !== null, close };
}

function AdLink({
  ad,
  className,
  width,
  height,
}: {
  ad: PopupAdItem;
  className: string;
  width: number;
  height: number;
}) {
  const { t } = useTranslation();
  const img = <img src={ad.adPic} alt={t('ads.alt')} width={width} height={height} decoding="async" />;
  if (!ad.adPicLink) return <span className={className}>{img}</span>;
  const out = /^https?:\/\//.test(ad.adPicLink);
  return (
    <a className={className} href={ad.adPicLink} {...(out ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {img}
    </a>
  );
}

/** Top ad: server-rendered (no layout shift for first-time visitors); hidden before paint when already seen. */
export function TopAd({ ad }: { ad: PopupAdItem | null }) {
  const { t } = useTranslation();
  const { visible, close } = useAd(AD_STATION.top, ad, true);
  const nonce = useNonce();
  if (!ad || !visible) return null;
  const script = `try{if(localStorage.getItem(${JSON.stringify(adStorageKey(AD_STATION.top))})===${JSON.stringify(ad.adPic).replace(/</g, '\\u003c')})document.documentElement.classList.add(${JSON.stringify(TOP_AD_SEEN_CLASS)})}catch(e){}`;
  return (
    <aside className="ad-top" aria-label={t('ads.topLabel')}>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
      <div className="ad-top__inner">
        <AdLink ad={ad} className="ad-top__link" width={1200} height={80} />
        <button type="button" className="ad-close" onClick={close} aria-label={t('ads.close')}>
          <X size={16} aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}

export function BottomAd({ ad }: { ad: PopupAdItem | null }) {
  const { t } = useTranslation();
  const { visible, close } = useAd(AD_STATION.bottom, ad, false);
  if (!ad || !visible) return null;
  return (
    <aside className="ad-bottom" aria-label={t('ads.bottomLabel')}>
      <div className="ad-bottom__inner">
        <AdLink ad={ad} className="ad-bottom__link" width={1200} height={80} />
        <button type="button" className="ad-close" onClick={close} aria-label={t('ads.close')}>
          <X size={16} aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}

/** Centre ad: a real modal dialog (focus inside, Esc or the close button or a backdrop click close it). */
export function CentreAd({ ad }: { ad: PopupAdItem | null }) {
  const { t } = useTranslation();
  const { visible, close } = useAd(AD_STATION.centre, ad, false);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (visible && dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
  }, [visible]);
  if (!ad || !visible) return null;
  return (
    <dialog
      ref={ref}
      className="ad-centre"
      aria-label={t('ads.label')}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <div className="ad-centre__body">
        <button
          type="button"
          className="ad-close ad-centre__close"
          onClick={close}
          aria-label={t('ads.close')}
          autoFocus
        >
          <X size={18} aria-hidden="true" />
        </button>
        <AdLink ad={ad} className="ad-centre__link" width={500} height={400} />
      </div>
    </dialog>
  );
}
