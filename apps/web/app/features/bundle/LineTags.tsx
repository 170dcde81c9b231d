// Marks of an order or checkout line bought as part of a package or given as a gift (decision 036).
import { useTranslation } from 'react-i18next';
import './bundle.css';

export function LineTags({ bundleId, gift }: { bundleId?: number | null; gift?: unknown }) {
  const { t } = useTranslation();
  if (!bundleId && !gift) return null;
  return (
    <span className="bg-tags">
      {bundleId ? <span className="bg-tag bg-tag--bundle">{t('bundle.tag')}</span> : null}
      {gift ? <span className="bg-tag bg-tag--gift">{t('bundle.giftTag')}</span> : null}
    </span>
  );
}
