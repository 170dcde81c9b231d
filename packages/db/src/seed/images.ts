// Demo images: SVG built in code, rendered to WebP by sharp. Latin text is drawn as text; other text (the zh ads)
// as glyph outlines baked into glyphs.ts, since machines without CJK fonts would draw boxes. Paths stored in the
// database are public URLs under /uploads/.
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { drawShape, type ShapeName } from './shapes';
import { GLYPHS } from './glyphs';

export interface ImageJob {
  /** public path, e.g. /uploads/demo/prod/12-1.webp */
  path: string;
  width: number;
  height: number;
  svg: () => string;
}

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"`;
const DARK = '#1f2937';

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function gradient(id: string, from: string, to: string, angle: number): string {
  const rad = (angle * Math.PI) / 180;
  const x = (Math.cos(rad) + 1) / 2;
  const y = (Math.sin(rad) + 1) / 2;
  return `<linearGradient id="${id}" x1="${(1 - x).toFixed(2)}" y1="${(1 - y).toFixed(2)}" x2="${x.toFixed(2)}" y2="${y.toFixed(2)}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function svgDoc(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

export interface ProductImageSpec {
  colors: [string, string];
  accent: string;
  shape: ShapeName;
  /** short Latin label at the top (brand), may be empty */
  brand: string;
  /** short Latin label in the pill at the bottom (model), may be empty */
  model: string;
  /** 0 = main picture, 1 = close-up, 2 = detail card */
  variant: number;
}

/** 800×800 product picture: gradient by category colour, a stage, the product shape and brand/model text. */
export function productSvg(spec: ProductImageSpec): string {
  const { colors, accent, shape, brand, model, variant } = spec;
  const k = { w: '#ffffff', d: DARK, a: accent };
  const angle = [45, 120, 200][variant % 3] ?? 45;
  const scale = variant === 1 ? 1.55 : variant === 2 ? 1.05 : 1.3;
  const size = 400 * scale;
  const tx = (800 - size) / 2 + (variant === 2 ? 130 : 0);
  const ty = variant === 1 ? 70 : variant === 2 ? 180 : 110;
  const rot = variant === 1 ? ' rotate(-8 200 200)' : '';
  const deco = variant === 2
    ? Array.from({ length: 6 }, (_, i) => `<rect x="${60}" y="${250 + i * 70}" width="${140 - i * 12}" height="14" rx="7" fill="#fff" opacity="${0.55 - i * 0.06}"/>`).join('')
    : `<circle cx="400" cy="${ty + size / 2}" r="${size * 0.52}" fill="#fff" opacity="0.14"/><circle cx="690" cy="110" r="70" fill="#fff" opacity="0.08"/><circle cx="110" cy="700" r="110" fill="#fff" opacity="0.07"/>`;
  const stage = `<ellipse cx="${tx + size / 2}" cy="${ty + size * 0.93}" rx="${size * 0.42}" ry="${size * 0.06}" fill="#000" opacity="0.18"/>`;
  const brandText = brand
    ? `<text x="56" y="92" ${FONT} font-size="40" font-weight="700" letter-spacing="6" fill="#fff">${escapeXml(brand.toUpperCase())}</text>`
    : '';
  const pillW = Math.min(620, 90 + model.length * 26);
  const modelPill = model
    ? `<rect x="${400 - pillW / 2}" y="688" width="${pillW}" height="70" rx="35" fill="#fff" opacity="0.92"/><text x="400" y="736" ${FONT} font-size="38" font-weight="700" text-anchor="middle" fill="${colors[1]}">${escapeXml(model)}</text>`
    : '';
  return svgDoc(800, 800, `<defs>${gradient('bg', colors[0], colors[1], angle)}</defs><rect width="800" height="800" fill="url(#bg)"/>${deco}${stage}<g transform="translate(${tx} ${ty}) scale(${scale})${rot}">${drawShape(shape, k)}</g>${brandText}${modelPill}`);
}

/** 200×200 shop logo: rounded gradient tile, a small shape and Latin initials. */
export function logoSvg(colors: [string, string], initials: string, shape: ShapeName): string {
  const k = { w: '#ffffff', d: DARK, a: colors[0] };
  return svgDoc(200, 200, `<defs>${gradient('bg', colors[0], colors[1], 60)}</defs><rect width="200" height="200" rx="36" fill="url(#bg)"/><g transform="translate(118 18) scale(0.16)" opacity="0.9">${drawShape(shape, k)}</g><text x="100" y="140" ${FONT} font-size="72" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(initials)}</text><rect x="56" y="156" width="88" height="8" rx="4" fill="#fff" opacity="0.6"/>`);
}

/** Small round category icon. */
export function iconSvg(colors: [string, string], shape: ShapeName, size = 96): string {
  const k = { w: '#ffffff', d: DARK, a: colors[1] };
  const sc = (size * 0.62) / 400;
  const off = (size - 400 * sc) / 2;
  return svgDoc(size, size, `<defs>${gradient('bg', colors[0], colors[1], 45)}</defs><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="url(#bg)"/><g transform="translate(${off} ${off}) scale(${sc})">${drawShape(shape, k)}</g>`);
}

export interface AdSpec {
  width: number;
  height: number;
  colors: [string, string];
  title: string;
  subtitle?: string;
  /** call-to-action text in a pill, e.g. SHOP NOW */
  cta?: string;
  shapes?: ShapeName[];
}

const GLYPH = new Map(GLYPHS.map(([ch, advance, d]) => [ch, { advance, d }]));

/** Whether a text is drawn with the machine's fonts (printable ASCII), else with the baked glyphs. */
export const isLatin = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** Width of a text drawn with the baked glyphs (Noto Sans CJK SC Bold); throws on a character not baked. */
export function glyphWidth(text: string, size: number): number {
  return [...text].reduce((sum, ch) => {
    const g = GLYPH.get(ch);
    if (!g) throw new Error(`no baked glyph for ${JSON.stringify(ch)}: run packages/db/scripts/cjk-glyphs.py`);
    return sum + (g.advance * size) / 1000;
  }, 0);
}

/** Width of a text: approximate for bold DejaVu Sans (per character ≈ 0.68 em; regular ≈ 0.62 em), exact for glyphs. */
const textWidth = (text: string, size: number, bold: boolean) =>
  isLatin(text) ? text.length * size * (bold ? 0.68 : 0.62) : glyphWidth(text, size);

interface TextStyle {
  size: number;
  fill: string;
  bold?: boolean;
  opacity?: number;
  anchor?: 'start' | 'middle';
}

/** One line of text at (x, baseline y): a <text> for Latin, paths of the baked glyphs otherwise. */
function line(text: string, x: number, y: number, { size, fill, bold = false, opacity, anchor = 'start' }: TextStyle): string {
  const op = opacity === undefined ? '' : ` opacity="${opacity}"`;
  if (isLatin(text)) {
    const a = anchor === 'middle' ? ' text-anchor="middle"' : '';
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" ${FONT} font-size="${size}"${bold ? ' font-weight="700"' : ''}${a} fill="${fill}"${op}>${escapeXml(text)}</text>`;
  }
  let cx = anchor === 'middle' ? x - glyphWidth(text, size) / 2 : x;
  const k = (size / 1000).toFixed(4);
  const paths = [...text].map((ch) => {
    const g = GLYPH.get(ch)!;
    const out = g.d ? `<path transform="translate(${cx.toFixed(1)} ${y.toFixed(1)}) scale(${k})" d="${g.d}"/>` : '';
    cx += (g.advance * size) / 1000;
    return out;
  });
  return `<g fill="${fill}"${op}>${paths.join('')}</g>`;
}

