// Price display (DESIGN.md): ¥ with 2 decimals, the integer part larger in the brand colour,
// the original price struck through in grey when it is higher. Screen readers read the visible digits, after a
// visually hidden word saying which price it is ("售价 ¥123.45", "原价 ¥129.00"): no aria-label on a plain span.
import { useTranslation } from 'react-i18next';
import { formatPrice, priceParts } from '@mall/shared';

export function Price({ fen, oriFen, size = 'md' }: { fen: number; oriFen?: number; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const { int, dec } = priceParts(fen);
  return (
    <span className={`price price--${size}`}>
      <span className="price__now">
        <span className="sr-only">{`${t('product.price')} `}</span>
        <span className="price__sym">¥</span>
        <span className="price__int">{int}</span>
        <span className="price__dec">{`.${dec}`}</span>
      </span>
      {oriFen !== undefined && oriFen > fen && (
        <del className="price__ori">
          <span className="sr-only">{`${t('product.originalPrice')} `}</span>
          {formatPrice(oriFen)}
        </del>
      )}
    </span>
  );
}
