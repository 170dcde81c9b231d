// Price display (DESIGN.md): ¥ with 2 decimals, the integer part larger in the brand colour,
// the original price struck through in grey when it is higher.
import { useTranslation } from 'react-i18next';
import { formatPrice, priceParts } from '@mall/shared';

export function Price({ fen, oriFen, size = 'md' }: { fen: number; oriFen?: number; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const { int, dec } = priceParts(fen);
  return (
    <span className={`price price--${size}`}>
      <span className="price__now" aria-label={`${t('product.price')} ${formatPrice(fen)}`}>
        <span aria-hidden="true">
          <span className="price__sym">¥</span>
          <span className="price__int">{int}</span>
          <span className="price__dec">.{dec}</span>
        </span>
      </span>
      {oriFen !== undefined && oriFen > fen && (
        <del className="price__ori" aria-label={`${t('product.originalPrice')} ${formatPrice(oriFen)}`}>
          <span aria-hidden="true">{formatPrice(oriFen)}</span>
        </del>
      )}
    </span>
  );
}
