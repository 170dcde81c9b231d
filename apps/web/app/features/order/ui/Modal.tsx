// A modal dialog of the cart, checkout, orders and address pages (DESIGN: dialogs; craft: focus trapped, Esc
// closes, focus goes back where it was). Not the native showModal(): its top layer would hide the toasts.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import './ui.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({
  title,
  onClose,
  children,
  footer,
  width = 480,
  role = 'dialog',
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
  role?: 'dialog' | 'alertdialog';
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const panel = ref.current;
    const before = document.activeElement as HTMLElement | null;
    (panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      before?.focus?.();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !e.currentTarget.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !e.currentTarget.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="mdl"
      role="presentation"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        className="mdl__panel"
        style={{ maxWidth: width }}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="mdl__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" onClick={() => onClose()} aria-label={t('orders.ui.close')}>
            <X size={18} aria-hidden="true" />
          </button>
        </div>
        <div className="mdl__body">{children}</div>
        {footer && <div className="mdl__foot">{footer}</div>}
      </div>
    </div>
  );
}

/** A yes / no question (delete, cancel an order, confirm receipt). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  text: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={title}
      onClose={onClose}
      width={400}
      role="alertdialog"
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('orders.ui.cancel')}
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy} data-autofocus>
            {confirmLabel ?? t('orders.ui.ok')}
          </button>
        </>
      }
    >
      <p className="mdl__text">{text}</p>
    </Modal>
  );
}
