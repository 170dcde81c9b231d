// Home layout (SPEC §2): popup ads (top, bottom, centre), top bar, header and category nav as the home needs them
// (the category panel is open beside the banner), footer, quick menu.
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
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
import { afterLoadIdle } from '../lib/idle';
import { loadMoreTexts } from '../i18n';

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
  // the texts of the other pages (decision 024), once the home page is interactive: messages a click here may show,
  // and the next page's texts ready before it is opened
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  useEffect(() => afterLoadIdle(() => void loadMoreTexts(lang)), [lang]);
  return (
    <>
      <SkipLink />
      <TopAd ad={ads.top} />
      {/* first in the page, so its picture is fetched early and it opens as the page is parsed (PopupAds.tsx) */}
      <CentreAd ad={ads.centre} />
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
    </>
  );
}
