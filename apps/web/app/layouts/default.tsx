// Default layout (SPEC §2): top bar, header with search and cart, category nav, footer, quick menu.
import { Outlet, useLocation } from 'react-router';
import { TopBar } from '../components/TopBar';
import { Header } from '../components/Header';
import { CategoryNav } from '../components/CategoryNav';
import { Footer } from '../components/Footer';
import { QuickMenu } from '../components/QuickMenu';
import { SkipLink } from '../components/SkipLink';
import { TabBar } from '../features/phone/TabBar';
// the texts of the features only pages other than home use, loaded before the page renders (decision 024)
import '../i18n/more-texts';

export default function DefaultLayout() {
  // SPEC §2: on /chat the header parts (search, cart, category nav) are hidden; on a phone the tab bar too (it
  // would cover the composer, as in the apps a chat is full screen)
  const chat = useLocation().pathname === '/chat';
  return (
    <>
      <SkipLink />
      <TopBar />
      {!chat && <Header />}
      {!chat && <CategoryNav />}
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <QuickMenu />
      {!chat && <TabBar />}
    </>
  );
}
