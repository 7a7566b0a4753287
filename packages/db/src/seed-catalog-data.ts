/** The demo catalogue: what a small Lahore grocery and bakery group sells. */

export const DEMO_UNITS = ['Piece', 'Litre', 'Kilogram', 'Gram', 'Pack', 'Dozen'] as const;
export type DemoUnit = (typeof DEMO_UNITS)[number];

export const DEMO_CATEGORIES = [
  { name: 'Dairy', description: 'Milk, yoghurt, butter and cheese' },
  { name: 'Bakery', description: 'Bread, buns and cakes from the Bakery Plant' },
  { name: 'Beverages', description: 'Tea, juices and soft drinks' },
  { name: 'Snacks', description: 'Biscuits, crisps and nimko' },
  { name: 'Grocery', description: 'Flour, rice, pulses, oil and spices' },
  { name: 'Household', description: 'Cleaning and kitchen supplies' },
  { name: 'Personal care', description: 'Soap, shampoo and toothpaste' },
  { name: 'Fruit & veg', description: 'Fresh produce' },
] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number]['name'];

/**
 * Pakistan's sales tax for the demo (docs/domain/tax.md): the standard rate with its history (17%
 * from 1 July 2019, 18% from 14 February 2023), a higher rate for luxury goods, exempt basic food,
 * zero-rated exports, and Third Schedule goods taxed on their printed retail price. The standard
 * rate is the group's default: a product saved without a tax category takes it.
 */
export const DEMO_TAX_CATEGORIES = [
  {
    key: 'std',
    name: 'Standard rate',
    treatment: 'TAXABLE',
    thirdSchedule: false,
    isDefault: true,
    rates: [
      ['17', '2019-07-01'],
      ['18', '2023-02-14'],
    ],
  },
  {
    key: 'lux',
    name: 'Luxury goods',
    treatment: 'TAXABLE',
    thirdSchedule: false,
    isDefault: false,
    rates: [['25', '2023-02-14']],
  },
  {
    key: 'food',
    name: 'Basic food',
    treatment: 'EXEMPT',
    thirdSchedule: false,
    isDefault: false,
    rates: [['0', '2019-07-01']],
  },
  {
    key: 'exp',
    name: 'Exports',
    treatment: 'ZERO_RATED',
    thirdSchedule: false,
    isDefault: false,
    rates: [['0', '2019-07-01']],
  },
  {
    key: 'third',
    name: 'Third Schedule goods',
    treatment: 'TAXABLE',
    thirdSchedule: true,
    isDefault: false,
    rates: [
      ['17', '2019-07-01'],
      ['18', '2023-02-14'],
    ],
  },
] as const;
export type DemoTaxCategory = (typeof DEMO_TAX_CATEGORIES)[number]['key'];

/** [colour, size, cost price, sale price] */
export type DemoVariant = [string, string, string, string];

export interface DemoProduct {
  name: string;
  category: DemoCategory | null;
  unit: DemoUnit;
  token: boolean;
  variants: DemoVariant[];
  /** Units received into Central Store per variant; 0 receives nothing. */
  stock: number;
  /** Received, then counted to zero: shows as out of stock. */
  soldOut: boolean;
  /** Its tax category; Third Schedule goods get their sale price as the printed retail price. */
  tax: DemoTaxCategory;
  /** HS/PCT code as printed in the tariff (with dots), or ''. */
  hsCode: string;
}

/*
 * One product per line: name | category (- for none) | unit | stock per variant | flags (token,
 * soldout) | variants as colour/size/cost/sale separated by ';' | tax category (DEMO_TAX_CATEGORIES
 * key) | HS code. Kept as text so it stays a table.
 */
