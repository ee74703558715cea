import {
  CATEGORY_SEPARATOR,
  priceRangeOf,
  type HierarchicalCategories,
  type Product,
  type ProductOption,
} from './contract';
import { SEED, seededRandom } from '../../platform/random';

/**
 * The shop's catalogue (docs/product.md section 3.13): a supplies shop for the company's staff.
 * Deterministic (the same products on every start, in the server and in the browser), English
 * product data, prices in baht, pictures from public/images/shop/. objectIDs run from
 * FIRST_OBJECT_ID up; 5546604, the bare item route's target, is a fixed, well-described product.
 */
export const SHOP_SEED_COUNT = 1200;
export const FIRST_OBJECT_ID = 5_546_000;
/** The product the bare item route (/apps/eCommerce/item) shows. */
export const FEATURED_OBJECT_ID = 5_546_604;

/** A leaf of the category tree: what its products are called, cost and look like. */
interface Leaf {
  /** lvl2's name */
  name: string;
  /** the product's `type` (docs/product.md section 3.13) */
  type: string;
  /** the noun of the product names */
  noun: string;
  /** the variants that make names differ (sizes, models) */
  specs: string[];
  /** lvl3's names, when the leaf has a level below */
  below?: string[];
  /** the price band in baht */
  price: [number, number];
  /** what the descriptions say about it */
  features: string[];
  option?: ProductOption;
}

interface Branch {
  /** lvl1's name */
  name: string;
  /** the illustrations of public/images/shop/ its products use */
  images: string[];
  leaves: Leaf[];
}

interface Top {
  name: string;
  brands: string[];
  branches: Branch[];
}

const sizes = (values: string[]): ProductOption => ({ name: 'Size', values });
const colours = (values: string[]): ProductOption => ({ name: 'Colour', values });

