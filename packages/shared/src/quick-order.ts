// The /quickOrder line parser, shared by the page and the API so both read pasted text and CSV the same way.
// One line per SKU: `SKU-000123 5`, `SKU-000123,5`, `SKU-000123\t5` (also `，` `;`); CSV with the same two
// columns (quoted fields and a header row such as `sku_code,count` are accepted). Blank lines are skipped.
import type { MessageKey } from './messages';

/** Most lines one check or add takes. */
export const QUICK_ORDER_MAX_LINES = 200;

export interface QuickOrderLine {
  /** 1-based line number in the text */
  line: number;
  /** trimmed, upper case */
  skuCode: string;
  /** as typed; whether it is a positive whole number is the cart rule's business (cartCountRule) */
  count: number;
}

export interface QuickOrderLineError {
  line: number;
  text: string;
  message: MessageKey;
}

export interface ParsedQuickOrder {
  lines: QuickOrderLine[];
  errors: QuickOrderLineError[];
  /** 'quickOrder.empty' (nothing to order) or 'quickOrder.tooMany' (more than QUICK_ORDER_MAX_LINES lines) */
  problem: MessageKey | null;
}

const unquote = (f: string) => f.trim().replace(/^"(.*)"$/s, '$1').replace(/""/g, '"').trim();
const HEADER = /^(sku[\s_-]*code|sku|code|商品编码|编码|货号)$/i;

/** Splits a line into its fields: a comma, semicolon, full-width comma or tab, else whitespace. */
function fields(raw: string): string[] {
  if (/[,;，\t]/.test(raw)) return raw.split(/[,;，\t]/).map(unquote);
  return raw.trim().split(/\s+/).map(unquote);
}

export function parseQuickOrder(text: string): ParsedQuickOrder {
  const lines: QuickOrderLine[] = [];
  const errors: QuickOrderLineError[] = [];
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let seenContent = false;
  rows.forEach((raw, i) => {
    const line = i + 1;
    const f = fields(raw).filter((x, k) => x !== '' || k < 2);
    if (f.every((x) => x === '')) return;
    const first = !seenContent;
    seenContent = true;
    const [code = '', countText = '', ...rest] = f;
    if (first && HEADER.test(code) && !/^[-+]?\d/.test(countText)) return; // CSV header row
    if (!code || !countText || rest.some((x) => x !== '')) {
      errors.push({ line, text: raw.trim(), message: 'quickOrder.lineFormat' });
      return;
    }
    const count = /^[-+]?\d+(\.\d+)?$/.test(countText) ? Number(countText) : Number.NaN;
    if (!Number.isFinite(count)) {
      errors.push({ line, text: raw.trim(), message: 'cart.countInvalid' });
      return;
    }
    lines.push({ line, skuCode: code.toUpperCase(), count });
  });
  const total = lines.length + errors.length;
  const problem: MessageKey | null = total === 0 ? 'quickOrder.empty' : total > QUICK_ORDER_MAX_LINES ? 'quickOrder.tooMany' : null;
  return { lines, errors, problem };
}
