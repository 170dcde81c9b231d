// Self-signed X.509 certificates for the WeChat Pay fake, made with node:crypto alone: the DER of a minimal v3
// certificate (serial, issuer/subject CN, validity, the RSA key) signed sha256WithRSAEncryption. Node's
// X509Certificate reads them like the platform certificates WeChat Pay hands out.
import { createSign, type KeyObject } from 'node:crypto';

const der = (tag: number, content: Buffer): Buffer => {
  const n = content.length;
  const len = n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), len, content]);
};
const seq = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const oid = (dotted: string) => {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes = [a! * 40 + b!];
  for (const v of rest) {
    const chunk = [v & 0x7f];
    for (let x = v >> 7; x > 0; x >>= 7) chunk.unshift((x & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
};
const utcTime = (d: Date) => der(0x17, Buffer.from(`${d.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`, 'ascii'));
const name = (cn: string) => seq(der(0x31, seq(oid('2.5.4.3'), der(0x0c, Buffer.from(cn, 'utf8')))));
const SHA256_RSA = seq(oid('1.2.840.113549.1.1.11'), der(0x05, Buffer.alloc(0)));

/** A certificate of `publicKey` with serial `serialHex` (its first byte below 0x80), valid from..to, signed by `signer`. */
export function makeCertificate(o: { serialHex: string; publicKey: KeyObject; signer: KeyObject; from: Date; to: Date; cn?: string }): string {
  const subject = name(o.cn ?? 'Tenpay.com Root CA');
  const tbs = seq(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, Buffer.from(o.serialHex, 'hex')),
    SHA256_RSA,
    subject,
    seq(utcTime(o.from), utcTime(o.to)),
    subject,
    o.publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = createSign('RSA-SHA256').update(tbs).sign(o.signer);
  const cert = seq(tbs, SHA256_RSA, der(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const b64 = cert.toString('base64').match(/.{1,64}/g)!.join('\n');
  return `-----BEGIN CERTIFICATE-----\n${b64}\n-----END CERTIFICATE-----\n`;
}
