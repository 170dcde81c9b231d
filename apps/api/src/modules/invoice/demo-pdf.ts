// A small, valid one-page PDF written by code (demo e-invoices: decision 026's files are read by their content, so the
// demo's issued invoices are real PDFs the buyer can open). Text in Helvetica, so ASCII only.

/** PDF text string escaping: backslash and parentheses; anything outside printable ASCII becomes '?'. */
const pdfText = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/** A 420 × 297 pt page (A5 landscape) with a heading and `lines` below it. */
export function simplePdf(heading: string, lines: string[]): Buffer {
  const text = [
    'BT /F1 18 Tf 40 250 Td', `(${pdfText(heading)}) Tj`, '/F1 11 Tf 0 -30 Td 16 TL',
    ...lines.map((l) => `(${pdfText(l)}) '`), 'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 297] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The demo's e-invoice document: number, amount (fen), buyer's taxpayer number and what it is for. */
export function demoInvoicePdf(p: { invoiceNo: string; amount: number; taxNumber: string; about: string; issuedAt: Date }): Buffer {
  return simplePdf('E-invoice (demo)', [
    `Invoice number: ${p.invoiceNo}`,
    `Issued: ${p.issuedAt.toISOString().slice(0, 10)}`,
    `Buyer taxpayer number: ${p.taxNumber || '-'}`,
    `For: ${p.about}`,
    `Amount: CNY ${(p.amount / 100).toFixed(2)}`,
    'Demo data of the mall: not a tax document.',
  ]);
}
