// Spec value buttons of the product page (one row per axis) and the stock-limited quantity input.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus, Plus } from 'lucide-react';
import type { SkuItem, SpecAxis } from '@mall/shared';
import { clampQuantity, isAvailable, leadsTo, toggleValue, type Selection } from './sku';

const NONE: ReadonlySet<number> = new Set();

export function SkuSelector({
  axes,
  skus,
  selection,
  onChange,
  presaleSkuIds = NONE,
}: {
  axes: SpecAxis[];
  skus: SkuItem[];
  selection: Selection;
  onChange: (next: Selection) => void;
  /** SKUs on pre-sale: choosable although their ordinary stock is 0, marked "pre-sale" */
  presaleSkuIds?: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (axes.length === 0) return null;
  return (
    <div className="sku">
      {axes.map((axis, ai) => (
        <div key={axis.name} className="sku__row" role="group" aria-labelledby={`${id}-${ai}`}>
          <span className="sku__name" id={`${id}-${ai}`}>
            {axis.name}
          </span>
          <div className="sku__values">
            {axis.values.map((value) => {
              const chosen = selection[ai] === value;
              const available = isAvailable(skus, selection, ai, value, presaleSkuIds);
              const presale = leadsTo(skus, selection, ai, value, presaleSkuIds);
              return (
                <button
                  key={value}
                  type="button"
                  className={`sku__value${chosen ? ' is-chosen' : ''}`}
                  aria-pressed={chosen}
                  disabled={!available && !chosen}
                  title={available ? undefined : t('catalog.detail.unavailable')}
                  onClick={() => onChange(toggleValue(selection, ai, value))}
                >
                  {value}
                  {presale && <span className="sku__tag">{t('presale.order.tag')}</span>}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Whole numbers from 1 to the stock; typing more shows the stock, typing less than 1 gives 1. */
export function QuantityInput({ value, stock, onChange }: { value: number; stock: number; onChange: (n: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const disabled = stock <= 0;
  const commit = (raw: string) => {
    const n = clampQuantity(Number(raw.replace(/[^\d]/g, '') || '1'), stock);
    setText(String(n));
    onChange(n);
  };
  return (
    <div className="qty">
      <label htmlFor={id} className="qty__label">
        {t('catalog.detail.quantity')}
      </label>
      <div className="qty__box">
        <button
          type="button"
          className="qty__btn"
          aria-label={t('catalog.detail.less')}
          disabled={disabled || value <= 1}
          onClick={() => onChange(clampQuantity(value - 1, stock))}
        >
          <Minus size={14} aria-hidden="true" />
        </button>
        <input
          id={id}
          className="qty__input"
          inputMode="numeric"
          value={text}
          disabled={disabled}
          aria-describedby={`${id}-stock`}
          onChange={(e) => setText(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit((e.target as HTMLInputElement).value);
          }}
        />
        <button
          type="button"
          className="qty__btn"
          aria-label={t('catalog.detail.more')}
          disabled={disabled || value >= stock}
          onClick={() => onChange(clampQuantity(value + 1, stock))}
        >
          <Plus size={14} aria-hidden="true" />
        </button>
      </div>
      <span id={`${id}-stock`} className={`qty__stock${stock <= 0 ? ' is-out' : ''}`}>
        {stock > 0 ? t('catalog.detail.stock', { count: stock }) : t('catalog.detail.soldOut')}
      </span>
    </div>
  );
}