const TREE: Top[] = [
  {
    name: 'Packing',
    brands: ['BoxCraft', 'PackRight', 'Siam Pack', 'TapeLine', 'StretchPro', 'CushionAir', '3M'],
    branches: [
      {
        name: 'Boxes',
        images: ['boxes-1.svg', 'boxes-2.svg'],
        leaves: [
          {
            name: 'Shipping boxes',
            type: 'Box',
            noun: 'shipping box',
            specs: ['30 x 20 x 15 cm', '40 x 30 x 30 cm', '60 x 40 x 40 cm', '45 x 45 x 45 cm'],
            below: ['Single wall', 'Double wall'],
            price: [180, 1450],
            features: [
              'corrugated board rated for parcel networks',
              'flaps that close flat for clean taping',
              'printed with a recycling mark',
              'sold in bundles of 20',
            ],
          },
          {
            name: 'Mailer boxes',
            type: 'Box',
            noun: 'mailer box',
            specs: ['A5', 'A4', 'A3', 'small', 'medium'],
            price: [150, 900],
            features: [
              'a tuck-in lid that needs no tape',
              'a white outside for printing',
              'crush-resistant E-flute board',
            ],
          },
          {
            name: 'Archive boxes',
            type: 'Box',
            noun: 'archive box',
            specs: ['foolscap', 'A4', 'lever-arch'],
            price: [120, 650],
            features: ['hand holes on both ends', 'a hinged lid', 'a label panel on the front'],
          },
        ],
      },
      {
        name: 'Tape',
        images: ['tape-1.svg', 'tape-2.svg'],
        leaves: [
          {
            name: 'Packing tape',
            type: 'Tape',
            noun: 'packing tape',
            specs: ['48 mm x 66 m', '48 mm x 100 m', '72 mm x 66 m'],
            below: ['Clear', 'Brown', 'Printed'],
            price: [35, 480],
            features: [
              'a hot-melt adhesive that holds on recycled board',
              'a quiet unwind',
              'sold in packs of 6 rolls',
            ],
            option: colours(['Clear', 'Brown']),
          },
          {
            name: 'Tape dispensers',
            type: 'Tape dispenser',
            noun: 'tape dispenser',
            specs: ['48 mm', '72 mm', 'heavy-duty'],
            price: [190, 1350],
            features: ['a brake that sets the tension', 'a covered blade', 'a pistol grip'],
          },
          {
            name: 'Masking tape',
            type: 'Tape',
            noun: 'masking tape',
            specs: ['24 mm', '36 mm', '48 mm'],
            price: [30, 220],
            features: ['clean removal for up to 14 days', 'tears by hand'],
          },
        ],
      },
      {
        name: 'Stretch film',
        images: ['film-1.svg'],
        leaves: [
          {
            name: 'Hand film',
            type: 'Stretch film',
            noun: 'hand stretch film',
            specs: ['17 micron', '20 micron', '23 micron'],
            price: [250, 1200],
            features: [
              'a cling side that holds loads',
              'a core with handles',
              'puncture resistant',
            ],
          },
          {
            name: 'Machine film',
            type: 'Stretch film',
            noun: 'machine stretch film',
            specs: ['500 mm x 1500 m', '500 mm x 2000 m'],
            price: [900, 3200],
            features: ['pre-stretch up to 250 %', 'for turntable wrappers'],
          },
        ],
      },
      {
        name: 'Void fill',
        images: ['void-fill-1.svg'],
        leaves: [
          {
            name: 'Bubble wrap',
            type: 'Bubble wrap',
            noun: 'bubble wrap',
            specs: ['500 mm x 50 m', '750 mm x 50 m', '1000 mm x 100 m'],
            price: [220, 1500],
            features: ['small bubbles for light goods', 'perforated every 30 cm'],
          },
          {
            name: 'Air pillows',
            type: 'Air pillows',
            noun: 'air pillow roll',
            specs: ['200 x 100 mm', '200 x 200 mm'],
            price: [450, 1900],
            features: ['inflates on a desktop machine', 'recyclable film'],
          },
          {
            name: 'Packing paper',
            type: 'Packing paper',
            noun: 'packing paper',
            specs: ['5 kg', '10 kg', 'fanfold'],
            price: [180, 950],
            features: ['unbleached kraft', 'crumples into firm cushions'],
          },
        ],
      },
    ],
  },
  {
    name: 'Pallets and straps',
    brands: ['PalletCo', 'StrapMaster', 'Eastern Timber', 'LoadSafe', 'Cargo Lock'],
    branches: [
      {
        name: 'Pallets',
        images: ['pallet-1.svg', 'pallet-2.svg'],
        leaves: [
          {
            name: 'Wooden pallets',
            type: 'Pallet',
            noun: 'wooden pallet',
            specs: ['1200 x 1000 mm', '1200 x 800 mm', '1100 x 1100 mm'],
            below: ['Heat-treated', 'Standard'],
            price: [320, 1100],
            features: ['ISPM 15 heat treatment for export', 'four-way entry', 'rated for 1,500 kg'],
          },
          {
            name: 'Plastic pallets',
            type: 'Pallet',
            noun: 'plastic pallet',
            specs: ['1200 x 1000 mm', '1100 x 1100 mm', 'nestable'],
            price: [850, 4200],
            features: ['washable for food and pharma', 'no nails or splinters', 'rackable'],
          },
        ],
      },
      {
        name: 'Strapping',
        images: ['strap-1.svg'],
        leaves: [
          {
            name: 'PP strapping',
            type: 'Strapping',
            noun: 'PP strap coil',
            specs: ['12 mm', '15 mm', '19 mm'],
            price: [380, 1500],
            features: ['polypropylene for light loads', 'embossed for a firm seal'],
          },
          {
            name: 'PET strapping',
            type: 'Strapping',
            noun: 'PET strap coil',
            specs: ['16 mm', '19 mm'],
            price: [900, 2800],
            features: ['a steel replacement for heavy loads', 'keeps its tension'],
          },
          {
            name: 'Strapping tools',
            type: 'Strapping tool',
            noun: 'strapping tensioner',
            specs: ['manual', 'battery'],
            price: [1200, 28_000],
            features: ['tensions and seals in one', 'for PP and PET straps'],
          },
        ],
      },
      {
        name: 'Load securing',
        images: ['strap-2.svg'],
        leaves: [
          {
            name: 'Ratchet straps',
            type: 'Ratchet strap',
            noun: 'ratchet strap',
            specs: ['25 mm x 5 m', '50 mm x 8 m', '50 mm x 10 m'],
            price: [150, 950],
            features: ['a rated lashing capacity on the label', 'double J hooks'],
            option: colours(['Orange', 'Blue', 'Yellow']),
          },
          {
            name: 'Edge protectors',
            type: 'Edge protector',
            noun: 'edge protector',
            specs: ['35 x 35 mm', '50 x 50 mm'],
            price: [90, 600],
            features: ['laminated board angles', 'keep straps from cutting boxes'],
          },
        ],
      },
    ],
  },
  {
    name: 'Labels and scanners',
    brands: ['LabelWorks', 'ScanPoint', 'TagLogic', 'PrintEdge', 'Honeywell'],
    branches: [
      {
        name: 'Labels',
        images: ['label-1.svg'],
        leaves: [
          {
            name: 'Shipping labels',
            type: 'Labels',
            noun: 'shipping labels',
            specs: ['100 x 150 mm', '100 x 100 mm', 'A6'],
            below: ['Thermal', 'Laser'],
            price: [180, 1200],
            features: ['direct thermal paper', 'a permanent adhesive', '500 labels a roll'],
          },
          {
            name: 'Warning labels',
            type: 'Labels',
            noun: 'warning labels',
            specs: ['Fragile', 'This way up', 'Heavy'],
            price: [90, 450],
            features: ['bright print seen from afar', 'in Thai and English'],
          },
        ],
      },
      {
        name: 'Label printers',
        images: ['printer-1.svg'],
        leaves: [
          {
            name: 'Desktop printers',
            type: 'Label printer',
            noun: 'desktop label printer',
            specs: ['203 dpi', '300 dpi'],
            price: [4500, 16_000],
            features: ['USB and network', 'prints 150 mm a second', 'drivers for every carrier'],
          },
          {
            name: 'Mobile printers',
            type: 'Label printer',
            noun: 'mobile label printer',
            specs: ['2 inch', '3 inch', '4 inch'],
            price: [6500, 22_000],
            features: ['Bluetooth', 'a battery for a full shift', 'a belt clip'],
          },
        ],
      },
      {
        name: 'Barcode scanners',
        images: ['scanner-1.svg', 'scanner-2.svg'],
        leaves: [
          {
            name: 'Handheld scanners',
            type: 'Barcode scanner',
            noun: 'handheld barcode scanner',
            specs: ['1D', '2D', '2D cordless'],
            below: ['Corded', 'Cordless'],
            price: [1500, 12_000],
            features: ['reads damaged codes', 'survives a 1.8 m drop', 'reads from screens'],
          },
          {
            name: 'Wearable scanners',
            type: 'Barcode scanner',
            noun: 'ring scanner',
            specs: ['Bluetooth', 'with wrist unit'],
            price: [5500, 19_000],
            features: ['hands free picking', 'a trigger on the finger'],
          },
        ],
      },
      {
        name: 'RFID',
        images: ['rfid-1.svg'],
        leaves: [
          {
            name: 'RFID tags',
            type: 'RFID tag',
            noun: 'UHF RFID tags',
            specs: ['inlay', 'on-metal', 'hang tag'],
            price: [350, 4800],
            features: ['read range up to 8 m', 'EPC Gen2', 'sold per 100'],
          },
          {
            name: 'RFID readers',
            type: 'RFID reader',
            noun: 'RFID reader',
            specs: ['handheld', 'fixed 4-port'],
            price: [12_000, 65_000],
            features: ['reads hundreds of tags a second', 'Wi-Fi and Ethernet'],
          },
        ],
      },
    ],
  },
  {
    name: 'Safety gear',
    brands: ['SafeHands', 'BrightGuard', 'SteelToe', 'HardHat Co', 'WorkSafe Thai', '3M'],
    branches: [
      {
        name: 'Gloves',
        images: ['gloves-1.svg', 'gloves-2.svg'],
        leaves: [
          {
            name: 'Cut-resistant gloves',
            type: 'Gloves',
            noun: 'cut-resistant gloves',
            specs: ['level C', 'level D', 'level F'],
            price: [120, 650],
            features: [
              'a nitrile foam palm for grip',
              'touch-screen fingertips',
              'machine washable',
            ],
            option: sizes(['S', 'M', 'L', 'XL']),
          },
          {
            name: 'Nitrile gloves',
            type: 'Gloves',
            noun: 'disposable nitrile gloves',
            specs: ['box of 100', 'box of 200'],
            price: [150, 520],
            features: ['powder free', 'textured fingertips'],
            option: sizes(['S', 'M', 'L', 'XL']),
          },
          {
            name: 'Work gloves',
            type: 'Gloves',
            noun: 'work gloves',
            specs: ['leather', 'cotton', 'rigger'],
            price: [60, 380],
            features: ['a reinforced palm', 'an elastic cuff'],
            option: sizes(['M', 'L', 'XL']),
          },
        ],
      },
      {
        name: 'Hi-vis',
        images: ['vest-1.svg'],
        leaves: [
          {
            name: 'Hi-vis vests',
            type: 'Hi-vis vest',
            noun: 'hi-vis vest',
            specs: ['class 2', 'with pockets', 'mesh'],
            price: [90, 450],
            features: ['two reflective bands', 'a hook and loop front', 'an ID pocket'],
            option: colours(['Yellow', 'Orange']),
          },
          {
            name: 'Hi-vis jackets',
            type: 'Hi-vis jacket',
            noun: 'hi-vis rain jacket',
            specs: ['class 3', 'breathable'],
            price: [650, 2400],
            features: ['taped seams', 'a hood that folds into the collar'],
            option: sizes(['M', 'L', 'XL', 'XXL']),
          },
        ],
      },
      {
        name: 'Head protection',
        images: ['helmet-1.svg'],
        leaves: [
          {
            name: 'Helmets',
            type: 'Helmet',
            noun: 'safety helmet',
            specs: ['vented', 'with chin strap', 'with visor'],
            price: [250, 1800],
            features: ['a six-point harness', 'a ratchet to fit', 'slots for ear muffs'],
            option: colours(['White', 'Yellow', 'Blue', 'Red']),
          },
          {
            name: 'Bump caps',
            type: 'Bump cap',
            noun: 'bump cap',
            specs: ['short peak', 'long peak'],
            price: [290, 750],
            features: ['a light shell in a baseball cap', 'for low racking'],
          },
        ],
      },
      {
        name: 'Footwear',
        images: ['boots-1.svg'],
        leaves: [
          {
            name: 'Safety boots',
            type: 'Boots',
            noun: 'safety boots',
            specs: ['S1P', 'S3', 'waterproof S3'],
            below: ['Steel toe', 'Composite toe'],
            price: [890, 4200],
            features: ['a midsole that stops nails', 'an oil-resistant sole', 'a padded collar'],
            option: sizes(['39', '40', '41', '42', '43', '44', '45']),
          },
          {
            name: 'Safety shoes',
            type: 'Shoes',
            noun: 'safety shoes',
            specs: ['S1', 'S1P', 'ESD'],
            price: [790, 3200],
            features: ['a light composite cap', 'breathable mesh'],
            option: sizes(['39', '40', '41', '42', '43', '44']),
          },
        ],
      },
    ],
  },
  {
    name: 'Tracking devices',
    brands: ['TrackWise', 'ColdChain Labs', 'SealTech', 'GeoBeacon', 'Siam Telematics'],
    branches: [
      {
        name: 'GPS trackers',
        images: ['gps-1.svg', 'gps-2.svg'],
        leaves: [
          {
            name: 'Vehicle trackers',
            type: 'GPS tracker',
            noun: 'vehicle GPS tracker',
            specs: ['4G', '4G with CAN bus', 'with driver ID'],
            price: [2400, 9800],
            features: [
              'live position every 10 seconds',
              'fuel and idle reports',
              'a backup battery',
            ],
          },
          {
            name: 'Asset trackers',
            type: 'GPS tracker',
            noun: 'asset tracker',
            specs: ['3-year battery', 'magnetic', 'solar'],
            below: ['Battery', 'Solar'],
            price: [1600, 7200],
            features: ['IP67 waterproof', 'reports when moved', 'works on LTE-M and NB-IoT'],
          },
        ],
      },
      {
        name: 'Temperature loggers',
        images: ['logger-1.svg'],
        leaves: [
          {
            name: 'USB loggers',
            type: 'Temperature logger',
            noun: 'USB temperature logger',
            specs: ['single use', 'reusable', 'with humidity'],
            price: [450, 2600],
            features: [
              'a PDF report when plugged in',
              'alarms on the display',
              'records 30,000 readings',
            ],
          },
          {
            name: 'Wireless loggers',
            type: 'Temperature logger',
            noun: 'wireless temperature logger',
            specs: ['Bluetooth', 'cellular', 'with probe'],
            price: [1900, 8900],
            features: ['alerts by SMS and email', 'for reefers and cold rooms'],
          },
        ],
      },
      {
        name: 'Container seals',
        images: ['seal-1.svg'],
        leaves: [
          {
            name: 'Bolt seals',
            type: 'Seal',
            noun: 'bolt seals',
            specs: ['pack of 50', 'pack of 250'],
            price: [650, 3900],
            features: ['ISO 17712 high security', 'laser-numbered', 'barcode on both parts'],
            option: colours(['Yellow', 'Red', 'Blue', 'Green']),
          },
          {
            name: 'Cable seals',
            type: 'Seal',
            noun: 'cable seals',
            specs: ['1.8 mm', '3.5 mm', '5 mm'],
            price: [420, 2900],
            features: ['adjustable length', 'numbered heads'],
          },
          {
            name: 'Plastic seals',
            type: 'Seal',
            noun: 'pull-tight seals',
            specs: ['pack of 100', 'pack of 1000'],
            price: [180, 1400],
            features: ['tamper evident', 'a write-on flag'],
            option: colours(['Red', 'Yellow', 'Green']),
          },
        ],
      },
    ],
  },
  {
    name: 'Office goods',
    brands: ['Desk Mate', 'PaperLine', 'Inkwell', 'FileRight', 'Bangkok Stationery'],
    branches: [
      {
        name: 'Paper',
        images: ['paper-1.svg'],
        leaves: [
          {
            name: 'Copy paper',
            type: 'Paper',
            noun: 'copy paper',
            specs: ['A4 70 gsm', 'A4 80 gsm', 'A3 80 gsm'],
            price: [110, 1400],
            features: ['500 sheets a ream', 'for laser and inkjet'],
          },
          {
            name: 'Notebooks',
            type: 'Notebook',
            noun: 'notebook',
            specs: ['A5 ruled', 'A4 ruled', 'A5 dotted'],
            price: [40, 290],
            features: ['80 gsm pages', 'a stitched spine'],
          },
        ],
      },
      {
        name: 'Writing',
        images: ['pen-1.svg'],
        leaves: [
          {
            name: 'Pens',
            type: 'Pen',
            noun: 'ballpoint pens',
            specs: ['box of 12', 'box of 50'],
            price: [60, 450],
            features: ['a smooth 0.7 mm tip', 'a grip zone'],
            option: colours(['Blue', 'Black', 'Red']),
          },
          {
            name: 'Markers',
            type: 'Marker',
            noun: 'permanent markers',
            specs: ['bullet tip', 'chisel tip'],
            below: ['Permanent', 'Whiteboard'],
            price: [45, 380],
            features: ['writes on cardboard and plastic', 'quick drying'],
            option: colours(['Black', 'Blue', 'Red', 'Green']),
          },
        ],
      },
      {
        name: 'Filing',
        images: ['binder-1.svg'],
        leaves: [
          {
            name: 'Binders',
            type: 'Binder',
            noun: 'lever arch file',
            specs: ['50 mm', '75 mm'],
            price: [55, 240],
            features: ['a spine label', 'a finger hole'],
            option: colours(['Blue', 'Black', 'Red', 'Grey']),
          },
          {
            name: 'Clipboards',
            type: 'Clipboard',
            noun: 'clipboard',
            specs: ['A4', 'A4 with cover'],
            price: [45, 320],
            features: ['a strong clip', 'for yard and dock work'],
          },
        ],
      },
      {
        name: 'Desk',
        images: ['stapler-1.svg'],
        leaves: [
          {
            name: 'Staplers',
            type: 'Stapler',
            noun: 'stapler',
            specs: ['20 sheets', '40 sheets', 'heavy-duty 100 sheets'],
            price: [90, 1200],
            features: ['a metal body', 'loads from the top'],
          },
          {
            name: 'Calculators',
            type: 'Calculator',
            noun: 'desk calculator',
            specs: ['12 digit', '14 digit with tax keys'],
            price: [250, 1100],
            features: ['solar and battery', 'a large display'],
          },
        ],
      },
    ],
  },
];

