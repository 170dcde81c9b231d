// Sensitive words of reviews and replies, masked when a review is READ (the row keeps what was written, so a word
// added here later also masks older reviews). Each character of a match becomes '*'; Latin letters match in any case.
const WORDS = [
  '傻逼', '傻B', '煞笔', '操你', '草泥马', '尼玛', '滚蛋', '去死', '王八蛋', '垃圾骗子', '骗子店', '法轮功', '代开发票', '加微信', '刷单',
  'fuck', 'shit', 'bitch', 'asshole', 'idiot',
];

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERN = new RegExp(WORDS.map(escape).sort((a, b) => b.length - a.length).join('|'), 'giu');

/** The text with every sensitive word replaced by as many '*' as it has characters. */
export function maskSensitive(text: string): string {
  return text.replace(PATTERN, (m) => '*'.repeat([...m].length));
}
