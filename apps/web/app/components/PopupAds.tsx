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
  priority,
}: {
  ad: PopupAdItem;
  className: string;
  width: number;
  height: number;
  /** the centre ad's picture is the largest paint of a first visit: fetched first */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const img = (
    <img src={ad.adPic} alt={t('ads.alt')} width={width} height={height} decoding="async" {...(priority ? { fetchPriority: 'high' as const } : {})} />
  );
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

/** Class the centre ad's inline script puts on <html> when that ad was already seen. */
export const CENTRE_AD_SEEN_CLASS = 'centre-ad-seen';
const CENTRE_AD_ID = 'ad-centre';

/**
 * Centre ad: a real modal dialog (focus inside, Esc or the close button or a backdrop click close it). Server-rendered
 * (closed) with an inline script right after it that opens it as the page is parsed, or marks <html> when its picture
 * was already seen: the picture is fetched with the page and painted with it rather than after hydration, when on a
 * phone it became the page's largest paint seconds late (issue 16). The script stores the picture as it opens it;
 * React takes the open dialog over when it hydrates (or, on a client navigation, opens it as before).
 */
export function CentreAd({ ad }: { ad: PopupAdItem | null }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);
  const nonce = useNonce();
  const ref = useRef<HTMLDialogElement>(null);
  const station = AD_STATION.centre;
  useClientLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (document.documentElement.classList.contains(CENTRE_AD_SEEN_CLASS)) return setVisible(false);
    // opened by the inline script: still open, or already closed by the visitor (Esc) before the page was hydrated
    if (dialog.dataset.shown === '1') return void (dialog.open || setVisible(false));
    const show = shouldShowAd(ad, readStored(station));
    setVisible(show);
    if (show) store(station, ad.adPic);
  }, [station, ad]);
  useEffect(() => {
    const dialog = ref.current;
    if (!visible || !dialog || dialog.open || dialog.dataset.shown === '1' || typeof dialog.showModal !== 'function') return;
    dialog.dataset.shown = '1';
    dialog.showModal();
  }, [visible]);
  const close = () => {
    if (ad) store(station, ad.adPic);
    setVisible(false);
  };
  if (!ad || ad.adPic === '' || !visible) return null;
  const key = JSON.stringify(adStorageKey(station));
  const pic = JSON.stringify(ad.adPic).replace(/</g, '\\u003c');
  const script = `try{var d=document.getElementById(${JSON.stringify(CENTRE_AD_ID)});if(localStorage.getItem(${key})===${pic})document.documentElement.classList.add(${JSON.stringify(CENTRE_AD_SEEN_CLASS)});else if(d&&d.showModal&&!d.open){localStorage.setItem(${key},${pic});d.dataset.shown="1";d.showModal()}}catch(e){}`;
  return (
    <>
      <dialog
        ref={ref}
        id={CENTRE_AD_ID}
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
          <button type="button" className="ad-close ad-centre__close" onClick={close} aria-label={t('ads.close')} autoFocus>
            <X size={18} aria-hidden="true" />
          </button>
          <AdLink ad={ad} className="ad-centre__link" width={500} height={400} priority />
        </div>
      </dialog>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
