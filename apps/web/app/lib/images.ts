// Uploaded images are resizable with ?w=200|400|800 (WebP); other addresses are used as they are.
export type ImageWidth = 200 | 400 | 800;

const resizable = (src: string): boolean => src.startsWith('/uploads/');

export function imgUrl(src: string, w: ImageWidth): string {
  if (!resizable(src)) return src;
  return `${src}${src.includes('?') ? '&' : '?'}w=${w}`;
}

export function imgSrcSet(src: string, widths: ImageWidth[]): string | undefined {
  if (!resizable(src)) return undefined;
  return widths.map((w) => `${imgUrl(src, w)} ${w}w`).join(', ');
}
