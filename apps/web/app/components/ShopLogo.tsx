// A shop's logo wherever a shop is shown (cards, the product page's shop box, the shop's header, search results,
// followed shops): one component instead of five copies of the same <img>. The logo is required when a shop opens and
// when its seller edits it, but the contract allows '' (a row brought in by hand): the shop's first letter stands in
// then, never an <img src=""> (a broken picture).
import { useTranslation } from 'react-i18next';
import { imgSrcSet, imgUrl, type ImageWidth } from '../lib/images';

export function ShopLogo({ logo, shopName, size, widths = [200], className, lazy = true }: {
  logo: string;
  shopName: string;
  /** shown width and height, px */
  size: number;
  widths?: ImageWidth[];
  className?: string;
  lazy?: boolean;
}) {
  const { t } = useTranslation();
  const alt = t('shop.logoAlt', { name: shopName });
  if (!logo.trim()) {
    return (
      <span className={`shoplogo-none${className ? ` ${className}` : ''}`} role="img" aria-label={alt} style={{ width: size, height: size, fontSize: Math.round(size * 0.45) }}>
        {Array.from(shopName.trim())[0] ?? ''}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={imgUrl(logo, widths[0]!)}
      srcSet={imgSrcSet(logo, widths)}
      sizes={`${size}px`}
      alt={alt}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
