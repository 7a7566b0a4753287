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
}

/*
 * One product per line: name | category (- for none) | unit | stock per variant | flags (token,
 * soldout) | variants as colour/size/cost/sale separated by ';'. Kept as text so it stays a table.
 */
const TABLE = `
Milk 1L|Dairy|Litre|60||White/1L/180/210;White/1.5L/260/300
Yoghurt|Dairy|Kilogram|40||/500g/120/150;/1kg/230/280
Butter|Dairy|Gram|25||/100g/190/230;/200g/370/440
Cheddar Cheese|Dairy|Gram|12||Yellow/200g/520/620
Cream|Dairy|Pack|10|soldout|/200ml/150/185
Sandwich Bread|Bakery|Piece|50||White/Large/140/170;Brown/Large/160/195
Burger Buns|Bakery|Pack|30||/4 pcs/90/120
Chocolate Cake|Bakery|Piece|6|token|Brown/1 lb/900/1200;Brown/2 lb/1700/2200
Rusk|Bakery|Pack|45||/250g/110/140
Cupcake|Bakery|Piece|24|token|Vanilla/Single/60/90;Chocolate/Single/65/95;Red velvet/Single/75/110
Green Tea|Beverages|Pack|20||/25 bags/230/280
Black Tea|Beverages|Gram|35||/190g/420/480;/475g/990/1100
Mango Juice|Beverages|Litre|80||/250ml/45/60;/1L/170/210
Mineral Water|Beverages|Litre|100||/500ml/40/60;/1.5L/75/100;/6L/210/260
Cola|Beverages|Litre|90||/345ml/70/90;/1.5L/160/200
Coffee|Beverages|Gram|10||/100g/950/1150
Chai (cup)|Beverages|Piece|0|token|/Regular/40/80
Digestive Biscuits|Snacks|Pack|40||/Family/160/200
Salted Crisps|Snacks|Pack|70||Blue/30g/40/50;Blue/90g/100/130
Nimko Mix|Snacks|Gram|30||/200g/150/190
Chocolate Bar|Snacks|Piece|120||/40g/90/120
Peanuts|Snacks|Gram|25||/150g/130/170
Wheat Flour|Grocery|Kilogram|30||/5kg/650/750;/10kg/1280/1450
Basmati Rice|Grocery|Kilogram|40||/1kg/380/450;/5kg/1850/2150
Cooking Oil|Grocery|Litre|35||/1L/520/590;/5L/2550/2850
Sugar|Grocery|Kilogram|60||/1kg/140/160
Red Lentils|Grocery|Kilogram|30||/1kg/290/340
Chilli Powder|Grocery|Gram|20||Red/200g/210/260
Salt|Grocery|Kilogram|50||/800g/45/60
Dishwashing Liquid|Household|Litre|20||Green/500ml/240/290;Yellow/500ml/240/290
Laundry Powder|Household|Kilogram|25||/1kg/390/460
Garbage Bags|Household|Pack|30||Black/Medium/150/190;Black/Large/190/240
Kitchen Towels|Household|Pack|15||White/2 rolls/260/320
Bath Soap|Personal care|Piece|60||Pink/100g/95/120;White/100g/95/120;Green/100g/95/120
Shampoo|Personal care|Litre|20||/185ml/420/499;/360ml/780/899
Toothpaste|Personal care|Gram|40||/100g/210/250
Bananas|Fruit & veg|Dozen|20||Yellow/Dozen/160/200
Apples|Fruit & veg|Kilogram|25||Red/1kg/280/350;Green/1kg/300/380
Potatoes|Fruit & veg|Kilogram|80||/1kg/70/90
Onions|Fruit & veg|Kilogram|70||/1kg/110/140
Gift Card|-|Piece|0||/1000/1000/1000
`;

function parseLine(line: string): DemoProduct {
  const [name = '', category = '-', unit = 'Piece', stock = '0', flags = '', variants = ''] = line.split('|');
  return {
    name,
    category: category === '-' ? null : (category as DemoCategory),
    unit: unit as DemoUnit,
    stock: Number(stock),
    token: flags.includes('token'),
    soldOut: flags.includes('soldout'),
    variants: variants.split(';').map((v) => {
      const [color = '', size = '', cost = '0', sale = '0'] = v.split('/');
      return [color, size, cost, sale];
    }),
  };
}

export const DEMO_PRODUCTS: DemoProduct[] = TABLE.trim().split('\n').map(parseLine);
