// What the product page's promotions call offers (module.ts builds it over the pre-sale, bundle and gift services).
import type { Lang, ProdPromotions } from '@mall/shared';

export interface ProdPromotionsService {
  forProduct(prodId: number, lang: Lang): Promise<ProdPromotions>;
  /** drops the index (a seller changed a pre-sale, package or gift rule) */
  changed(): void;
}
