// SPEC §8: an API answer 204 means the activity has ended: the page says so and goes to the home page.
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_ENDED_EVENT } from '../../lib/api';
import { useToast } from '../../components/Toast';

export const ACTIVITY_ENDED_MS = 2500;

export function ActivityEnded() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), ACTIVITY_ENDED_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="container">
      <section className="notfound activity-ended" role="alert">
        <h1>{t('sitePages.activityEnded')}</h1>
        <div className="notfound__actions">
          <Link to="/" replace className="btn btn--primary">
            {t('notFound.home')}
          </Link>
        </div>
      </section>
    </div>
  );
}

/** Mounted once by the root: a browser call answered 204 shows 'activity has ended' and goes to the home page. */
export function ActivityEndedListener() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onEnded = () => {
      toast.show(t('sitePages.activityEnded'), ACTIVITY_ENDED_MS, 'warning');
      clearTimeout(timer);
      timer = setTimeout(() => navigate('/', { replace: true }), ACTIVITY_ENDED_MS);
    };
    window.addEventListener(ACTIVITY_ENDED_EVENT, onEnded);
    return () => {
      window.removeEventListener(ACTIVITY_ENDED_EVENT, onEnded);
      clearTimeout(timer);
    };
  }, [navigate, t, toast]);
  return null;
}