const TABLE = `
Milk 1L|Dairy|Litre|60||White/1L/180/210;White/1.5L/260/300|food|0401.2000
Yoghurt|Dairy|Kilogram|40||/500g/120/150;/1kg/230/280|food|0403.2000
Butter|Dairy|Gram|25||/100g/190/230;/200g/370/440|std|0405.1000
Cheddar Cheese|Dairy|Gram|12||Yellow/200g/520/620|lux|0406.9000
Cream|Dairy|Pack|10|soldout|/200ml/150/185|std|0401.5000
Sandwich Bread|Bakery|Piece|50||White/Large/140/170;Brown/Large/160/195|food|1905.9010
Burger Buns|Bakery|Pack|30||/4 pcs/90/120|std|1905.9090
Chocolate Cake|Bakery|Piece|6|token|Brown/1 lb/900/1200;Brown/2 lb/1700/2200|std|1905.9090
Rusk|Bakery|Pack|45||/250g/110/140|std|1905.4000
Cupcake|Bakery|Piece|24|token|Vanilla/Single/60/90;Chocolate/Single/65/95;Red velvet/Single/75/110|std|1905.9090
Green Tea|Beverages|Pack|20||/25 bags/230/280|std|0902.1000
Black Tea|Beverages|Gram|35||/190g/420/480;/475g/990/1100|std|0902.3000
Mango Juice|Beverages|Litre|80||/250ml/45/60;/1L/170/210|third|2009.8900
Mineral Water|Beverages|Litre|100||/500ml/40/60;/1.5L/75/100;/6L/210/260|third|2201.1010
Cola|Beverages|Litre|90||/345ml/70/90;/1.5L/160/200|third|2202.1010
Coffee|Beverages|Gram|10||/100g/950/1150|lux|0901.2100
Chai (cup)|Beverages|Piece|0|token|/Regular/40/80|std|2101.2000
Digestive Biscuits|Snacks|Pack|40||/Family/160/200|third|1905.3100
Salted Crisps|Snacks|Pack|70||Blue/30g/40/50;Blue/90g/100/130|third|2005.2000
Nimko Mix|Snacks|Gram|30||/200g/150/190|std|2106.9090
Chocolate Bar|Snacks|Piece|120||/40g/90/120|third|1806.3200
Peanuts|Snacks|Gram|25||/150g/130/170|std|2008.1100
Wheat Flour|Grocery|Kilogram|30||/5kg/650/750;/10kg/1280/1450|food|1101.0010
Basmati Rice|Grocery|Kilogram|40||/1kg/380/450;/5kg/1850/2150|food|1006.3010
Cooking Oil|Grocery|Litre|35||/1L/520/590;/5L/2550/2850|std|1517.9090
Sugar|Grocery|Kilogram|60||/1kg/140/160|std|1701.9910
Red Lentils|Grocery|Kilogram|30||/1kg/290/340|food|0713.4000
Chilli Powder|Grocery|Gram|20||Red/200g/210/260|std|0904.2200
Salt|Grocery|Kilogram|50||/800g/45/60|food|2501.0010
Dishwashing Liquid|Household|Litre|20||Green/500ml/240/290;Yellow/500ml/240/290|third|3402.5000
Laundry Powder|Household|Kilogram|25||/1kg/390/460|third|3402.5000
Garbage Bags|Household|Pack|30||Black/Medium/150/190;Black/Large/190/240|std|3923.2100
Kitchen Towels|Household|Pack|15||White/2 rolls/260/320|std|4818.2000
Bath Soap|Personal care|Piece|60||Pink/100g/95/120;White/100g/95/120;Green/100g/95/120|third|3401.1100
Shampoo|Personal care|Litre|20||/185ml/420/499;/360ml/780/899|third|3305.1000
Toothpaste|Personal care|Gram|40||/100g/210/250|third|3306.1010
Bananas|Fruit & veg|Dozen|20||Yellow/Dozen/160/200|food|0803.9000
Apples|Fruit & veg|Kilogram|25||Red/1kg/280/350;Green/1kg/300/380|food|0808.1000
Potatoes|Fruit & veg|Kilogram|80||/1kg/70/90|food|0701.9000
Onions|Fruit & veg|Kilogram|70||/1kg/110/140|food|0703.1000
Gift Card|-|Piece|0||/1000/1000/1000|std|
`;

function parseLine(line: string): DemoProduct {
  const [
    name = '',
    category = '-',
    unit = 'Piece',
    stock = '0',
    flags = '',
    variants = '',
    tax = 'std',
    hsCode = '',
  ] = line.split('|');
  return {
    name,
    category: category === '-' ? null : (category as DemoCategory),
    unit: unit as DemoUnit,
    stock: Number(stock),
    token: flags.includes('token'),
    soldOut: flags.includes('soldout'),
    tax: tax as DemoTaxCategory,
    hsCode,
    variants: variants.split(';').map((v) => {
      const [color = '', size = '', cost = '0', sale = '0'] = v.split('/');
      return [color, size, cost, sale];
    }),
  };
}

export const DEMO_PRODUCTS: DemoProduct[] = TABLE.trim().split('\n').map(parseLine);
