// The home page's depth (issue 16): the flash-sale floor (server-rendered, loaders' data), a floor for each of the
// first top-level categories and "guess you like" (both below the first screen: they load in the browser when about
// to scroll into view, so the server's render and HTML stay as they were; "guess you like" is per buyer anyway).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FLASH_SALE_STATE, type Paged, type ProdSearchPage, type ProductCard, type ProductDiscount } from '@mall/shared';
import { requestJson } from '../../lib/fetch-json';
import { useShell } from '../../lib/shell';
import { useSessionUser } from '../../lib/session';
import type { NavCategory } from '../../lib/categories';
import { categoryHref } from '../../components/CategoryPanel';
import { ProductGrid, ProductGridSkeleton } from '../catalog/ProductGrid';
import { Countdown, useServerNow } from '../flash-sale/Countdown';
import { ItemCard } from '../flash-sale/ItemCard';
import { sessionState } from '../flash-sale/state';
import type { FlashFloorData } from './floors.server';

export const FLOOR_COUNT = 3;
export const FLOOR_ITEMS = 5;
export const GUESS_ITEMS = 10;

function Head({ id, title, sub, more }: { id: string; title: string; sub?: ReactNode; more?: ReactNode }) {
  return (
    <div className="section__head floor__head">
      <h2 id={id}>{title}</h2>
      {sub && <div className="floor__sub">{sub}</div>}
      {more && <div className="floor__more">{more}</div>}
    </div>
  );
}

export function FlashFloor({ data }: { data: FlashFloorData }) {
  const { t } = useTranslation();
  const now = useServerNow(data.serverTime);
  const { session } = data;
  const state = sessionState(session, now);
  const on = state === FLASH_SALE_STATE.on;
  const target = Date.parse(on ? session.endAt : session.startAt);
  return (
    <section className="section floor floor--flash" aria-labelledby="home-flash">
      <Head
        id="home-flash"
        title={t('homeFloors.flashTitle')}
        sub={
          <>
            <span className="floor__session">{t(on ? 'homeFloors.flashOn' : 'homeFloors.flashNext', { name: session.name })}</span>
            {state !== FLASH_SALE_STATE.ended && (
              <Countdown ms={target - now} label={t(on ? 'flashSale.endsIn' : 'flashSale.startsIn')} size="sm" />
            )}
          </>
        }
        more={<Link to={`/flash-sale?sessionId=${session.sessionId}`}>{t('homeFloors.flashMore')}</Link>}
      />
      <ul className="fs-grid floor__flash">
        {data.items.map((card) => (
          <ItemCard key={card.seckillId} card={card} state={state} />
        ))}
      </ul>
    </section>
  );
}

/** Whether the element has come within a screen of the window (IntersectionObserver; at once where there is none). */
function useNearViewport<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      const id = setTimeout(() => setNear(true));
      return () => clearTimeout(id);
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '600px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return [ref, near];
}

type Load<T> = { state: 'idle' | 'loading' } | { state: 'done'; value: T } | { state: 'failed' };

