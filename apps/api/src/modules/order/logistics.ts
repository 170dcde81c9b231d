// Package tracking behind one interface: the sandbox provider below (dev, tests, demo) or a real
// carrier API later. The sandbox moves a parcel along by the injected clock, so tests can advance time.
import { LOGISTICS_COMPANIES, LOGISTICS_STATE, type MessageKey } from '@mall/shared';
import type { Clock } from '../../platform/clock';

export interface TrackedPackage {
  companyCode: string;
  waybillNo: string;
  shippedAt: Date;
  /** destination city name (from the order's address) */
  city: string;
}

export interface TrackEvent {
  time: Date;
  /** LOGISTICS_STATE */
  state: number;
  /** message catalogue key and its parameters (localized by the caller; `company` is a company code) */
  key: MessageKey;
  params: Record<string, string>;
}

export interface LogisticsProvider {
  /** The parcel's events so far, oldest first ([] before the carrier has it). */
  track(pkg: TrackedPackage): Promise<TrackEvent[]>;
}

const HOUR = 3600_000;
/** Sandbox timetable after shipping: received at once, in transit after 6 h, in the city after 24 h, signed after 36 h. */
export const SANDBOX_SCHEDULE = { inTransit: 6 * HOUR, arrivedCity: 24 * HOUR, signed: 36 * HOUR } as const;

export const companyName = (code: string, lang: 'zh' | 'en'): string => {
  const c = LOGISTICS_COMPANIES.find((x) => x.code === code);
  return c ? (lang === 'en' ? c.nameEn : c.nameZh) : code;
};

/**
 * The sandbox carrier. A waybill number ending in "000" is a faulty package: after transit it turns
 * faulty instead of arriving (so the state can be seen and tested).
 */
export function sandboxLogistics(clock: Clock): LogisticsProvider {
  return {
    async track(pkg) {
      const now = clock.now().getTime();
      const at = (offset: number) => new Date(pkg.shippedAt.getTime() + offset);
      const company = pkg.companyCode; // the caller shows the company's name in the reader's language
      const plan: TrackEvent[] = [
        { time: at(0), state: LOGISTICS_STATE.received, key: 'logistics.received', params: { company, waybill: pkg.waybillNo } },
        { time: at(SANDBOX_SCHEDULE.inTransit), state: LOGISTICS_STATE.inTransit, key: 'logistics.inTransit', params: {} },
      ];
      if (pkg.waybillNo.endsWith('000')) {
        plan.push({ time: at(SANDBOX_SCHEDULE.arrivedCity), state: LOGISTICS_STATE.faulty, key: 'logistics.faulty', params: { company } });
      } else {
        plan.push(
          { time: at(SANDBOX_SCHEDULE.arrivedCity), state: LOGISTICS_STATE.arrivedCity, key: 'logistics.arrivedCity', params: { city: pkg.city } },
          { time: at(SANDBOX_SCHEDULE.signed), state: LOGISTICS_STATE.signed, key: 'logistics.signed', params: { company } },
        );
      }
      return plan.filter((e) => e.time.getTime() <= now);
    },
  };
}
