// Renders a component the way the app does: i18n of one language, toasts, a memory router.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Lang } from '@mall/shared';
import { createI18n } from '../i18n';
import { ToastProvider } from '../components/Toast';

function Where() {
  const l = useLocation();
  return <span data-testid="location">{`${l.pathname}${l.search}`}</span>;
}

export function renderApp(ui: ReactNode, { lang = 'zh', url = '/' }: { lang?: Lang; url?: string } = {}) {
  const element = (
    <>
      {ui}
      <Where />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  const result = render(
    <I18nextProvider i18n={createI18n(lang)}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </I18nextProvider>,
  );
  return { ...result, router, location: () => result.getByTestId('location').textContent };
}

/**
 * Text matcher for a <Price>: its visible digits after the hidden word saying which price ("售价 ¥418.00"), e.g.
 * `screen.getByText(priceText('售价 ¥418.00'))`.
 */
export const priceText =
  (text: string) =>
  (_content: string, el: Element | null): boolean =>
    !!el && (el.classList.contains('price__now') || el.classList.contains('price__ori')) && el.textContent === text;