/** Cards and their special prices, fetched once `go` turns true (and again on retry). */
function useCards(go: boolean, key: string, fetchCards: () => Promise<{ cards: ProductCard[]; extra?: boolean } | null>, lang: string) {
  const [load, setLoad] = useState<Load<{ cards: ProductCard[]; specials: Record<number, ProductDiscount>; extra?: boolean }>>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!go) return;
    let live = true;
    void (async () => {
      const got = await fetchCards();
      if (!live) return;
      if (!got) return setLoad({ state: 'failed' });
      const ids = got.cards.map((c) => c.prodId);
      const prices = ids.length ? await requestJson<ProductDiscount[]>(`/shop-api/discount/prices?prodIds=${ids.join(',')}`, { lang }) : null;
      if (!live) return;
      const specials = Object.fromEntries((prices?.status === 200 && Array.isArray(prices.data) ? prices.data : []).map((d) => [d.prodId, d]));
      setLoad({ state: 'done', value: { ...got, specials } });
    })();
    return () => {
      live = false;
    };
    // fetchCards changes each render; the key says what it fetches
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [go, key, attempt, lang]);
  return {
    load,
    retry: () => {
      setLoad({ state: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}

function FloorBody({ load, retry, count }: { load: ReturnType<typeof useCards>['load']; retry: () => void; count: number }) {
  const { t } = useTranslation();
  if (load.state === 'failed') {
    return (
      <p className="empty-note">
        {t('homeFloors.failed')}{' '}
        <button type="button" className="btn btn--text" onClick={retry}>
          {t('homeFloors.retry')}
        </button>
      </p>
    );
  }
  if (load.state !== 'done') {
    return (
      <div aria-busy="true">
        <span className="sr-only">{t('homeFloors.loading')}</span>
        <ProductGridSkeleton count={count} />
      </div>
    );
  }
  if (load.value.cards.length === 0) return <p className="empty-note">{t('home.empty')}</p>;
  return <ProductGrid products={load.value.cards} specials={load.value.specials} />;
}

function CategoryFloor({ category, index }: { category: NavCategory; index: number }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const [ref, near] = useNearViewport<HTMLElement>();
  const { load, retry } = useCards(near, `${category.categoryId}`, async () => {
    const res = await requestJson<ProdSearchPage>(`/shop-api/search/prodPage?cpid=${category.categoryId}&cindex=1&sort=1&size=${FLOOR_ITEMS}`, { lang });
    return res.status === 200 && res.data ? { cards: res.data.records ?? [] } : null;
  }, lang);
  const id = `home-floor-${category.categoryId}`;
  return (
    <section ref={ref} className="section floor" aria-labelledby={id}>
      <Head
        id={id}
        title={`${index + 1}F ${category.categoryName}`}
        sub={
          <ul className="floor__subs">
            {category.categories.slice(0, 6).map((c2) => (
              <li key={c2.categoryId}>
                <Link to={categoryHref(c2, 2)}>{c2.categoryName}</Link>
              </li>
            ))}
          </ul>
        }
        more={<Link to={categoryHref(category, 1)}>{t('homeFloors.floorMore', { name: category.categoryName })}</Link>}
      />
      <FloorBody load={load} retry={retry} count={FLOOR_ITEMS} />
    </section>
  );
}

export function CategoryFloors({ categories }: { categories: NavCategory[] }) {
  return (
    <>
      {categories.slice(0, FLOOR_COUNT).map((c, i) => (
        <CategoryFloor key={c.categoryId} category={c} index={i} />
      ))}
    </>
  );
}

/**
 * Guess you like: for a logged-in buyer from their footprint and favourites (GET /p/user/guessYouLike), for a visitor
 * the best sellers the page does not show yet (`shown`).
 */
export function GuessYouLike({ shown }: { shown: number[] }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const user = useSessionUser();
  const [ref, near] = useNearViewport<HTMLElement>();
  const { load, retry } = useCards(near, user ? `u${user.userId}` : 'visitor', async () => {
    if (user) {
      const res = await requestJson<{ personal: boolean; records: ProductCard[] }>(`/shop-api/p/user/guessYouLike?size=${GUESS_ITEMS}`, { lang });
      return res.status === 200 && res.data ? { cards: res.data.records, extra: res.data.personal } : null;
    }
    const res = await requestJson<ProductCard[] | Paged<ProductCard>>(`/shop-api/prod/hotSaleProds?size=${Math.min(50, GUESS_ITEMS + shown.length)}`, { lang });
    if (res.status !== 200 || !Array.isArray(res.data)) return null;
    const skip = new Set(shown);
    return { cards: res.data.filter((c) => !skip.has(c.prodId)).slice(0, GUESS_ITEMS), extra: false };
  }, lang);
  const personal = load.state === 'done' && load.value.extra === true;
  return (
    <section ref={ref} className="section floor floor--guess" aria-labelledby="home-guess">
      <Head id="home-guess" title={t('homeFloors.guessTitle')} sub={<p>{t(personal ? 'homeFloors.guessPersonal' : 'homeFloors.guessPopular')}</p>} />
      <FloorBody load={load} retry={retry} count={GUESS_ITEMS} />
    </section>
  );
}
