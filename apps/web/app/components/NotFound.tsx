// Not-found view (SPEC §2): 'This page could not be found', a back button, and no related products.
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, SearchX } from 'lucide-react';

export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="notfound">
      <div className="notfound__art" aria-hidden="true">
        <span className="notfound__code">404</span>
        <SearchX size={56} strokeWidth={1.4} />
      </div>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p className="notfound__empty">{t('notFound.noProducts')}</p>
      <div className="notfound__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            if (window.history.length > 1) void navigate(-1);
            else void navigate('/');
          }}
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {t('notFound.back')}
        </button>
        <Link to="/" className="btn">
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
