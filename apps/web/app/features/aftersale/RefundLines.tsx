// The order lines of an after-sales request (picture, name, option, count): the list of my requests and a request's
// detail show them alike.
import type { RefundSummary } from '@mall/shared';
import { imgSrcSet, imgUrl } from '../../lib/images';

export function RefundLines({ lines, className }: { lines: RefundSummary['lines']; className: string }) {
  return (
    <ul className={className}>
      {lines.map((l, i) => (
        <li key={i} className="as-list__line">
          <img src={imgUrl(l.pic, 200)} srcSet={imgSrcSet(l.pic, [200])} sizes="56px" alt="" width={56} height={56} loading="lazy" decoding="async" />
          <div className="co-line__info">
            <span className="co-line__name">{l.prodName}</span>
            <p className="co-line__sku">{l.skuName}</p>
          </div>
          <span className="uo-line__count">×{l.count}</span>
        </li>
      ))}
    </ul>
  );
}
