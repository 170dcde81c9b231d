// A small allow-list HTML sanitizer for rich text the API serves (product descriptions): known formatting tags
// only, a few attributes per tag, links and images to http(s) or site paths only. Everything else is dropped
// (script-like elements with their content) or escaped. Output is always well nested.

const ALLOWED = new Set([
  'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'sup', 'sub', 'small', 'span', 'div',
  'h2', 'h3', 'h4', 'h5', 'blockquote', 'figure', 'figcaption', 'dl', 'dt', 'dd',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'img', 'a',
]);
const VOID = new Set(['br', 'hr', 'img']);
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'svg', 'math', 'frameset', 'frame', 'title', 'head']);
const ATTRS: Record<string, Set<string>> = {
  a: new Set(['href', 'title']),
  img: new Set(['src', 'alt', 'width', 'height', 'title']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan']),
};

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, ent: string) => {
    if (ent[0] === '#') {
      const code = ent[1] === 'x' || ent[1] === 'X' ? parseInt(ent.slice(2), 16) : parseInt(ent.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[ent.toLowerCase()] ?? m;
  });
}

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeText = (s: string) => s.replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;'));

/** http(s), mailto (links only), site-relative paths and fragments; nothing that could run script. */
function safeUrl(raw: string, forImage: boolean): string | null {
  // eslint-disable-next-line no-control-regex
  const v = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^https?:\/\//i.test(v)) return v;
  if (/^\/(?!\/)/.test(v)) return v;
  if (!forImage && (/^mailto:/i.test(v) || v.startsWith('#'))) return v;
  return null;
}

const ATTR_RE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function cleanAttrs(tag: string, raw: string): string {
  const allowed = ATTRS[tag];
  if (!allowed) return '';
  const out: string[] = [];
  const seen = new Set<string>();
  for (const m of raw.matchAll(ATTR_RE)) {
    const name = m[1]!.toLowerCase();
    if (!allowed.has(name) || seen.has(name)) continue;
    let value = m[2] ?? m[3] ?? m[4] ?? '';
    if (name === 'href' || name === 'src') {
      const url = safeUrl(value, name === 'src');
      if (url === null) continue;
      value = url;
    } else if (name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan') {
      if (!/^\d{1,4}$/.test(value.trim())) continue;
      value = value.trim();
    } else {
      value = decodeEntities(value);
    }
    seen.add(name);
    out.push(` ${name}="${escapeAttr(value)}"`);
  }
  if (tag === 'a' && seen.has('href')) out.push(' rel="nofollow noopener noreferrer"');
  if (tag === 'img' && !seen.has('src')) return '\u0000drop';
  if (tag === 'img') out.push(' loading="lazy"');
  return out.join('');
}

const TOKEN_RE = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<[!?][^>]*>?/g;

export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let dropping: string | null = null;
  let last = 0;
  for (const m of html.matchAll(TOKEN_RE)) {
    const text = html.slice(last, m.index);
    last = m.index + m[0].length;
    if (!dropping) out += escapeText(text);
    const [, slash, rawName, attrs] = m;
    if (!rawName) continue; // comment, doctype, processing instruction
    const tag = rawName.toLowerCase();
    if (dropping) {
      if (slash && tag === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!slash && !/\/\s*$/.test(attrs ?? '')) dropping = tag;
      continue;
    }
    if (!ALLOWED.has(tag)) continue;
    if (slash) {
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    const cleaned = cleanAttrs(tag, attrs ?? '');
    if (cleaned === '\u0000drop') continue;
    out += `<${tag}${cleaned}>`;
    if (!VOID.has(tag)) open.push(tag);
  }
  if (!dropping) out += escapeText(html.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