/** Banner / popup ad: gradient, big Latin title, optional subtitle and button, product shapes on the right. */
export function adSvg(spec: AdSpec): string {
  const { width: w, height: h, colors, title, subtitle = '', cta, shapes = [] } = spec;
  const strip = h <= 120;
  const left = Math.round(w * (strip ? 0.04 : 0.07));
  // shapes: a row on the right; in big formats they overlap a little and are staggered
  const shapeSize = strip ? h * 0.9 : Math.min(h * 0.55, w * 0.24);
  const step = strip ? shapeSize + 10 : shapeSize * 0.72;
  const shapesW = shapes.length ? shapeSize + step * (shapes.length - 1) : 0;
  const sc = shapeSize / 400;
  const shapeSvg = shapes
    .map((sh, i) => {
      const x = w - left - shapeSize - step * i;
      const y = strip ? h * 0.05 : h - shapeSize - h * 0.12 - (i % 2) * h * 0.1;
      return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${sc.toFixed(3)})">${drawShape(sh, { w: '#ffffff', d: DARK, a: '#ffd166' })}</g>`;
    })
    .join('');
  const ctaLen = cta ? cta.length : 0;
  let texts: string;
  let ctaSvg = '';
  if (strip) {
    const titleSize = Math.round(h * 0.46);
    const subSize = Math.round(titleSize * 0.42);
    const ctaW = Math.round((cta && !isLatin(cta) ? glyphWidth(cta, subSize) : ctaLen * subSize * 0.72) + subSize * 2);
    const ctaX = w - left - shapesW - ctaW - 20;
    const ctaH = subSize * 2.1;
    const y = h * 0.5 + titleSize * 0.36;
    if (isLatin(title) && isLatin(subtitle)) {
      texts = `<text x="${left}" y="${y.toFixed(1)}" ${FONT} font-size="${titleSize}" font-weight="700" fill="#fff">${escapeXml(title)}${subtitle ? `<tspan dx="24" font-size="${subSize + 6}" font-weight="400" opacity="0.9">${escapeXml(subtitle)}</tspan>` : ''}</text>`;
    } else {
      texts = line(title, left, y, { size: titleSize, fill: '#fff', bold: true }) +
        (subtitle ? line(subtitle, left + textWidth(title, titleSize, true) + 24, y, { size: subSize + 6, fill: '#fff', opacity: 0.9 }) : '');
    }
    if (cta) ctaSvg = pill(ctaX, h / 2 - ctaH / 2, ctaW, ctaH, subSize, cta, colors[1]);
  } else {
    const room = w - left * 2 - shapesW - w * 0.03;
    const titleSize = Math.round(Math.min(h * 0.2, room / textWidth(title, 1, true)));
    const subSize = Math.round(Math.min(titleSize * 0.45, subtitle ? room / textWidth(subtitle, 1, false) : titleSize));
    const ctaSize = Math.round(Math.max(14, Math.min(titleSize * 0.45, h * 0.07)));
    const titleY = h * 0.4;
    const subY = titleY + Math.max(subSize * 1.7, titleSize * 0.7);
    texts = line(title, left, titleY, { size: titleSize, fill: '#fff', bold: true }) +
      (subtitle ? line(subtitle, left, subY, { size: subSize, fill: '#fff', opacity: 0.92 }) : '');
    if (cta) {
      const ctaH = ctaSize * 2.2;
      ctaSvg = pill(left, Math.min(h - ctaH - h * 0.1, subY + ctaSize * 1.6), textWidth(cta, ctaSize, true) + ctaSize * 2, ctaH, ctaSize, cta, colors[1]);
    }
  }
  const deco = `<circle cx="${w * 0.78}" cy="${h * 0.2}" r="${h * 0.7}" fill="#fff" opacity="0.08"/><circle cx="${w * 0.1}" cy="${h * 1.1}" r="${h * 0.5}" fill="#fff" opacity="0.06"/>`;
  return svgDoc(w, h, `<defs>${gradient('bg', colors[0], colors[1], 20)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${deco}${shapeSvg}${texts}${ctaSvg}`);
}

