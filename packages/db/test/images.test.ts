// Demo ad pictures per language (issue 16): the zh ones draw their Chinese text from baked glyphs, never from the
// machine's fonts (a machine without CJK fonts would draw boxes); Latin text stays text.
import { describe, expect, it } from 'vitest';
import { adSvg, glyphWidth, isLatin } from '../src/seed/images';

const base = { width: 790, height: 340, colors: ['#ff5a36', '#c2185b'] as [string, string], shapes: ['gift' as const] };

describe('ad pictures', () => {
  it('zh: the title, subtitle and button as glyph paths, no <text> left to a font', () => {
    const svg = adSvg({ ...base, title: '双十一狂欢', subtitle: '全场低至5折', cta: '立即抢购' });
    expect(svg).not.toContain('<text');
    expect(svg.match(/<path transform=/g)!.length).toBe('双十一狂欢全场低至5折立即抢购'.length);
    const strip = adSvg({ ...base, width: 1200, height: 80, title: '¥100', subtitle: '新人专享优惠券', cta: '领取' });
    expect(strip).not.toContain('<text');
  });

  it('en: Latin text as text', () => {
    const svg = adSvg({ ...base, title: 'SALE', subtitle: 'UP TO 50% OFF', cta: 'SHOP NOW' });
    expect(svg.match(/<text /g)).toHaveLength(3);
    expect(svg).toContain('>SHOP NOW</text>');
  });

  it('measures glyph text and refuses a character that was not baked', () => {
    expect(isLatin('SHOP NOW')).toBe(true);
    expect(isLatin('立即抢购')).toBe(false);
    expect(glyphWidth('立即', 100)).toBe(200);
    expect(() => glyphWidth('龘', 10)).toThrow(/cjk-glyphs/);
  });
});
