// Policy layout (SPEC §2): the page and the footer only.
import { Outlet } from 'react-router';
import { Footer } from '../components/Footer';

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
