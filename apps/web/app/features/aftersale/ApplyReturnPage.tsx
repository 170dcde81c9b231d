// The frame of /user-center/apply-return: the title, the order it is about, the form (a new request, or the edit of
// a refused one), or a message when nothing of the chosen lines can be refunded any more.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Undo2 } from 'lucide-react';
import type { RefundDetail, RefundOptions } from '@mall/shared';
import { EmptyState } from '../order/ui/FormRow';
import { ApplyForm } from './ApplyForm';
import './aftersale.css';

export function ApplyReturnPage({ options, edit, wholeOrder }: { options: RefundOptions; edit?: RefundDetail; wholeOrder: boolean }) {
  const { t } = useTranslation();
  const order = `/order-detail?orderNumber=${encodeURIComponent(options.orderNumber)}`;
  const refundable = options.lines.some((l) => l.refundableCount > 0);
  return (
    <section className="uc-card as-apply" aria-labelledby="as-apply-title">
      <header className="as-apply__head">
        <h1 id="as-apply-title" className="uc-card__title">
          {t(edit ? 'aftersale.apply.editTitle' : 'aftersale.apply.title')}
        </h1>
        <Link to={order} className="mlink">
          {t('aftersale.apply.orderNumber', { orderNumber: options.orderNumber })}
        </Link>
      </header>
      {refundable || edit ? (
        <ApplyForm options={options} edit={edit} wholeOrder={wholeOrder} />
      ) : (
        <EmptyState icon={<Undo2 size={40} strokeWidth={1.4} />} title={t('aftersale.apply.none')}>
          <Link to={order} className="btn btn--primary">
            {t('aftersale.apply.back')}
          </Link>
        </EmptyState>
      )}
    </section>
  );
}
