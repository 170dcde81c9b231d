// The buyer's points over the points mall: the balance with a link to the records (uc-integral), or a login prompt.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Coins } from 'lucide-react';
import { useLoginPopup } from '../account/LoginPopup';
import { MY_POINTS_PATH } from './api';

export function BalanceBar({ balance }: { balance: number | null }) {
  const { t, i18n } = useTranslation();
  const login = useLoginPopup();
  return (
    <div className="pm-balance">
      <Coins size={22} aria-hidden="true" className="pm-balance__icon" />
      {balance === null ? (
        <>
          <span className="pm-balance__label">{t('pointsMall.loginToSee')}</span>
          <button type="button" className="btn btn--sm btn--primary" onClick={() => login.open()}>{t('pointsMall.login')}</button>
        </>
      ) : (
        <>
          <span className="pm-balance__label">{t('pointsMall.balance')}</span>
          <strong className="pm-balance__value" data-testid="pm-balance">{balance.toLocaleString(i18n.language === 'en' ? 'en-US' : 'zh-CN')}</strong>
          <Link to={MY_POINTS_PATH} className="pm-balance__link">{t('pointsMall.balanceLink')}</Link>
          <Link to={MY_POINTS_PATH} className="pm-balance__link pm-balance__earn">{t('pointsMall.earnMore')}</Link>
        </>
      )}
    </div>
  );
}
