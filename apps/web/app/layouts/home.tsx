// Home layout (SPEC §2): popup ads (top, bottom, centre), top bar, header and category nav as the home needs them
// (the category panel is open beside the banner), footer, quick menu.
import { Outlet } from 'react-router';
import { AD_STATION, type Paged, type PopupAdItem } from '@mall/shared';
import type { Route } from './+types/home';
import { emptyPage, getOr } from '../lib/api';
import { requestLang } from '../lib/lang';
import { langRevalidate } from '../lib/revalidate';
import { TopBar } from '../components/TopBar';
import { Header } from '../components/Header';
import { CategoryNav } from '../components/CategoryNav';
import { Footer } from '../components/Footer';
import { QuickMenu } from '../components/QuickMenu';
import { SkipLink } from '../components/SkipLink';
import { TabBar } from '../features/phone/TabBar';
import { BottomAd, CentreAd, TopAd } from '../components/PopupAds';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const [top, bottom, centre] = await Promise.all(
    [AD_STATION.top, AD_STATION.bottom, AD_STATION.centre].map((station) =>
      getOr<Paged<PopupAdItem>>(context, `/service/homeSuspendAd/page?showStation=${station}`, lang, emptyPage()),
    ),
  );
  const first = (p: Paged<PopupAdItem> | undefined) => p?.records?.[0] ?? null;
  return { ads: { top: first(top), bottom: first(bottom), centre: first(centre) } };
}

export const shouldRevalidate = langRevalidate;

export default function HomeLayout({ loaderData }: Route.ComponentProps) {
  const { ads } = loaderData;
  return (
    <>
      <SkipLink />
      <TopAd ad={ads.top} />
      <TopBar />
      <Header />
      <CategoryNav pinned />
      <main id="main" className="main main--home" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <QuickMenu />
      <TabBar />
      <BottomAd ad={ads.bottom} />
      <CentreAd ad={ads.centre} />
    </>
  );
}