function pill(x: number, y: number, w: number, h: number, size: number, text: string, color: string): string {
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${(h / 2).toFixed(1)}" fill="#fff"/>` +
    line(text, x + w / 2, y + h / 2 + size * 0.36, { size, fill: color, bold: true, anchor: 'middle' });
}

/** Site logo for a white header: red tile with a bag, the Latin name and a small tagline. */
export function siteLogoSvg(name: string, tagline: string, colors: [string, string]): string {
  const k = { w: '#ffffff', d: DARK, a: colors[0] };
  return svgDoc(240, 80, `<defs>${gradient('bg', colors[0], colors[1], 45)}</defs><rect x="6" y="8" width="64" height="64" rx="14" fill="url(#bg)"/><g transform="translate(14 16) scale(0.12)">${drawShape('bag', k)}</g>` +
    `<text x="82" y="46" ${FONT} font-size="32" font-weight="700" fill="${colors[1]}">${escapeXml(name)}</text>` +
    `<text x="84" y="66" ${FONT} font-size="12" letter-spacing="3" fill="#6b7280">${escapeXml(tagline)}</text>`);
}

/**
 * Renders jobs to WebP files under `uploadsDir` (or hands them to a store's put: the mall's S3 upload store) as they
 * are added, `concurrency` at a time. With null nothing is written (the paths are still used by the rows).
 */
