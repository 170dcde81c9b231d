// The 64 px picture of an order line (checkout, my orders, order detail, after-sales, my reviews), and the same
// picture as a link to its product: decorative beside the line's named link, so hidden from screen readers.
import { Link } from 'react-router';
import { imgSrcSet, imgUrl } from '../../../lib/images';

export function LineImage({ pic }: { pic: string }) {
  return <img src={imgUrl(pic, 200)} srcSet={imgSrcSet(pic, [200])} sizes="64px" alt="" width={64} height={64} loading="lazy" decoding="async" />;
}

export function LineThumb({ prodId, pic }: { prodId: number; pic: string }) {
  return (
    <Link to={`/detail/${prodId}`} className="co-line__img" tabIndex={-1} aria-hidden="true">
      <LineImage pic={pic} />
    </Link>
  );
}
