// The parcels of a shipped order: logistics company, waybill number, state (SPEC §4: received, in transit,
// arrived in destination city, signed, faulty package) and the traces, newest first. Several parcels: tabs.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGISTICS_STATE, type OrderDetail } from '@mall/shared';
import { formatTime } from '../format';

const STATE_NAME: Record<number, string> = {
  [LOGISTICS_STATE.received]: 'received',
  [LOGISTICS_STATE.inTransit]: 'inTransit',
  [LOGISTICS_STATE.arrivedCity]: 'arrivedCity',
  [LOGISTICS_STATE.signed]: 'signed',
  [LOGISTICS_STATE.faulty]: 'faulty',
};
const stateTone = (state: number) =>
  state === LOGISTICS_STATE.signed ? 'green' : state === LOGISTICS_STATE.faulty ? 'red' : 'orange';

export function OrderPackages({ packages }: { packages: OrderDetail['packages'] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const pkg = packages[Math.min(index, packages.length - 1)];
  if (!pkg) return null;
  return (
    <div className="od-pkg">
      {packages.length > 1 && (
        <div className="od-pkg__tabs" role="tablist" aria-label={t('orders.detail.packages')}>
          {packages.map((p, i) => (
            <button
              key={p.packageId}
              type="button"
              role="tab"
              id={`od-pkg-tab-${p.packageId}`}
              aria-selected={i === index}
              aria-controls="od-pkg-panel"
              className={i === index ? 'is-active' : undefined}
              onClick={() => setIndex(i)}
            >
              {t('orders.detail.packageN', { n: i + 1 })}
            </button>
          ))}
        </div>
      )}
      <div
        id="od-pkg-panel"
        role={packages.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={packages.length > 1 ? `od-pkg-tab-${pkg.packageId}` : undefined}
      >
        <p className="od-pkg__head">
          <span>
            {t('orders.detail.company')}
            <strong>{pkg.companyName}</strong>
          </span>
          <span>
            {t('orders.detail.waybill')}
            <strong>{pkg.waybillNo}</strong>
          </span>
          <span className={`mtag mtag--${stateTone(pkg.state)}`}>
            {t(`orders.logistics.${STATE_NAME[pkg.state] ?? 'inTransit'}`)}
          </span>
        </p>
        {pkg.traces.length === 0 ? (
          <p className="co-muted">{t('orders.detail.noTraces')}</p>
        ) : (
          <ol className="od-traces">
            {pkg.traces.map((tr, i) => (
              <li key={`${tr.time}-${i}`} className={i === 0 ? 'is-latest' : undefined}>
                <time dateTime={tr.time}>{formatTime(tr.time)}</time>
                <span>{tr.text}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
