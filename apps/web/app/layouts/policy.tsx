// Policy layout (SPEC §2): the page and the footer only.
import { Outlet } from 'react-router';
import { Footer } from '../components/Footer';
// the texts of the features only pages other than home use, loaded before the page renders (decision 024)
import '../i18n/more-texts';

export default function PolicyLayout() {
  return (
    <>
      <main id="main" className="main main--policy" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
