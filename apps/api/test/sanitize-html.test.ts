import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/platform/sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting, tables, images and safe links', () => {
    const html = '<h3>亮点</h3><ul><li><strong>快</strong> &amp; 稳</li></ul><table><tr><td colspan="2">A</td></tr></table>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<a href="https://x.cn/a?b=1&amp;c=2" title="t">x</a>')).toBe(
      '<a href="https://x.cn/a?b=1&#38;c=2" title="t" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<img src="/uploads/p.webp" width="80" height="x">')).toBe('<img src="/uploads/p.webp" width="80" loading="lazy">');
  });

  it('drops scripts and their content, event handlers, styles and dangerous urls', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<SCRIPT SRC=//x.js></SCRIPT>ok')).toBe('ok');
    expect(sanitizeHtml('<style>*{}</style><iframe src="https://x"></iframe>ok')).toBe('ok');
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<!-- <script>x</script> -->ok')).toBe('ok');
  });

  it('escapes stray brackets and closes what is left open', () => {
    expect(sanitizeHtml('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    expect(sanitizeHtml('<img src=x onerror=alert(1)')).toBe('&lt;img src=x onerror=alert(1)');
    expect(sanitizeHtml('<p><strong>a</p>b')).toBe('<p><strong>a</strong></p>b');
    expect(sanitizeHtml('</div>x')).toBe('x');
    expect(sanitizeHtml('<p title="a>b">x</p>')).toBe('<p>x</p>');
  });
});