const ADJECTIVES = ['Standard', 'Premium', 'Heavy-duty', 'Eco', 'Pro', 'Compact', 'Value', 'Plus'];

/** Every leaf with its place in the tree, for the seed to pick from. */
const LEAVES = TREE.flatMap((top) =>
  top.branches.flatMap((branch) => branch.leaves.map((leaf) => ({ top, branch, leaf }))),
);

const path = (...names: string[]) => names.join(CATEGORY_SEPARATOR);

function hierarchy(names: string[]): HierarchicalCategories {
  const levels: HierarchicalCategories = {
    lvl0: path(names[0]),
    lvl1: path(...names.slice(0, 2)),
  };
  if (names.length > 2) levels.lvl2 = path(...names.slice(0, 3));
  if (names.length > 3) levels.lvl3 = path(...names.slice(0, 4));
  return levels;
}

const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

/**
 * `count` products (SHOP_SEED_COUNT for the stores, 10,000 for the bench), objectIDs from
 * FIRST_OBJECT_ID; the same on every call. FEATURED_OBJECT_ID is always the fixed product below
 * when the count reaches it.
 */
export function shopProductsSeed(count = SHOP_SEED_COUNT): Product[] {
  const random = seededRandom(SEED + 15);
  const products: Product[] = [];
  for (let i = 0; i < count; i += 1) {
    const objectID = FIRST_OBJECT_ID + i;
    const { top, branch, leaf } = random.pick(LEAVES);
    const brand = random.pick(top.brands);
    const spec = random.pick(leaf.specs);
    const adjective = random.pick(ADJECTIVES);
    const names = [top.name, branch.name, leaf.name];
    if (leaf.below) names.push(random.pick(leaf.below));
    const [low, high] = leaf.price;
    const whole = random.int(low, high);
    const price = random.bool(0.4) ? whole + random.pick([0.5, 0.75, 0.25]) : whole;
    const first = random.int(0, leaf.features.length - 1);
    const features = [leaf.features[first], leaf.features[(first + 1) % leaf.features.length]];
    const image = random.pick(branch.images);
    const name = `${brand} ${adjective.toLowerCase()} ${leaf.noun}, ${spec}`;
    products.push({
      objectID,
      name,
      description:
        `${capitalised(adjective.toLowerCase())} ${leaf.noun} by ${brand}, ${spec}: ` +
        `${features.join(', and ')}. ` +
        (names[3] ? `${names[3]}. ` : '') +
        `From the ${leaf.name.toLowerCase()} range of our ${top.name.toLowerCase()} supplies.`,
      brand,
      categories: names,
      hierarchicalCategories: hierarchy(names),
      type: leaf.type,
      price,
      price_range: priceRangeOf(price),
      image: `/images/shop/${image}`,
      images: [`/images/shop/${image}`],
      url: `/apps/eCommerce/item/${objectID}`,
      free_shipping: random.bool(0.4),
      rating: random.pick([1, 2, 3, 3, 4, 4, 4, 5, 5, 0]),
      popularity: random.int(0, 20_000),
      options: leaf.option && random.bool(0.7) ? [leaf.option] : [],
    });
  }
  const featured = FEATURED_OBJECT_ID - FIRST_OBJECT_ID;
  if (featured < count) products[featured] = featuredProduct();
  return products;
}

