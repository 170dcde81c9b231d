import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from './money';
import { priceFen } from './seller-rules';

describe('yuan → fen', () => {
  it('parses decimal text exactly, without float arithmetic', () => {
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('0.2')).toBe(20);
    expect(yuanToFen('0.3')).toBe(30);
    expect(yuanToFen('1.005'.slice(0, 4))).toBe(100);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen(' 12 ')).toBe(1200);
    expect(yuanToFen('0.07')).toBe(7);
    // 0.1 + 0.2 in floating point is 0.30000000000000004: never silently rounded
    expect(yuanToFen(0.1 + 0.2)).toBeNull();
    expect(yuanToFen('0.30')).toBe(yuanToFen('0.1')! + yuanToFen('0.2')!);
  });
  it('refuses more than 2 decimals and non-numbers', () => {
    for (const bad of ['1.234', '0.001', '1e3', 'abc', '', '1.', '.5', '1,00', '¥1']) expect(yuanToFen(bad), bad).toBeNull();
  });
  it('round-trips with fenToYuan', () => {
    for (const fen of [0, 1, 10, 99, 100, 123456, 99_999_999]) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });
  it('a seller price is positive and at most 999999.99 yuan', () => {
    expect(priceFen('0.01')).toBe(1);
    expect(priceFen('999999.99')).toBe(99_999_999);
    expect(priceFen('0')).toBeNull();
    expect(priceFen('-1')).toBeNull();
    expect(priceFen('1000000')).toBeNull();
    expect(priceFen('12.345')).toBeNull();
  });
});
