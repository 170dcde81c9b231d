// Province / city / district cascade (GB/T 2260 codes from GET /area/listByPid). Choosing a level clears the
// levels below it; opening a lower level before the ones above it asks for them first (SPEC §8: 'Please select
// the province and city first').
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaChildren, type AreaItem } from './api';
import type { ControlProps } from '../order/ui/FormRow';

export interface RegionValue {
  provinceCode: string;
  cityCode: string;
  areaCode: string;
}

function useAreas(pid: string | null, lang: string): AreaItem[] {
  const [state, setState] = useState<{ pid: string | null; items: AreaItem[] }>({ pid: null, items: [] });
  useEffect(() => {
    if (!pid) return;
    let live = true;
    void areaChildren(pid, lang).then((items) => {
      if (live) setState({ pid, items });
    });
    return () => {
      live = false;
    };
  }, [pid, lang]);
  return pid && state.pid === pid ? state.items : [];
}

export function RegionSelect({
  value,
  onChange,
  onNeedUpper,
  control,
}: {
  value: RegionValue;
  onChange(next: RegionValue): void;
  /** a lower level was opened before the ones above it were chosen */
  onNeedUpper(): void;
  control: ControlProps;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const provinces = useAreas('0', lang);
  const cities = useAreas(value.provinceCode || null, lang);
  const districts = useAreas(value.cityCode || null, lang);
  const invalid = control['aria-invalid'];
  const described = control['aria-describedby'];

  // the lower selects stay focusable (not disabled) so that opening them too early can say what is missing
  const guard = (ready: boolean) => (e: { preventDefault(): void }) => {
    if (ready) return;
    e.preventDefault();
    onNeedUpper();
  };

  return (
    <div className="fld__row region">
      <select
        {...control}
        value={value.provinceCode}
        onChange={(e) => onChange({ provinceCode: e.target.value, cityCode: '', areaCode: '' })}
      >
        <option value="">{t('addrBook.province')}</option>
        {provinces.map((p) => (
          <option key={p.areaId} value={p.areaId}>
            {p.areaName}
          </option>
        ))}
      </select>
      <select
        aria-label={t('addrBook.city')}
        aria-invalid={invalid}
        aria-describedby={described}
        value={value.cityCode}
        onMouseDown={guard(!!value.provinceCode)}
        onKeyDown={(e) => {
          if (!value.provinceCode && e.key !== 'Tab') guard(false)(e);
        }}
        onChange={(e) => onChange({ ...value, cityCode: e.target.value, areaCode: '' })}
      >
        <option value="">{t('addrBook.city')}</option>
        {cities.map((c) => (
          <option key={c.areaId} value={c.areaId}>
            {c.areaName}
          </option>
        ))}
      </select>
      <select
        aria-label={t('addrBook.district')}
        aria-invalid={invalid}
        aria-describedby={described}
        value={value.areaCode}
        onMouseDown={guard(!!value.provinceCode && !!value.cityCode)}
        onKeyDown={(e) => {
          if (!(value.provinceCode && value.cityCode) && e.key !== 'Tab') guard(false)(e);
        }}
        onChange={(e) => onChange({ ...value, areaCode: e.target.value })}
      >
        <option value="">{t('addrBook.district')}</option>
        {districts.map((d) => (
          <option key={d.areaId} value={d.areaId}>
            {d.areaName}
          </option>
        ))}
      </select>
    </div>
  );
}
