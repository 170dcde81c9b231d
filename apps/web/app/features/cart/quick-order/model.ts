// The rows of /quickOrder's table: the lines the parser could not read (with its message key) and the API's
// verdict of the others, in the order of the text.
import type { MessageKey, ParsedQuickOrder, QuickOrderCheckLine } from '@mall/shared';

export interface QuickOrderRow {
  line: number;
  text: string;
  skuCode: string;
  count: number | null;
  ok: boolean;
  /** localized by the API, or a message key of the parser (translated by the page) */
  message: string | null;
  messageKey: MessageKey | null;
  check: QuickOrderCheckLine | null;
}

export function rowsOf(parsed: ParsedQuickOrder, checked: QuickOrderCheckLine[]): QuickOrderRow[] {
  const rows: QuickOrderRow[] = parsed.errors.map((e) => ({
    line: e.line, text: e.text, skuCode: '', count: null, ok: false, message: null, messageKey: e.message, check: null,
  }));
  parsed.lines.forEach((l, i) => {
    const c = checked[i] ?? null;
    rows.push({
      line: l.line, text: '', skuCode: l.skuCode, count: l.count, ok: c?.ok ?? false, message: c?.message ?? null, messageKey: null, check: c,
    });
  });
  return rows.sort((a, b) => a.line - b.line);
}
