// The demo category tree: 10 top categories → 2-4 second-level → 3-5 third-level (leaves).
// Each leaf carries what the product generator needs: the product noun (zh/en), the vector shape
// drawn on its images, a price band in yuan, a typical weight in grams and the SKU spec axes.
import { type AxisKey } from './spec-data';
import { type ShapeName } from './shapes';

export interface LeafDef {
  zh: string;
  en: string;
  nounZh: string;
  nounEn: string;
  shape: ShapeName;
  /** price band of the cheapest SKU, yuan */
  minYuan: number;
  maxYuan: number;
  /** typical weight, grams (0 for virtual goods) */
  grams: number;
  axes: AxisKey[];
  /** virtual goods (goodsType 1): gift cards, licences */
  virtual?: boolean;
}
export interface SubDef { zh: string; en: string; leaves: LeafDef[] }
export type TopKey =
  | 'digital' | 'office' | 'appliance' | 'fashion' | 'beauty' | 'food' | 'home' | 'baby' | 'sport' | 'industrial';
export interface TopDef {
  key: TopKey;
  zh: string;
  en: string;
  /** gradient colours for images and icons */
  colors: [string, string];
  iconShape: ShapeName;
  subs: SubDef[];
}

function L(
  zh: string, en: string, nounZh: string, nounEn: string, shape: ShapeName,
  minYuan: number, maxYuan: number, grams: number, axes: AxisKey[], virtual = false,
): LeafDef {
  return { zh, en, nounZh, nounEn, shape, minYuan, maxYuan, grams, axes, virtual };
}

