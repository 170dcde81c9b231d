// A labelled form row with its error under the control (DESIGN: inline field errors). The control gets its id,
// aria-invalid and aria-describedby from the render function, so screen readers read the error with it.
import { useId, type ReactNode } from 'react';
import './ui.css';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export function FormRow({
  label,
  required,
  error,
  hint,
  children,
  className,
}: {
  label: string;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={`fld${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="fld__label">
        {required && (
          <span className="fld__req" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      <div className="fld__body">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : hint ? hintId : undefined,
          'aria-required': required ? true : undefined,
        })}
        {/* the line under the control is always there, so an error appearing does not move the form */}
        {error ? (
          <p id={errorId} className="fld__error" role="alert">
            {error}
          </p>
        ) : (
          <p id={hint ? hintId : undefined} className="fld__hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** The empty state of a list: an illustration, a sentence and one clear next action (DESIGN). */
export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="mempty">
      <span className="mempty__art" aria-hidden="true">
        {icon}
      </span>
      <p className="mempty__title">{title}</p>
      {children}
    </div>
  );
}
