// A labelled input with its error under it (DESIGN: inline errors under fields); the error is tied to the input
// with aria-describedby and aria-invalid so screen readers read it and the form can focus the first one.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue(value: string): void;
  error?: string;
  /** hint under the input while there is no error */
  hint?: ReactNode;
  /** after the input, inside the same row (e.g. the SMS code button) */
  suffix?: ReactNode;
  /** icon before the input (popup style) */
  icon?: ReactNode;
  /** the label is read by screen readers only (the popup shows placeholders) */
  hideLabel?: boolean;
}

export function Field({
  label,
  value,
  onValue,
  error,
  hint,
  suffix,
  icon,
  hideLabel,
  id,
  className,
  ...input
}: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={`afield${error ? ' afield--error' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'afield__label'}>
        {label}
      </label>
      <div className="afield__row">
        <div className="afield__control">
          {icon && (
            <span className="afield__icon" aria-hidden="true">
              {icon}
            </span>
          )}
          <input
            id={inputId}
            value={value}
            onChange={(e) => onValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...input}
          />
        </div>
        {suffix}
      </div>
      {error ? (
        <p id={errorId} className="afield__error">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="afield__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
