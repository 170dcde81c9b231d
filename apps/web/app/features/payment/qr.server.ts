// The QR code of a code URL, made on the server as an SVG (no QR library in the browser bundle). A sandbox code URL is
// a path of this mall: it becomes absolute with the page's own address, so a phone could open it.
import { renderSVG } from 'uqr';

export function qrSvg(codeUrl: string, pageUrl: string): string {
  const text = new URL(codeUrl, pageUrl).href;
  return renderSVG(text, { border: 1, ecc: 'M' });
}
