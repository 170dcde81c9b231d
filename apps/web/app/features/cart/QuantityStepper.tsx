// The cart line's quantity: minus, a number input, plus. The rule (quantity.ts) runs before anything is sent:
// 'Please enter the correct number of items' unless a positive whole number, 'Insufficient inventory' above the
// stock; the message shows under the stepper and the input goes back to the quantity in the cart.
// Clicks in a row are sent once, as the absolute quantity (POST /p/shopCart/setItemCount).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus, Plus } from 'lucide-react';
import { quantityRule } from './quantity';

export const STEP_DELAY_MS = 300;

export function QuantityStepper({
  value,
  stock,
  label,
  disabled,
  onCommit,
}: {
  value: number;
  stock: number;
  /** accessible name of the input ('Quantity of <product>') */
  label: string;
  disabled?: boolean;
  /** sends the new quantity; answers an error text to show, or null */
  onCommit(count: number): Promise<string | null>;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const [draft, setDraft] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // the cart's quantity changed (answer arrived, another tab): show it
    setSeen(value);
    setDraft(String(value));
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  async function send(n: number) {
    if (n === value) return;
    const refused = await onCommit(n);
    if (refused) {
      setError(refused);
      setDraft(String(value));
    }
  }

  /** Checks a wanted quantity; on a refusal shows its message and puts the cart's quantity back. */
  function accept(raw: string | number): number | null {
    const key = quantityRule(raw, stock);
    if (key) {
      setError(t(key));
      setDraft(String(value));
      clearTimeout(timer.current);
      return null;
    }
    setError(null);
    return Number(raw);
  }

  function step(delta: number) {
    const current = Number(draft) || value;
    const n = accept(current + delta);
    if (n === null) return;
    setDraft(String(n));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(n), STEP_DELAY_MS);
  }

  function commitTyped() {
    if (draft === String(value)) return setError(null);
    const n = accept(draft);
    if (n !== null) {
      clearTimeout(timer.current);
      void send(n);
    }
  }

  const n = Number(draft);
  return (
    <div className="cqty">
      <div className={`cqty__box${error ? ' is-error' : ''}`}>
        <button
          type="button"
          className="cqty__btn"
          onClick={() => step(-1)}
          disabled={disabled || n <= 1}
          aria-label={t('shopCart.decrease')}
        >
          <Minus size={12} aria-hidden="true" />
        </button>
        <input
          type="text"
          inputMode="numeric"
          className="cqty__input"
          value={draft}
          disabled={disabled}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commitTyped}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commitTyped();
            }
          }}
        />
        <button
          type="button"
          className="cqty__btn"
          onClick={() => step(1)}
          disabled={disabled}
          aria-label={t('shopCart.increase')}
        >
          <Plus size={12} aria-hidden="true" />
        </button>
      </div>
      {error && (
        <p id={errorId} className="cqty__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
