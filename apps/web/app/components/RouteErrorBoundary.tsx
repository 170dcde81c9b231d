// Error boundary for pages inside a layout: 404 → the not-found view, anything else → the 'small hiccup' message.
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reloadIfChunkError } from '../lib/chunk-reload';
import { useTranslation } from 'react-i18next';
import { NotFound } from './NotFound';
import { UsageLog } from '../features/analytics/usage-log';

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  // SPEC §8: a page whose code chunk failed to load (a deployment happened) reloads once
  useEffect(() => void reloadIfChunkError(error), [error]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="container">
        <UsageLog notFound />
        <NotFound />
      </div>
    );
  }
  return (
    <div className="container">
      <section className="notfound">
        <h1>{t('errorPage.title')}</h1>
        <p>{t('error.server')}</p>
      </section>
    </div>
  );
}