export const CATEGORY_TREE: TopDef[] = [
  { key: 'digital', zh: '手机数码', en: 'Phones & Digital', colors: ['#4f8ef7', '#1d3f9e'], iconShape: 'phone', subs: [
    { zh: '手机通讯', en: 'Mobile Phones', leaves: [
      L('智能手机', 'Smartphones', '5G智能手机', '5G Smartphone', 'phone', 999, 5999, 210, ['techColour', 'storage']),
      L('游戏手机', 'Gaming Phones', '电竞游戏手机', 'Gaming Phone', 'phone', 1999, 4999, 230, ['techColour', 'storage']),
      L('老人手机', 'Senior Phones', '大字大声老人手机', 'Big-Button Senior Phone', 'phone', 199, 599, 150, ['techColour']),
      L('对讲机', 'Walkie-Talkies', '远距离对讲机', 'Long-Range Walkie-Talkie', 'walkie', 99, 399, 260, ['pack']),
    ] },
    { zh: '数码配件', en: 'Digital Accessories', leaves: [
      L('手机壳', 'Phone Cases', '磁吸手机壳', 'Magnetic Phone Case', 'phone', 29, 99, 40, ['techColour']),
      L('充电器', 'Chargers', '氮化镓快充充电器', 'GaN Fast Charger', 'charger', 59, 199, 90, ['techColour', 'edition']),
      L('移动电源', 'Power Banks', '20000毫安移动电源', '20,000 mAh Power Bank', 'charger', 79, 299, 350, ['techColour']),
      L('数据线', 'Cables', '编织快充数据线', 'Braided Fast-Charging Cable', 'coil', 19, 59, 50, ['pack']),
    ] },
    { zh: '影音娱乐', en: 'Audio & Video', leaves: [
      L('蓝牙耳机', 'Bluetooth Earbuds', '真无线降噪蓝牙耳机', 'True Wireless ANC Earbuds', 'earbuds', 129, 999, 60, ['techColour']),
      L('智能音箱', 'Smart Speakers', '智能蓝牙音箱', 'Smart Bluetooth Speaker', 'speaker', 149, 899, 800, ['techColour']),
      L('头戴耳机', 'Headphones', '降噪头戴耳机', 'Noise-Cancelling Headphones', 'headphones', 299, 1999, 280, ['techColour']),
    ] },
    { zh: '智能设备', en: 'Smart Devices', leaves: [
      L('智能手表', 'Smartwatches', '运动智能手表', 'Sports Smartwatch', 'watch', 399, 2999, 50, ['techColour', 'edition']),
      L('智能手环', 'Fitness Bands', '心率智能手环', 'Heart-Rate Fitness Band', 'watch', 129, 399, 30, ['techColour']),
      L('无人机', 'Drones', '4K航拍无人机', '4K Camera Drone', 'drone', 1999, 6999, 900, ['edition']),
    ] },
  ] },
  { key: 'office', zh: '电脑办公', en: 'Computers & Office', colors: ['#5b6cf0', '#2a2f8f'], iconShape: 'laptop', subs: [
    { zh: '电脑整机', en: 'Computers', leaves: [
      L('笔记本电脑', 'Laptops', '轻薄笔记本电脑', 'Thin & Light Laptop', 'laptop', 3999, 8999, 1400, ['techColour', 'pcConfig']),
      L('游戏本', 'Gaming Laptops', '高刷游戏笔记本电脑', 'High-Refresh Gaming Laptop', 'laptop', 5999, 12999, 2300, ['pcConfig']),
      L('台式机', 'Desktops', '台式电脑主机', 'Desktop PC', 'monitor', 2999, 9999, 8000, ['pcConfig']),
      L('平板电脑', 'Tablets', '11英寸平板电脑', '11-inch Tablet', 'tablet', 1299, 4999, 480, ['techColour', 'storage']),
    ] },
    { zh: '电脑外设', en: 'Peripherals', leaves: [
      L('鼠标', 'Mice', '无线静音鼠标', 'Silent Wireless Mouse', 'mouse', 39, 299, 90, ['techColour']),
      L('键盘', 'Keyboards', '机械键盘', 'Mechanical Keyboard', 'keyboard', 149, 899, 900, ['techColour', 'edition']),
      L('显示器', 'Monitors', '27英寸4K显示器', '27-inch 4K Monitor', 'monitor', 999, 3999, 5200, ['edition']),
      L('摄像头', 'Webcams', '高清会议摄像头', 'HD Conference Webcam', 'camera', 99, 599, 180, ['edition']),
    ] },
    { zh: '办公设备', en: 'Office Equipment', leaves: [
      L('打印机', 'Printers', '激光打印机', 'Laser Printer', 'printer', 699, 2999, 7000, ['edition']),
      L('投影仪', 'Projectors', '家用投影仪', 'Home Projector', 'projector', 999, 4999, 2100, ['edition']),
      L('碎纸机', 'Shredders', '静音碎纸机', 'Quiet Paper Shredder', 'printer', 299, 1299, 6000, ['edition']),
      L('办公软件', 'Office Software', '正版办公软件激活码', 'Office Software Licence Key', 'card', 199, 199, 0, ['licence'], true),
    ] },
    { zh: '文具耗材', en: 'Stationery & Supplies', leaves: [
      L('打印纸', 'Printer Paper', 'A4打印复印纸', 'A4 Copy Paper', 'paper', 99, 199, 12500, ['paperPack']),
      L('中性笔', 'Gel Pens', '速干中性笔', 'Quick-Dry Gel Pens', 'pen', 9, 39, 200, ['penColour', 'pack']),
      L('文件夹', 'Folders', '多层文件夹', 'Multi-Pocket Folder', 'book', 9, 49, 300, ['penColour']),
      L('笔记本', 'Notebooks', '皮面笔记本', 'Leather Notebook', 'book', 19, 89, 400, ['homeColour']),
    ] },
  ] },
  { key: 'appliance', zh: '家用电器', en: 'Home Appliances', colors: ['#12b3a8', '#0a5c6e'], iconShape: 'ac', subs: [
    { zh: '大家电', en: 'Major Appliances', leaves: [
      L('空调', 'Air Conditioners', '变频空调', 'Inverter Air Conditioner', 'ac', 1999, 5999, 40000, ['hp']),
      L('冰箱', 'Refrigerators', '多门冰箱', 'Multi-Door Refrigerator', 'fridge', 2499, 8999, 80000, ['applianceColour', 'fridge']),
      L('洗衣机', 'Washing Machines', '滚筒洗衣机', 'Front-Load Washing Machine', 'washer', 1499, 4999, 65000, ['applianceColour', 'washer']),
      L('电视', 'TVs', '4K智能电视', '4K Smart TV', 'tv', 1999, 7999, 18000, ['screen']),
    ] },
    { zh: '厨房小电', en: 'Kitchen Appliances', leaves: [
      L('电饭煲', 'Rice Cookers', '智能电饭煲', 'Smart Rice Cooker', 'pot', 199, 999, 3800, ['applianceColour', 'litre']),
      L('空气炸锅', 'Air Fryers', '可视空气炸锅', 'See-Through Air Fryer', 'pot', 199, 699, 4200, ['applianceColour', 'litre']),
      L('破壁机', 'Blenders', '静音破壁料理机', 'Quiet High-Speed Blender', 'blender', 299, 1599, 5000, ['applianceColour']),
      L('电水壶', 'Electric Kettles', '不锈钢电水壶', 'Stainless Steel Electric Kettle', 'kettle', 69, 299, 1200, ['applianceColour']),
    ] },
    { zh: '生活电器', en: 'Household Appliances', leaves: [
      L('扫地机器人', 'Robot Vacuums', '扫拖一体扫地机器人', 'Robot Vacuum & Mop', 'disc', 1299, 4999, 4500, ['applianceColour', 'edition']),
      L('吸尘器', 'Vacuum Cleaners', '无线手持吸尘器', 'Cordless Stick Vacuum', 'vacuum', 599, 2999, 2600, ['applianceColour']),
      L('空气净化器', 'Air Purifiers', '除甲醛空气净化器', 'Formaldehyde-Removing Air Purifier', 'tower', 699, 3999, 9000, ['edition']),
      L('电风扇', 'Electric Fans', '直流变频落地扇', 'DC Inverter Standing Fan', 'fan', 129, 599, 5000, ['applianceColour']),
    ] },
    { zh: '个护电器', en: 'Personal Care Appliances', leaves: [
      L('电动牙刷', 'Electric Toothbrushes', '声波电动牙刷', 'Sonic Electric Toothbrush', 'toothbrush', 99, 699, 300, ['techColour']),
      L('吹风机', 'Hair Dryers', '高速负离子吹风机', 'High-Speed Ionic Hair Dryer', 'dryer', 199, 1999, 500, ['techColour']),
      L('剃须刀', 'Shavers', '电动剃须刀', 'Electric Shaver', 'toothbrush', 149, 999, 200, ['techColour']),
    ] },
  ] },
  { key: 'fashion', zh: '服装鞋包', en: 'Clothing, Shoes & Bags', colors: ['#f06292', '#8e2456'], iconShape: 'dress', subs: [
    { zh: '女装', en: "Women's Clothing", leaves: [
      L('连衣裙', 'Dresses', '连衣裙', 'Dress', 'dress', 129, 599, 350, ['fashionColour', 'clothSize']),
      L('衬衫', 'Blouses', '女士真丝衬衫', "Women's Silk Blouse", 'shirt', 99, 459, 220, ['fashionColour', 'clothSize']),
      L('针织衫', 'Knitwear', '羊毛针织开衫', 'Wool Knit Cardigan', 'shirt', 159, 699, 400, ['fashionColour', 'clothSize']),
      L('羽绒服', 'Down Jackets', '女士白鹅绒羽绒服', "Women's Goose Down Jacket", 'shirt', 499, 1999, 900, ['fashionColour', 'clothSize']),
    ] },
    { zh: '男装', en: "Men's Clothing", leaves: [
      L('T恤', 'T-Shirts', '男士纯棉T恤', "Men's Cotton T-Shirt", 'shirt', 49, 199, 220, ['fashionColour', 'clothSize']),
      L('夹克', 'Jackets', '男士休闲夹克', "Men's Casual Jacket", 'shirt', 199, 899, 700, ['fashionColour', 'clothSize']),
      L('休闲裤', 'Casual Trousers', '男士弹力休闲裤', "Men's Stretch Chinos", 'trousers', 99, 399, 450, ['fashionColour', 'clothSize']),
    ] },
    { zh: '鞋靴', en: 'Shoes', leaves: [
      L('跑步鞋', 'Running Shoes', '缓震跑步鞋', 'Cushioned Running Shoes', 'shoe', 199, 899, 700, ['sportColour', 'shoeSize']),
      L('板鞋', 'Sneakers', '休闲板鞋', 'Casual Sneakers', 'shoe', 129, 499, 800, ['fashionColour', 'shoeSize']),
      L('皮鞋', 'Leather Shoes', '商务真皮皮鞋', 'Business Leather Shoes', 'shoe', 299, 1299, 900, ['fashionColour', 'shoeSize']),
      L('靴子', 'Boots', '切尔西靴', 'Chelsea Boots', 'shoe', 299, 999, 1100, ['fashionColour', 'shoeSize']),
    ] },
    { zh: '箱包', en: 'Bags & Luggage', leaves: [
      L('双肩包', 'Backpacks', '商务通勤双肩包', 'Commuter Laptop Backpack', 'backpack', 99, 499, 900, ['fashionColour']),
      L('行李箱', 'Suitcases', '铝框拉杆行李箱', 'Aluminium-Frame Rolling Suitcase', 'suitcase', 299, 1299, 4000, ['fashionColour', 'luggage']),
      L('手提包', 'Handbags', '女士真皮手提包', "Women's Leather Handbag", 'handbag', 199, 1599, 700, ['fashionColour']),
    ] },
  ] },
  { key: 'beauty', zh: '美妆个护', en: 'Beauty & Personal Care', colors: ['#e57dd1', '#7b2d8b'], iconShape: 'lipstick', subs: [
    { zh: '面部护肤', en: 'Skincare', leaves: [
      L('面霜', 'Face Creams', '保湿面霜', 'Moisturising Cream', 'jar', 99, 699, 150, ['volume']),
      L('精华', 'Serums', '修护精华液', 'Repair Serum', 'bottle', 159, 999, 120, ['volume']),
      L('面膜', 'Face Masks', '补水面膜', 'Hydrating Sheet Masks', 'sachet', 59, 199, 300, ['pack']),
      L('防晒', 'Sunscreen', '清爽防晒霜 SPF50+', 'Light Sunscreen SPF50+', 'tube', 69, 299, 80, ['volume']),
    ] },
    { zh: '彩妆', en: 'Makeup', leaves: [
      L('口红', 'Lipsticks', '丝绒哑光口红', 'Velvet Matte Lipstick', 'lipstick', 69, 399, 30, ['shade']),
      L('粉底液', 'Foundation', '持妆粉底液', 'Long-Wear Foundation', 'bottle', 129, 599, 90, ['shade']),
      L('眼影', 'Eyeshadow', '九色眼影盘', '9-Shade Eyeshadow Palette', 'palette', 89, 499, 120, ['shade']),
    ] },
    { zh: '洗护清洁', en: 'Hair & Body Care', leaves: [
      L('洗发水', 'Shampoo', '控油蓬松洗发水', 'Oil-Control Volumising Shampoo', 'pump', 39, 159, 800, ['bottleSize']),
      L('沐浴露', 'Body Wash', '香氛沐浴露', 'Scented Body Wash', 'pump', 29, 129, 900, ['bottleSize']),
      L('牙膏', 'Toothpaste', '美白牙膏', 'Whitening Toothpaste', 'tube', 12, 59, 150, ['pack']),
      L('洗手液', 'Hand Wash', '泡沫洗手液', 'Foaming Hand Wash', 'pump', 15, 49, 400, ['bottleSize']),
    ] },
  ] },
  { key: 'food', zh: '食品生鲜', en: 'Food & Fresh', colors: ['#ff9f43', '#b5500b'], iconShape: 'fruit', subs: [
    { zh: '休闲零食', en: 'Snacks', leaves: [
      L('坚果', 'Nuts', '每日坚果', 'Daily Mixed Nuts', 'snack', 39, 199, 750, ['foodWeight']),
      L('饼干', 'Biscuits', '黄油曲奇饼干', 'Butter Cookies', 'snack', 19, 99, 500, ['flavour']),
      L('肉干', 'Jerky', '风干牛肉干', 'Air-Dried Beef Jerky', 'snack', 39, 159, 250, ['flavour']),
      L('巧克力', 'Chocolate', '72%黑巧克力', '72% Dark Chocolate', 'snack', 29, 129, 300, ['flavour']),
    ] },
    { zh: '乳品饮料', en: 'Dairy & Drinks', leaves: [
      L('牛奶', 'Milk', '全脂纯牛奶', 'Whole Milk', 'carton', 49, 99, 6500, ['milkPack']),
      L('酸奶', 'Yoghurt', '常温风味酸奶', 'Ambient Yoghurt', 'carton', 39, 89, 5000, ['milkPack']),
      L('茶叶', 'Tea', '高山绿茶', 'High-Mountain Green Tea', 'tin', 89, 599, 300, ['foodWeight']),
      L('咖啡', 'Coffee', '挂耳咖啡', 'Drip Bag Coffee', 'cup', 39, 159, 400, ['flavour']),
    ] },
    { zh: '生鲜果蔬', en: 'Fresh Produce', leaves: [
      L('水果', 'Fruit', '新鲜红富士苹果', 'Fresh Fuji Apples', 'fruit', 29, 99, 2500, ['freshWeight']),
      L('蔬菜', 'Vegetables', '有机蔬菜礼盒', 'Organic Vegetable Box', 'leaf', 49, 199, 4000, ['freshWeight']),
      L('海鲜', 'Seafood', '冷冻黑虎虾', 'Frozen Black Tiger Prawns', 'fish', 79, 399, 1000, ['freshWeight']),
      L('肉类', 'Meat', '原切西冷牛排', 'Hand-Cut Sirloin Steak', 'steak', 99, 499, 1000, ['freshWeight']),
    ] },
    { zh: '粮油调味', en: 'Grain, Oil & Seasonings', leaves: [
      L('大米', 'Rice', '东北五常大米', 'Northeast Wuchang Rice', 'sack', 49, 159, 5000, ['riceWeight']),
      L('食用油', 'Cooking Oil', '压榨花生油', 'Cold-Pressed Peanut Oil', 'bottle', 59, 199, 5000, ['oilSize']),
      L('调味品', 'Seasonings', '特级生抽酱油', 'Premium Light Soy Sauce', 'bottle', 9, 39, 600, ['pack']),
      L('礼品卡券', 'Gift Cards', '生鲜电子提货卡', 'Fresh Food E-Gift Card', 'card', 100, 100, 0, ['giftValue'], true),
    ] },
  ] },
  { key: 'home', zh: '家居家装', en: 'Home & Furniture', colors: ['#a1887f', '#4e342e'], iconShape: 'sofa', subs: [
    { zh: '家具', en: 'Furniture', leaves: [
      L('沙发', 'Sofas', '科技布艺沙发', 'Tech-Fabric Sofa', 'sofa', 1999, 8999, 60000, ['homeColour', 'sofaSeats']),
      L('床', 'Beds', '实木双人床', 'Solid Wood Double Bed', 'bed', 1599, 5999, 70000, ['homeColour', 'bedSize']),
      L('餐桌', 'Dining Tables', '岩板实木餐桌', 'Sintered Stone Dining Table', 'table', 999, 4999, 45000, ['homeColour', 'tableSize']),
      L('办公椅', 'Office Chairs', '人体工学办公椅', 'Ergonomic Office Chair', 'chair', 399, 2499, 18000, ['techColour']),
    ] },
    { zh: '家纺', en: 'Home Textiles', leaves: [
      L('四件套', 'Bedding Sets', '全棉床上四件套', 'Cotton Bedding Set (4 pcs)', 'pillow', 199, 999, 2500, ['homeColour', 'bedSize']),
      L('被子', 'Duvets', '桑蚕丝被', 'Mulberry Silk Duvet', 'pillow', 399, 2499, 3000, ['bedSize']),
      L('枕头', 'Pillows', '天然乳胶枕头', 'Natural Latex Pillow', 'pillow', 99, 399, 1200, ['pack']),
    ] },
    { zh: '厨具', en: 'Kitchenware', leaves: [
      L('炒锅', 'Woks', '不粘炒锅', 'Non-Stick Wok', 'pan', 129, 599, 1800, ['homeColour']),
      L('刀具', 'Knives', '厨房刀具五件套', 'Kitchen Knife Set (5 pcs)', 'knife', 159, 899, 2000, ['homeColour']),
      L('保温杯', 'Vacuum Flasks', '不锈钢保温杯', 'Stainless Steel Vacuum Flask', 'flask', 59, 259, 350, ['techColour', 'flaskSize']),
    ] },
    { zh: '灯具照明', en: 'Lighting', leaves: [
      L('吸顶灯', 'Ceiling Lights', 'LED吸顶灯', 'LED Ceiling Light', 'lamp', 199, 1299, 3000, ['edition']),
      L('台灯', 'Desk Lamps', '护眼台灯', 'Eye-Care Desk Lamp', 'desklamp', 99, 599, 1500, ['homeColour']),
      L('落地灯', 'Floor Lamps', '北欧落地灯', 'Nordic Floor Lamp', 'desklamp', 199, 899, 5000, ['homeColour']),
    ] },
  ] },
  { key: 'baby', zh: '母婴玩具', en: 'Baby, Kids & Toys', colors: ['#7cc96b', '#2e7d32'], iconShape: 'bear', subs: [
    { zh: '奶粉辅食', en: 'Formula & Baby Food', leaves: [
      L('奶粉', 'Infant Formula', '婴幼儿配方奶粉', 'Infant Formula Milk Powder', 'tin', 199, 459, 900, ['stage']),
      L('米粉', 'Baby Cereal', '婴儿营养米粉', 'Baby Rice Cereal', 'tin', 49, 129, 500, ['flavour']),
      L('果泥', 'Fruit Purée', '有机果泥', 'Organic Fruit Purée', 'sachet', 29, 99, 600, ['flavour']),
    ] },
    { zh: '尿裤湿巾', en: 'Nappies & Wipes', leaves: [
      L('纸尿裤', 'Nappies', '超薄透气纸尿裤', 'Ultra-Thin Breathable Nappies', 'pack', 89, 259, 2000, ['diaperSize']),
      L('拉拉裤', 'Pull-Ups', '成长拉拉裤', 'Training Pants', 'pack', 99, 269, 2000, ['diaperSize']),
      L('湿巾', 'Baby Wipes', '婴儿手口湿巾', 'Baby Hand & Mouth Wipes', 'pack', 19, 69, 1500, ['pack']),
    ] },
    { zh: '玩具乐器', en: 'Toys & Instruments', leaves: [
      L('积木', 'Building Blocks', '拼插积木套装', 'Building Block Set', 'blocks', 99, 699, 1500, ['age']),
      L('遥控车', 'RC Cars', '遥控越野车', 'RC Off-Road Car', 'car', 129, 599, 1300, ['toyColour']),
      L('毛绒玩具', 'Plush Toys', '毛绒小熊公仔', 'Plush Teddy Bear', 'bear', 49, 259, 500, ['toyColour']),
      L('儿童电子琴', "Kids' Keyboards", '儿童电子琴', "Kids' Electronic Keyboard", 'keyboard', 149, 599, 2000, ['toyColour']),
    ] },
    { zh: '童车童床', en: 'Strollers & Cots', leaves: [
      L('婴儿推车', 'Strollers', '轻便折叠婴儿推车', 'Lightweight Folding Stroller', 'stroller', 599, 2999, 7000, ['toyColour']),
      L('安全座椅', 'Car Seats', '儿童安全座椅', 'Child Car Seat', 'chair', 699, 3299, 11000, ['toyColour']),
      L('婴儿床', 'Cots', '实木婴儿床', 'Solid Wood Cot', 'bed', 599, 1999, 20000, ['homeColour']),
    ] },
  ] },
  { key: 'sport', zh: '运动户外', en: 'Sports & Outdoors', colors: ['#26c6da', '#00607a'], iconShape: 'bike', subs: [
    { zh: '运动服饰', en: 'Sportswear', leaves: [
      L('运动T恤', 'Sports T-Shirts', '速干运动T恤', 'Quick-Dry Sports T-Shirt', 'shirt', 59, 259, 180, ['sportColour', 'clothSize']),
      L('运动裤', 'Track Pants', '运动长裤', 'Track Pants', 'trousers', 99, 359, 350, ['sportColour', 'clothSize']),
      L('冲锋衣', 'Hardshell Jackets', '三合一冲锋衣', '3-in-1 Hardshell Jacket', 'shirt', 399, 1599, 1200, ['sportColour', 'clothSize']),
    ] },
    { zh: '健身器材', en: 'Fitness Equipment', leaves: [
      L('跑步机', 'Treadmills', '家用折叠跑步机', 'Folding Home Treadmill', 'treadmill', 1999, 6999, 60000, ['edition']),
      L('哑铃', 'Dumbbells', '可调节哑铃', 'Adjustable Dumbbells', 'dumbbell', 99, 899, 10000, ['dumbbell']),
      L('瑜伽垫', 'Yoga Mats', '加厚防滑瑜伽垫', 'Thick Non-Slip Yoga Mat', 'mat', 49, 199, 1000, ['sportColour']),
    ] },
    { zh: '户外装备', en: 'Outdoor Gear', leaves: [
      L('帐篷', 'Tents', '全自动露营帐篷', 'Instant Camping Tent', 'tent', 199, 1599, 3500, ['tentSize']),
      L('登山包', 'Hiking Backpacks', '大容量登山背包', 'Large Hiking Backpack', 'backpack', 199, 899, 1500, ['sportColour']),
      L('睡袋', 'Sleeping Bags', '羽绒睡袋', 'Down Sleeping Bag', 'mat', 199, 999, 1200, ['sportColour']),
      L('露营灯', 'Camping Lanterns', '充电露营灯', 'Rechargeable Camping Lantern', 'lantern', 59, 259, 400, ['sportColour']),
    ] },
    { zh: '骑行运动', en: 'Cycling', leaves: [
      L('自行车', 'Bicycles', '山地自行车', 'Mountain Bike', 'bike', 999, 4999, 14000, ['sportColour', 'bikeSize']),
      L('骑行头盔', 'Cycling Helmets', '一体成型骑行头盔', 'In-Mould Cycling Helmet', 'helmet', 129, 699, 300, ['sportColour']),
      L('骑行服', 'Cycling Jerseys', '短袖骑行服', 'Short-Sleeve Cycling Jersey', 'shirt', 99, 399, 200, ['sportColour', 'clothSize']),
    ] },
  ] },
  { key: 'industrial', zh: '工业品', en: 'Industrial & MRO', colors: ['#ffb300', '#8d5a00'], iconShape: 'wrench', subs: [
    { zh: '五金工具', en: 'Hardware & Tools', leaves: [
      L('螺丝', 'Screws', '304不锈钢螺丝', '304 Stainless Steel Screws', 'screw', 9, 59, 500, ['screwSize', 'qty']),
      L('电钻', 'Power Drills', '无刷锂电电钻', 'Brushless Cordless Drill', 'drill', 199, 999, 1800, ['battery']),
      L('扳手', 'Spanners', '组合扳手套装', 'Combination Spanner Set', 'wrench', 59, 399, 2000, ['edition']),
      L('工具箱', 'Toolboxes', '家用五金工具箱', 'Household Toolbox', 'toolbox', 99, 599, 4000, ['edition']),
    ] },
    { zh: '劳保安防', en: 'Safety & PPE', leaves: [
      L('安全帽', 'Hard Hats', 'ABS安全帽', 'ABS Safety Hard Hat', 'helmet', 19, 79, 400, ['safetyColour']),
      L('劳保手套', 'Work Gloves', '防割劳保手套', 'Cut-Resistant Work Gloves', 'glove', 19, 99, 600, ['gloveSize', 'pairs']),
      L('防护口罩', 'Respirators', 'KN95防护口罩', 'KN95 Protective Respirators', 'respirator', 19, 89, 300, ['pcs']),
      L('监控摄像头', 'CCTV Cameras', '400万网络监控摄像头', '4MP IP Security Camera', 'camera', 149, 699, 600, ['edition']),
    ] },
    { zh: '电工电气', en: 'Electrical', leaves: [
      L('电线电缆', 'Wires & Cables', '国标铜芯电线', 'GB-Standard Copper Core Wire', 'coil', 159, 599, 9000, ['wire']),
      L('开关插座', 'Switches & Sockets', '86型墙壁开关插座', 'Type 86 Wall Switch Socket', 'socket', 9, 59, 120, ['safetyColour', 'pcs']),
      L('断路器', 'Circuit Breakers', '小型断路器', 'Miniature Circuit Breaker', 'breaker', 15, 89, 150, ['ampere']),
    ] },
    { zh: '仓储包装', en: 'Storage & Packaging', leaves: [
      L('货架', 'Shelving', '重型仓储货架', 'Heavy-Duty Warehouse Shelving', 'shelf', 199, 999, 40000, ['tiers']),
      L('纸箱', 'Cartons', '五层加硬快递纸箱', '5-Ply Heavy Shipping Cartons', 'box', 29, 199, 5000, ['carton']),
      L('胶带', 'Packing Tape', '高粘封箱胶带', 'High-Tack Packing Tape', 'tape', 19, 69, 1500, ['pcs']),
    ] },
  ] },
];
