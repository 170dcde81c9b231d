import { useTranslation } from 'react-i18next';
import type {
  BannerItem,
  NoticeItem,
  Paged,
  ProductCard as ProductCardData,
  ShopCard as ShopCardData,
} from '@mall/shared';
import type { Route } from './+types/home';
import { emptyPage, getOr } from '../lib/api';
import { requestLang } from '../lib/lang';
import { pageMeta } from '../lib/meta';
import { useShell } from '../lib/shell';
import { loadCategoryTree } from '../lib/categories';
import { CategoryPanel } from '../components/CategoryPanel';
import { ShopCard } from '../components/ShopCard';
import { Banner } from '../features/home/Banner';
import { ProductGrid } from '../features/catalog/ProductGrid';
import { loadSpecials, type Specials } from '../features/discount/specials.server';
import { NoticeBox, WelcomeBox } from '../features/home/SideBox';
import { QuickEntries } from '../features/home/QuickEntries';
import { CategoryFloors, FlashFloor, GuessYouLike } from '../features/home/Floors';
import { loadFlashFloor } from '../features/home/floors.server';
import '../features/home/floors.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const [categories, banners, notices, latest, hot, shops, flash] = await Promise.all([
    loadCategoryTree(context, lang),
    getOr<BannerItem[]>(context, '/indexImgs', lang, []),
    getOr<NoticeItem[]>(context, '/shop/notice/topNoticeList/0', lang, []),
    getOr<Paged<ProductCardData>>(context, '/prod/lastedProdPage?current=1&size=10', lang, emptyPage()),
    getOr<ProductCardData[]>(context, '/prod/hotSaleProds?size=10', lang, []),
    getOr<ShopCardData[]>(context, '/shop/recommendShops?size=6', lang, []),
    loadFlashFloor(context, lang),
  ]);
  const newProducts = latest.records ?? [];
  const hotProducts = Array.isArray(hot) ? hot : [];
  return {
    categories,
    banners: Array.isArray(banners) ? banners : [],
    notices: Array.isArray(notices) ? notices : [],
    newProducts,
    hotProducts,
    shops: Array.isArray(shops) ? shops : [],
    flash,
    // the special prices of the cards, as on the lists
    specials: await loadSpecials(context, [...newProducts, ...hotProducts].map((p) => p.prodId), lang),
  };
}

// the home page's description is the site's (meta.description)
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches);

function SectionHead({ id, title, sub }: { id: string; title: string; sub: string }) {
  return (
    <div className="section__head">
      <h2 id={id}>{title}</h2>
      <p>{sub}</p>
    </div>
  );
}

function HomeGrid({ products, specials }: { products: ProductCardData[]; specials: Specials }) {
  const { t } = useTranslation();
  if (products.length === 0) return <p className="empty-note">{t('home.empty')}</p>;
  return <ProductGrid products={products} specials={specials} />;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { config, nav } = useShell();
  const { categories, banners, notices, newProducts, hotProducts, shops, specials, flash } = loaderData;
  const site = config?.siteName || t('site.name');
  return (
    <div className="container home">
      <h1 className="sr-only">{site}</h1>
      <div className="hero">
        <div className="hero__cats">
          <CategoryPanel categories={categories} label={t('nav.allCategories')} />
        </div>
        <div className="hero__centre">
          <Banner items={banners} />
          <QuickEntries nav={nav} />
        </div>
        <aside className="hero__side" aria-label={t('home.side')}>
          <WelcomeBox site={site} />
          <NoticeBox notices={notices} />
        </aside>
      </div>

      {flash && <FlashFloor data={flash} />}

      <section className="section" aria-labelledby="home-new">
        <SectionHead id="home-new" title={t('home.newProducts')} sub={t('home.newProductsSub')} />
        <HomeGrid products={newProducts} specials={specials} />
      </section>

      <section className="section" aria-labelledby="home-hot">
        <SectionHead id="home-hot" title={t('home.hotSale')} sub={t('home.hotSaleSub')} />
        <HomeGrid products={hotProducts} specials={specials} />
      </section>

      <CategoryFloors categories={categories} />

      {shops.length > 0 && (
        <section className="section" aria-labelledby="home-shops">
          <SectionHead id="home-shops" title={t('home.shops')} sub={t('home.shopsSub')} />
          <ul className="sgrid">
            {shops.map((s) => (
              <li key={s.shopId}>
                <ShopCard shop={s} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <GuessYouLike shown={[...newProducts, ...hotProducts].map((p) => p.prodId)} />
    </div>
  );
}