/** objectID 5546604: a popular, well-described item with options, the bare item route's target. */
function featuredProduct(): Product {
  const names = ['Packing', 'Tape', 'Tape dispensers'];
  return {
    objectID: FEATURED_OBJECT_ID,
    name: 'TapeLine heavy-duty pistol-grip tape dispenser, 48 mm',
    description:
      'The dispenser our warehouses use on every packing bench. A pistol grip and a brake that ' +
      'sets the tension let you seal a box in one pass; the spring-loaded blade guard covers the ' +
      'teeth between cuts. Takes 48 mm rolls up to 100 m on a 76 mm core, and comes with two ' +
      'rolls of clear tape. Steel frame, rubber roller, replacement blades sold separately.',
    brand: 'TapeLine',
    categories: names,
    hierarchicalCategories: hierarchy(names),
    type: 'Tape dispenser',
    price: 459,
    price_range: priceRangeOf(459),
    image: '/images/shop/tape-2.svg',
    images: ['/images/shop/tape-2.svg', '/images/shop/tape-1.svg', '/images/shop/boxes-1.svg'],
    url: `/apps/eCommerce/item/${FEATURED_OBJECT_ID}`,
    free_shipping: true,
    rating: 5,
    popularity: 21_500,
    options: [colours(['Red', 'Black', 'Blue']), sizes(['48 mm', '72 mm'])],
  };
}

/** Every illustration the seed points at (public/images/shop/), for a test that they exist. */
export const SHOP_IMAGES = [
  ...new Set(TREE.flatMap((top) => top.branches.flatMap((b) => b.images))),
];
