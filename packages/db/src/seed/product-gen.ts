// Pure generation of one product and its SKUs from (seed, index): the same index always gives the
// same product, whatever the total count. Nothing here touches the database.
import { type SkuSpec } from '../schema/index';
import { type SeededLeaf } from './categories';
import { PROFILES } from './profiles';
import { dateAt, mixSeed, Rng } from './rng';
import { type SeededShop } from './shops';
import { AXES, type AxisDef, type Pair } from './spec-data';

export interface ProductImageRef {
  path: string;
  brand: string;
  model: string;
  variant: number;
  accent: string;
}

export interface GeneratedSku {
  specs: SkuSpec[];
  price: number;
  oriPrice: number;
  stock: number;
  weight: number;
  pic: string;
  status: number;
}

export interface GeneratedProduct {
  row: {
    shopId: number; categoryId: number; nameZh: string; nameEn: string; briefZh: string; briefEn: string;
    contentZh: string; contentEn: string; images: string[]; price: number; oriPrice: number; totalStock: number;
    soldNum: number; status: number; goodsType: number; putawayTime: Date; createdAt: Date;
  };
  skus: GeneratedSku[];
  leaf: SeededLeaf;
  imageRefs: ProductImageRef[];
}

const ACCENTS = ['#ff5a5f', '#ffb400', '#00a699', '#7b61ff', '#ff8a00', '#e4393c', '#2ec4b6', '#3d5afe'];
const MODEL_LETTERS = ['X', 'S', 'K', 'M', 'V', 'A', 'R', 'T', 'Z', 'N'];
const MODEL_SUFFIX = ['', '', '', ' Pro', ' Max', ' Plus', ' Ultra', ' Lite', ' SE'];

/** Price ending the way shops price things (2999, 299, 39.9, 5.9), in fen. */
export function niceFen(yuan: number): number {
  if (yuan >= 1000) return (Math.round(yuan / 100) * 100 - 1) * 100;
  if (yuan >= 100) return (Math.round(yuan / 10) * 10 - 1) * 100;
  if (yuan >= 10) return Math.round(yuan) * 100 - 10;
  return Math.max(90, Math.round(yuan * 10) * 10 - 10);
}

export interface GenContext {
  seed: number;
  leaves: SeededLeaf[];
  /** leaf order (shuffled once) so consecutive products land in different categories */
  leafOrder: number[];
  selfShop: SeededShop;
  shopsByTop: Map<string, SeededShop[]>;
  /** above this many products, images come from a shared pool per leaf */
  pooled: boolean;
}

function pickValues(rng: Rng, axis: AxisDef, n: number): number[] {
  const idx = axis.values.map((_, i) => i);
  return rng.sample(idx, Math.min(n, idx.length)).sort((a, b) => a - b);
}