/** Keeps one rendered image under its key (the path below /uploads/). */
export type ImagePut = (key: string, webp: Buffer) => Promise<void>;

export class ImageWriter {
  private queue: ImageJob[] = [];
  private running = 0;
  private written = 0;
  private seen = new Set<string>();
  private failure: unknown = null;
  private idle: Array<() => void> = [];
  private dirs = new Set<string>();
  private readonly concurrency: number;

  constructor(private readonly uploadsDir: string | ImagePut | null, concurrency?: number) {
    this.concurrency = concurrency ?? Math.max(2, Math.min(8, availableParallelism() * 2));
  }

  /** Queue a job; the same path is only rendered once. */
  add(job: ImageJob): void {
    if (!this.uploadsDir || this.seen.has(job.path)) return;
    this.seen.add(job.path);
    this.queue.push(job);
    this.pump();
  }

  get count(): number {
    return this.written;
  }

  /** Wait for every queued job; rethrows the first failure. */
  async done(): Promise<number> {
    if (this.running > 0 || this.queue.length > 0) await new Promise<void>((res) => this.idle.push(res));
    if (this.failure) throw this.failure;
    return this.written;
  }

  private pump(): void {
    while (this.running < this.concurrency && this.queue.length > 0) {
      const job = this.queue.shift() as ImageJob;
      this.running++;
      void this.render(job).then(
        () => { this.written++; },
        (err: unknown) => { this.failure ??= err; },
      ).finally(() => {
        this.running--;
        this.pump();
        if (this.running === 0 && this.queue.length === 0) this.idle.splice(0).forEach((res) => res());
      });
    }
  }

  private async render(job: ImageJob): Promise<void> {
    if (!job.path.startsWith('/uploads/')) throw new Error(`image path must start with /uploads/: ${job.path}`);
    const key = job.path.slice('/uploads/'.length);
    if (typeof this.uploadsDir === 'function') {
      await this.uploadsDir(key, await sharp(Buffer.from(job.svg())).webp({ quality: 80, effort: 1 }).toBuffer());
      return;
    }
    const file = join(this.uploadsDir as string, key);
    const dir = dirname(file);
    if (!this.dirs.has(dir)) {
      await mkdir(dir, { recursive: true });
      this.dirs.add(dir);
    }
    await sharp(Buffer.from(job.svg())).webp({ quality: 80, effort: 1 }).toFile(file);
  }
}
