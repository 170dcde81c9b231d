// Points mall constants and the console's input rule (issue 14, decision 022); zod-free so the storefront and the
// console can import them without zod.
import { POINTS_STEP } from './member-constants';

/** 0 recommended (the operator's sort), 1 points low to high, 2 points high to low, 3 newest */
export const POINTS_MALL_SORT = { recommended: 0, pointsAsc: 1, pointsDesc: 2, newest: 3 } as const;

export const POINTS_MALL_LIMITS = {
  nameMax: 60,
  descMax: 2000,
  picsMax: 9,
  pointsMax: 10_000_000,
  /** fen: cash part of one unit, at most 100,000 yuan */
  cashMax: 100_000_00,
  stockMax: 1_000_000,
  perUserMax: 999,
  pageSize: 20,
} as const;

export interface PointsProductInput {
  nameZh: string;
  nameEn: string;
  pics: string[];
  descZh: string;
  descEn: string;
  skuId: number;
  points: number;
  cash: number;
  stock: number;
  perUserLimit: number;
  status: number;
  sort: number;
}

const blank = (s: string) => s.trim().length === 0;
const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** Why a points product cannot be saved (a message key), or null. Points are a multiple of 10 (SPEC §5). */
export function pointsProductRule(p: PointsProductInput): 'pointsMall.nameInvalid' | 'pointsMall.picsInvalid' | 'pointsMall.pointsInvalid' | 'pointsMall.numbersInvalid' | null {
  const L = POINTS_MALL_LIMITS;
  if (blank(p.nameZh) || blank(p.nameEn) || p.nameZh.length > L.nameMax || p.nameEn.length > L.nameMax || p.descZh.length > L.descMax || p.descEn.length > L.descMax) return 'pointsMall.nameInvalid';
  if (p.pics.length < 1 || p.pics.length > L.picsMax || p.pics.some(blank)) return 'pointsMall.picsInvalid';
  if (!whole(p.points, POINTS_STEP, L.pointsMax) || p.points % POINTS_STEP !== 0) return 'pointsMall.pointsInvalid';
  if (!whole(p.cash, 0, L.cashMax) || !whole(p.stock, 0, L.stockMax) || !whole(p.perUserLimit, 1, L.perUserMax) || !whole(p.sort, 0, 9999) || (p.status !== 0 && p.status !== 1)) return 'pointsMall.numbersInvalid';
  return null;
}
