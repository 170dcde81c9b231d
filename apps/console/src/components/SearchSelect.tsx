// A select that searches the API as one types (debounced) and pages through the answer with a pager under the
// list; the base of ShopPicker and ProductPicker. Chosen values keep their labels across searches and pages
// (`known`), and values set from outside (an edit form) are looked up once with `lookup`.
import { Empty, Pagination, Select, Spin } from 'antd';
import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import type { Paged } from '@mall/shared';
import { PICKER_PAGE_SIZE } from './pickers-api';
import { useI18n } from '../app/i18n';

type Value = number | number[] | undefined;
export interface SearchSelectProps<T> {
  value?: Value;
  onChange?: (value: Value, picked: T[]) => void;
  multiple?: boolean;
  placeholder: string;
  id?: string;
  'aria-label'?: string;
  style?: CSSProperties;
  disabled?: boolean;
  /** one page of matches */
  search: (keyword: string, current: number) => Promise<Paged<T>>;
  /** the rows of values not seen yet (their labels) */
  lookup?: (ids: number[]) => Promise<T[]>;
  keyOf: (row: T) => number;
  labelOf: (row: T) => string;
  render: (row: T) => ReactNode;
}

const asList = (v: Value): number[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

export function SearchSelect<T>(props: SearchSelectProps<T>) {
  const { value, onChange, multiple, search, lookup, keyOf, labelOf, render } = props;
  const { t } = useI18n();
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<Paged<T> | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [known, setKnown] = useState<Map<number, T>>(new Map());
  // `search` is memoised by the picker: a new one (another shop, another language) searches again
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      search(keyword.trim(), current).then(
        (p) => {
          if (!live) return;
          setPage(p);
          setError(null);
          setKnown((m) => new Map([...m, ...p.records.map((r) => [keyOf(r), r] as const)]));
        },
        (e: Error) => live && setError(e.message),
      ).finally(() => live && setLoading(false));
    }, keyword ? 250 : 0);
    return () => { live = false; clearTimeout(timer); };
  }, [keyword, current, search, keyOf]);

  const unknown = asList(value).filter((id) => !known.has(id));
  const unknownKey = unknown.join(',');
  useEffect(() => {
    if (!lookup || !unknownKey) return;
    let live = true;
    lookup(unknownKey.split(',').map(Number)).then((rows) => live && setKnown((m) => new Map([...m, ...rows.map((r) => [keyOf(r), r] as const)])), () => undefined);
    return () => { live = false; };
  }, [unknownKey, lookup, keyOf]);

  const options = useMemo(() => {
    const rows = page?.records ?? [];
    const shown = new Set(rows.map(keyOf));
    // chosen values stay in the options (their labels in the box) even when this page does not hold them
    const chosen = asList(value).filter((id) => !shown.has(id)).map((id) => known.get(id)).filter((r): r is T => r !== undefined);
    return [...rows, ...chosen].map((r) => ({ value: keyOf(r), label: labelOf(r), row: r }));
  }, [page, value, known, keyOf, labelOf]);

  const change = (v: Value) => onChange?.(v, asList(v).map((id) => known.get(id)).filter((r): r is T => r !== undefined));

  return (
    <Select<Value, (typeof options)[number]>
      id={props.id}
      aria-label={props['aria-label']}
      style={props.style ?? { width: '100%' }}
      disabled={props.disabled}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      value={value}
      onChange={(v) => change(v)}
      placeholder={props.placeholder}
      showSearch={{ filterOption: false, onSearch: (k) => { setKeyword(k); setCurrent(1); }, searchValue: keyword }}
      onOpenChange={(open) => { if (!open && keyword) { setKeyword(''); setCurrent(1); } }}
      options={options}
      labelRender={(o) => (o.label ?? `#${String(o.value)}`)}
      optionRender={(o) => render(o.data.row)}
      notFoundContent={loading ? <Spin size="small" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={error ? t('pickers.loadFailed', { message: error }) : t('pickers.noMatch')} />}
      popupRender={(menu) => (
        <>
          {menu}
          {page && page.total > PICKER_PAGE_SIZE && (
            <div style={{ padding: '6px 8px', borderTop: '1px solid #f0f0f0', textAlign: 'right' }} onMouseDown={(e) => e.preventDefault()}>
              <Pagination size="small" simple showSizeChanger={false} current={current} pageSize={PICKER_PAGE_SIZE} total={page.total} onChange={setCurrent} />
            </div>
          )}
        </>
      )}
    />
  );
}