export function generateProduct(i: number, g: GenContext): GeneratedProduct {
  const rng = new Rng(mixSeed(g.seed, 0x5eed, i));
  const leaf = g.leaves[g.leafOrder[i % g.leafOrder.length]!]!;
  const def = leaf.def;
  const prof = PROFILES[leaf.top.key];
  const virtual = def.virtual === true;

  // shop: the self-operated store gets about a third, the rest goes to stores with this theme
  const themed = g.shopsByTop.get(leaf.top.key) ?? [];
  const shop = themed.length === 0 || rng.chance(0.34) ? g.selfShop : rng.pick(themed);

  // name
  const [brandZh, brandEn] = rng.pick(prof.brands);
  let model = '';
  let seriesZh = '';
  let seriesEn = '';
  if (prof.model === 'alnum') {
    model = `${rng.pick(MODEL_LETTERS)}${rng.int(2, 99)}${rng.pick(MODEL_SUFFIX)}`;
  } else {
    [seriesZh, seriesEn] = rng.pick(prof.series);
  }
  let modZh = '';
  let modEn = '';
  if (!virtual && rng.chance(0.5)) {
    const [mz, me] = rng.pick(prof.modifiers);
    if (!def.nounZh.includes(mz) && !def.nounEn.toLowerCase().includes(me.toLowerCase())) [modZh, modEn] = [mz, me];
  }
  const line = virtual ? '' : model || seriesZh;
  const nameZh = [brandZh, line, `${modZh}${def.nounZh}`].filter(Boolean).join(' ');
  const nameEn = [brandEn, virtual ? '' : model || seriesEn, modEn, def.nounEn].filter(Boolean).join(' ');

  // images
  const imageCount = virtual ? 1 : rng.int(1, 3);
  const accent = rng.pick(ACCENTS);
  const imageRefs: ProductImageRef[] = [];
  for (let k = 0; k < imageCount; k++) {
    if (g.pooled) {
      const slot = i % 4;
      imageRefs.push({ path: `/uploads/demo/prod/pool/${leaf.index}-${slot}-${k + 1}.webp`, brand: '', model: def.en, variant: k, accent: ACCENTS[(leaf.index + slot) % ACCENTS.length]! });
    } else {
      imageRefs.push({ path: `/uploads/demo/prod/${i + 1}-${k + 1}.webp`, brand: brandEn, model: model || seriesEn, variant: k, accent });
    }
  }
  const images = imageRefs.map((r) => r.path);

  // SKUs: a cartesian product of 1-6 combinations over the leaf's axes
  const axes = def.axes.map((key) => AXES[key] as AxisDef);
  const single = rng.chance(0.15);
  const first = axes[0] ? pickValues(rng, axes[0], single ? 1 : rng.int(1, 3)) : [];
  const secondMax = first.length > 0 ? Math.floor(6 / first.length) : 6;
  const second = axes[1] ? pickValues(rng, axes[1], single ? 1 : rng.int(1, Math.min(3, secondMax))) : [];
  const combos: number[][] = [];
  if (axes.length === 0) combos.push([]);
  else if (axes.length === 1) first.forEach((a) => combos.push([a]));
  else first.forEach((a) => second.forEach((b) => combos.push([a, b])));

  const baseYuan = def.minYuan + (def.maxYuan - def.minYuan) * rng.next() ** 1.6;
  const discount = rng.chance(0.2) ? 1 : 1.1 + rng.next() * 0.5;
  const soldOut = rng.chance(0.04);
  const bulk = leaf.top.key === 'industrial' || leaf.top.key === 'food';
  const skus: GeneratedSku[] = combos.map((combo) => {
    let factor = 1;
    let weightFactor = 1;
    let face: number | null = null;
    let picIndex = 0;
    const specs: SkuSpec[] = combo.map((vi, ai) => {
      const axis = axes[ai]!;
      const value = axis.values[vi] as Pair;
      factor *= 1 + axis.step * vi;
      if (axis.step > 0) weightFactor *= 1 + 0.15 * vi;
      if (axis.faceValues) face = axis.faceValues[vi] ?? null;
      if (axis.step === 0 && ai === 0) picIndex = vi;
      return { nameZh: axis.nameZh, nameEn: axis.nameEn, valueZh: value[0], valueEn: value[1] };
    });
    const price = face !== null ? face * 100 : niceFen(baseYuan * factor);
    const oriPrice = face !== null || discount === 1 ? price : Math.max(price, niceFen((price / 100) * discount));
    const stock = soldOut || rng.chance(0.08) ? 0 : rng.int(5, bulk ? 9999 : 999);
    const weight = virtual ? 0 : Math.round(def.grams * weightFactor * (0.9 + rng.next() * 0.2));
    return { specs, price, oriPrice, stock, weight, pic: images[picIndex % images.length]!, status: 1 };
  });

  const cheapest = skus.reduce((m, s) => (s.price < m.price ? s : m), skus[0]!);
  const totalStock = skus.reduce((sum, s) => sum + s.stock, 0);
  const points = rng.sample(prof.highlights, 3);
  const shopName: Pair = [shop.nameZh, shop.nameEn];
  const content = productContent({ brand: [brandZh, brandEn], model, series: [seriesZh, seriesEn], leaf, points, axes, virtual, shopName, grams: cheapest.weight });
  const putaway = -rng.next() * 60;
  return {
    row: {
      shopId: shop.id,
      categoryId: leaf.id,
      nameZh,
      nameEn,
      briefZh: `${points[0]![0]}；${points[1]![0]}`,
      briefEn: `${points[0]![1]}. ${points[1]![1]}.`,
      contentZh: content[0],
      contentEn: content[1],
      images,
      price: cheapest.price,
      oriPrice: cheapest.oriPrice,
      totalStock,
      soldNum: Math.floor(rng.next() ** 3 * 20000),
      status: i % 40 === 17 ? 0 : 1,
      goodsType: virtual ? 1 : 0,
      putawayTime: dateAt(putaway),
      createdAt: dateAt(putaway - rng.next() * 5),
    },
    skus,
    leaf,
    imageRefs,
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function li(items: string[]): string {
  return `<ul>${items.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>`;
}

function productContent(p: {
  brand: Pair; model: string; series: Pair; leaf: SeededLeaf; points: Pair[]; axes: AxisDef[];
  virtual: boolean; shopName: Pair; grams: number;
}): [string, string] {
  const { brand, model, series, leaf, points, axes, virtual, shopName, grams } = p;
  const zhSpecs = [`品牌：${brand[0]}`, model ? `型号：${model}` : `系列：${series[0]}`, `品类：${leaf.def.zh}`];
  const enSpecs = [`Brand: ${brand[1]}`, model ? `Model: ${model}` : `Series: ${series[1]}`, `Category: ${leaf.def.en}`];
  if (axes.length) {
    zhSpecs.push(`可选规格：${axes.map((a) => a.nameZh).join('、')}`);
    enSpecs.push(`Options: ${axes.map((a) => a.nameEn).join(', ')}`);
  }
  if (!virtual) {
    zhSpecs.push(grams >= 1000 ? `重量：约${(grams / 1000).toFixed(1)}千克` : `重量：约${grams}克`);
    enSpecs.push(grams >= 1000 ? `Weight: approx. ${(grams / 1000).toFixed(1)} kg` : `Weight: approx. ${grams} g`);
  }
  const zhAfter = virtual
    ? '虚拟商品：付款成功后，卡密将显示在订单详情中。虚拟商品一经发放不支持7天无理由退货。'
    : `本商品由${shopName[0]}发货并提供售后服务，支持7天无理由退货（商品完好、不影响二次销售）。`;
  const enAfter = virtual
    ? 'Virtual item: the code appears in your order details once payment succeeds. Issued codes are not eligible for 7-day no-reason returns.'
    : `Shipped and serviced by ${shopName[1]}. Eligible for 7-day no-reason returns if the item is undamaged and resaleable.`;
  const zh = `<h3>产品亮点</h3>${li(points.map((x) => x[0]))}<h3>规格参数</h3>${li(zhSpecs)}<h3>售后保障</h3><p>${escapeHtml(zhAfter)}</p>`;
  const en = `<h3>Highlights</h3>${li(points.map((x) => x[1]))}<h3>Specifications</h3>${li(enSpecs)}<h3>After-Sales Service</h3><p>${escapeHtml(enAfter)}</p>`;
  return [zh, en];
}
