// The pay switch (SPEC §3 paySwitchInfo, §7, §9): which ways to pay are on, kept in localStorage for 5 hours as
// { switchInfo, expiredTime } and asked from GET /sys/config/info/getSysPaySwitch when missing or expired.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, PAY_SWITCH_STORAGE_KEY, type PaySwitch } from '@mall/shared';
import { clientApi } from '../../lib/api';

export interface PaySwitchInfo {
  switchInfo: PaySwitch;
  /** ms since the epoch after which the cached switch is asked again */
  expiredTime: number;
}

const isSwitch = (v: unknown): v is PaySwitch =>
  typeof v === 'object' && v !== null && typeof (v as PaySwitch).balancePaySwitch === 'boolean' && typeof (v as PaySwitch).wxPaySwitch === 'boolean';

/** The cached switch while it is fresh; null when missing, expired or unreadable. */
export function readPaySwitch(storage: Pick<Storage, 'getItem'>, now: number): PaySwitch | null {
  try {
    const raw = storage.getItem(PAY_SWITCH_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PaySwitchInfo>;
    if (!isSwitch(parsed.switchInfo) || typeof parsed.expiredTime !== 'number' || parsed.expiredTime <= now) return null;
    return parsed.switchInfo;
  } catch {
    return null;
  }
}

export function writePaySwitch(storage: Pick<Storage, 'setItem'>, switchInfo: PaySwitch, now: number): void {
  const value: PaySwitchInfo = { switchInfo, expiredTime: now + LIMITS.paySwitchCacheMs };
  try {
    storage.setItem(PAY_SWITCH_STORAGE_KEY, JSON.stringify(value));
  } catch {
    /* storage full or blocked: the switch is simply asked again next time */
  }
}

const NONE: PaySwitch = { balancePaySwitch: false, wxPaySwitch: false, aliPaySwitch: false };

/** The switch from the cache, or from the API (then cached); a failed call offers nothing. */
export async function loadPaySwitch(lang: string): Promise<PaySwitch> {
  const cached = readPaySwitch(window.localStorage, Date.now());
  if (cached) return cached;
  const res = await clientApi<PaySwitch>('/sys/config/info/getSysPaySwitch', { lang });
  if (res.status !== 200 || !isSwitch(res.data)) return NONE;
  writePaySwitch(window.localStorage, res.data, Date.now());
  return res.data;
}

/** The pay switch in the browser: null until known (after hydration). */
export function usePaySwitch(): PaySwitch | null {
  const { i18n } = useTranslation();
  const [value, setValue] = useState<PaySwitch | null>(null);
  useEffect(() => {
    let live = true;
    void loadPaySwitch(i18n.language).then((v) => {
      if (live) setValue(v);
    });
    return () => {
      live = false;
    };
  }, [i18n.language]);
  return value;
}
