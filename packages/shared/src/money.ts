// Money is an integer number of fen everywhere; it is formatted only at the edge.

/** 12345 -> "123.45" */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`money must be a safe integer of fen, got ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${yuan}.${cents}`;
}

/** 12345 -> "¥123.45" */
export const formatPrice = (fen: number): string => `¥${fenToYuan(fen)}`;

/** "123.4" -> 12340; rejects more than 2 decimals or non-numbers (returns null) */
export function yuanToFen(input: string | number): number | null {
  const s = String(input).trim();
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(fen)) return null;
  return m[1] ? -fen : fen;
}

/** Splits a price for display: the integer part is shown larger than the cents. */
export function priceParts(fen: number): { int: string; dec: string } {
  const [int = '0', dec = '00'] = fenToYuan(fen).split('.');
  return { int, dec };
}
