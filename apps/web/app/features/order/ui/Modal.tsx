// A modal dialog of the cart, checkout, orders and address pages (DESIGN: dialogs; craft: focus trapped, Esc
// closes, focus goes back where it was). Not the native showModal(): its top layer would hide the toasts.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { useModal } from '../../../lib/use-modal';
import './ui.css';

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
  const { ref, onKeyDown, onBackdropMouseDown } = useModal(onClose);
  const titleId = useId();

  return (
    <div
      className="mdl"
      role="presentation"
      onMouseDown={onBackdropMouseDown}
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
