// SKU spec axes: each axis is a localized spec name and its values. A priced axis raises the SKU
// price by `step` (a fraction of the base price) per position in the list, so bigger is dearer.
export type Pair = readonly [zh: string, en: string];

export interface AxisDef {
  nameZh: string;
  nameEn: string;
  /** 0 = the value does not change the price; else price × (1 + step × index) */
  step: number;
  values: Pair[];
  /** virtual gift value: the SKU price is exactly this many yuan per value index */
  faceValues?: number[];
}

function ax(nameZh: string, nameEn: string, step: number, values: Pair[], faceValues?: number[]): AxisDef {
  return { nameZh, nameEn, step, values, faceValues };
}
const same = (...vs: string[]): Pair[] => vs.map((v) => [v, v] as const);

export const AXES = {
  techColour: ax('颜色', 'Colour', 0, [['曜石黑', 'Obsidian Black'], ['星光白', 'Starlight White'], ['冰川蓝', 'Glacier Blue'], ['暮光紫', 'Twilight Purple'], ['晨曦金', 'Dawn Gold'], ['松石绿', 'Turquoise Green']]),
  storage: ax('存储容量', 'Storage', 0.18, same('8GB+128GB', '8GB+256GB', '12GB+256GB', '12GB+512GB', '16GB+1TB')),
  pcConfig: ax('配置', 'Configuration', 0.22, [['8核/16GB/512GB', '8-core/16GB/512GB'], ['12核/16GB/1TB', '12-core/16GB/1TB'], ['12核/32GB/1TB', '12-core/32GB/1TB'], ['16核/32GB/2TB', '16-core/32GB/2TB']]),
  edition: ax('版本', 'Edition', 0.35, [['标准版', 'Standard'], ['Pro版', 'Pro'], ['旗舰版', 'Ultra']]),
  pack: ax('规格', 'Pack', 0.85, [['单件装', 'Single'], ['两件装', 'Pack of 2'], ['三件装', 'Pack of 3']]),
  licence: ax('授权', 'Licence', 1.5, [['1年1用户', '1 User, 1 Year'], ['1年5用户', '5 Users, 1 Year'], ['永久授权', 'Lifetime Licence']]),
  paperPack: ax('规格', 'Pack', 0.55, [['70g 500张×5包', '70 gsm, 5 reams of 500'], ['80g 500张×5包', '80 gsm, 5 reams of 500'], ['80g 500张×8包', '80 gsm, 8 reams of 500']]),
  penColour: ax('颜色', 'Colour', 0, [['黑色', 'Black'], ['蓝色', 'Blue'], ['红色', 'Red']]),
  applianceColour: ax('颜色', 'Colour', 0, [['珍珠白', 'Pearl White'], ['月光银', 'Moonlight Silver'], ['深空灰', 'Space Grey'], ['香槟金', 'Champagne Gold']]),
  hp: ax('匹数', 'Capacity', 0.3, [['大1匹', '1 HP'], ['1.5匹', '1.5 HP'], ['2匹', '2 HP'], ['3匹', '3 HP']]),
  screen: ax('尺寸', 'Screen Size', 0.45, [['55英寸', '55-inch'], ['65英寸', '65-inch'], ['75英寸', '75-inch'], ['85英寸', '85-inch']]),
  fridge: ax('容量', 'Capacity', 0.25, [['402升', '402 L'], ['508升', '508 L'], ['621升', '621 L']]),
  washer: ax('容量', 'Capacity', 0.2, [['10公斤', '10 kg'], ['12公斤', '12 kg']]),
  litre: ax('容量', 'Capacity', 0.2, [['3升', '3 L'], ['4升', '4 L'], ['5升', '5 L']]),
  fashionColour: ax('颜色', 'Colour', 0, [['经典黑', 'Classic Black'], ['本白', 'Off-White'], ['燕麦色', 'Oatmeal'], ['藏青', 'Navy'], ['酒红', 'Burgundy'], ['雾霾蓝', 'Dusty Blue'], ['卡其', 'Khaki']]),
  clothSize: ax('尺码', 'Size', 0, same('S', 'M', 'L', 'XL', 'XXL')),
  shoeSize: ax('尺码', 'Size', 0, [['38码', 'EU 38'], ['39码', 'EU 39'], ['40码', 'EU 40'], ['41码', 'EU 41'], ['42码', 'EU 42'], ['43码', 'EU 43'], ['44码', 'EU 44']]),
  luggage: ax('尺寸', 'Size', 0.25, [['20英寸登机箱', '20-inch Carry-On'], ['24英寸托运箱', '24-inch Check-In'], ['28英寸大容量', '28-inch Large']]),
  volume: ax('容量', 'Size', 0.6, same('30ml', '50ml', '100ml')),
  shade: ax('色号', 'Shade', 0, [['#01 正红', '#01 True Red'], ['#02 豆沙', '#02 Rosewood'], ['#03 枫叶棕', '#03 Maple Brown'], ['#04 珊瑚橘', '#04 Coral'], ['#05 蜜桃粉', '#05 Peach Pink']]),
  bottleSize: ax('容量', 'Size', 0.5, [['400毫升', '400 ml'], ['750毫升', '750 ml'], ['1升家庭装', '1 L Family Size']]),
  foodWeight: ax('规格', 'Pack Size', 0.8, [['250克', '250 g'], ['500克', '500 g'], ['1千克', '1 kg']]),
  flavour: ax('口味', 'Flavour', 0, [['原味', 'Original'], ['海盐', 'Sea Salt'], ['蜂蜜', 'Honey'], ['抹茶', 'Matcha'], ['黑椒', 'Black Pepper']]),
  milkPack: ax('规格', 'Pack', 0.9, [['250ml×12盒', '250 ml × 12'], ['250ml×24盒', '250 ml × 24']]),
  freshWeight: ax('规格', 'Weight', 0.8, [['1千克', '1 kg'], ['2.5千克', '2.5 kg'], ['5千克', '5 kg']]),
  riceWeight: ax('规格', 'Weight', 0.9, [['5千克', '5 kg'], ['10千克', '10 kg']]),
  oilSize: ax('规格', 'Size', 0.8, [['1.8升', '1.8 L'], ['5升', '5 L']]),
  giftValue: ax('面值', 'Value', 0, [['100元', '¥100'], ['200元', '¥200'], ['500元', '¥500'], ['1000元', '¥1,000']], [100, 200, 500, 1000]),
  homeColour: ax('颜色', 'Colour', 0, [['原木色', 'Natural Oak'], ['胡桃色', 'Walnut'], ['奶油白', 'Cream White'], ['雅灰', 'Soft Grey']]),
  sofaSeats: ax('规格', 'Size', 0.3, [['双人位', '2-Seater'], ['三人位', '3-Seater'], ['转角组合', 'Corner Set']]),
  bedSize: ax('尺寸', 'Size', 0.15, [['1.5米床', '150 × 200 cm'], ['1.8米床', '180 × 200 cm'], ['2.0米床', '200 × 220 cm']]),
  tableSize: ax('尺寸', 'Size', 0.3, [['1.4米 四人桌', '1.4 m, Seats 4'], ['1.6米 六人桌', '1.6 m, Seats 6']]),
  flaskSize: ax('容量', 'Capacity', 0.2, [['350毫升', '350 ml'], ['500毫升', '500 ml'], ['750毫升', '750 ml']]),
  stage: ax('段位', 'Stage', 0, [['1段(0-6个月)', 'Stage 1 (0-6 months)'], ['2段(6-12个月)', 'Stage 2 (6-12 months)'], ['3段(1-3岁)', 'Stage 3 (1-3 years)']]),
  diaperSize: ax('尺码', 'Size', 0.05, same('NB', 'S', 'M', 'L', 'XL')),
  age: ax('适用年龄', 'Age', 0.4, [['3-6岁', '3-6 years'], ['6-12岁', '6-12 years'], ['12岁以上', '12+ years']]),
  toyColour: ax('颜色', 'Colour', 0, [['活力红', 'Bright Red'], ['天空蓝', 'Sky Blue'], ['柠檬黄', 'Lemon Yellow'], ['薄荷绿', 'Mint Green']]),
  sportColour: ax('颜色', 'Colour', 0, [['极夜黑', 'Midnight Black'], ['荧光绿', 'Neon Green'], ['海军蓝', 'Navy Blue'], ['烈焰橙', 'Blaze Orange']]),
  dumbbell: ax('重量', 'Weight', 0.6, [['10公斤', '10 kg'], ['20公斤', '20 kg'], ['30公斤', '30 kg']]),
  tentSize: ax('规格', 'Capacity', 0.4, [['2人', '2-Person'], ['3-4人', '3-4 Person'], ['5-8人', '5-8 Person']]),
  bikeSize: ax('轮径', 'Wheel Size', 0.1, [['26英寸', '26-inch'], ['27.5英寸', '27.5-inch'], ['29英寸', '29-inch']]),
  screwSize: ax('规格', 'Size', 0.2, same('M3×10', 'M4×12', 'M5×16', 'M6×20')),
  qty: ax('数量', 'Quantity', 1.8, [['100颗', '100 pcs'], ['500颗', '500 pcs'], ['1000颗', '1,000 pcs']]),
  battery: ax('套装', 'Kit', 0.35, [['单电池', '1 Battery'], ['双电池', '2 Batteries'], ['双电池+收纳箱', '2 Batteries + Case']]),
  safetyColour: ax('颜色', 'Colour', 0, [['安全黄', 'Safety Yellow'], ['警示橙', 'Safety Orange'], ['白色', 'White'], ['蓝色', 'Blue']]),
  gloveSize: ax('尺码', 'Size', 0, same('M', 'L', 'XL')),
  pairs: ax('数量', 'Quantity', 0.9, [['12双', '12 pairs'], ['24双', '24 pairs']]),
  pcs: ax('数量', 'Quantity', 0.9, [['10只装', 'Pack of 10'], ['20只装', 'Pack of 20'], ['50只装', 'Pack of 50']]),
  wire: ax('规格', 'Gauge', 0.5, [['2.5平方 100米', '2.5 mm², 100 m'], ['4平方 100米', '4 mm², 100 m'], ['6平方 100米', '6 mm², 100 m']]),
  ampere: ax('额定电流', 'Rated Current', 0.15, same('16A', '20A', '32A', '63A')),
  tiers: ax('层数', 'Tiers', 0.25, [['3层', '3 Tiers'], ['4层', '4 Tiers'], ['5层', '5 Tiers']]),
  carton: ax('规格', 'Size', 0.3, [['3号 50个', 'No. 3, 50 pcs'], ['5号 50个', 'No. 5, 50 pcs'], ['7号 100个', 'No. 7, 100 pcs']]),
} satisfies Record<string, AxisDef>;

export type AxisKey = keyof typeof AXES;
