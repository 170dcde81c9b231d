// A modal dialog of the payment pages (DESIGN: a real dialog — focus moves in and stays in, Esc and the close button
// close it, the focus goes back where it was; the page under it does not scroll).
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { useModal } from '../../lib/use-modal';

export function Dialog({ title, onClose, children }: { title: string; onClose(): void; children: ReactNode }) {
  const { t } = useTranslation();
  const { ref, onKeyDown, onBackdropMouseDown } = useModal(onClose);

  return (
    <div
      className="pay-dialog"
      role="presentation"
      onMouseDown={onBackdropMouseDown}
    >
      <div ref={ref} className="pay-dialog__panel" role="dialog" aria-modal="true" aria-labelledby="pay-dialog-title" tabIndex={-1} onKeyDown={onKeyDown}>
        <div className="pay-dialog__head">
          <h2 id="pay-dialog-title">{title}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('payment.common.close')}>
            <X size={18} aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
