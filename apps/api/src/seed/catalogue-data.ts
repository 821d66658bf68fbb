// What the demo catalogue is made of: for every category and subcategory of docs/product.md §3, listings that read like
// an Indian marketplace's, with typical MRPs in rupees, and the sentences their descriptions are built from.
// Brands come only from the spec's list; a product of any other maker (Prestige, Amul, Penguin…) is 'Others'
// and keeps the maker's name in its title, as sellers on Indian marketplaces write it.
import type { Brand, Category, categoryTree } from '@bazaar/domain';

/** A variant label, optionally with the factor it applies to the base MRP (`['8GB/256GB', 1.2]`). */
export type Variant = string | readonly [label: string, priceFactor: number];

export interface ItemTemplate {
  readonly brand: Brand;
  /** The listing title; `{0}`, `{1}`… take one label of each variant group, else the labels are appended in brackets. */
  readonly name: string;
  /** The usual MRP in rupees before variants. */
  readonly mrp: number;
  readonly variants: readonly (readonly Variant[])[];
}

export interface SubcategoryTemplate {
  /** How a reviewer calls the thing: "phone", "kadai", "book". */
  readonly noun: string;
  readonly items: readonly ItemTemplate[];
  /** Description sentences; `{short}` is the title without its bracketed variant, `{brand}`, `{noun}`. */
  readonly about: readonly string[];
}

/** `others` has no subcategory in the domain's catalogue, so its products use the empty subcategory ''. */
export const OTHERS_SUBCATEGORY = '';

type Templates = {
  readonly [C in Category]: C extends 'others'
    ? { readonly [OTHERS_SUBCATEGORY]: SubcategoryTemplate }
    : { readonly [S in (typeof categoryTree)[C][number]]: SubcategoryTemplate };
};

const item = (
  brand: Brand,
  name: string,
  mrp: number,
  ...variants: (readonly Variant[])[]
): ItemTemplate => ({
  brand,
  name,
  mrp,
  variants,
});

const PHONE_COLOURS = ['Midnight Black', 'Ocean Blue', 'Mint Green', 'Titan Grey', 'Lavender'];
const PHONE_MEMORY: Variant[] = [
  ['6GB RAM, 128GB Storage', 1],
  ['8GB RAM, 128GB Storage', 1.08],
  ['8GB RAM, 256GB Storage', 1.2],
];
const IPHONE_STORAGE: Variant[] = [
  ['128 GB', 1],
  ['256 GB', 1.14],
  ['512 GB', 1.42],
];
const IPHONE_COLOURS = ['Black', 'Blue', 'Green', 'Pink', 'Natural Titanium'];
const SHIRT_COLOURS = ['White', 'Light Blue', 'Navy', 'Pink', 'Olive', 'Maroon', 'Black', 'Beige'];
const CLOTHING_SIZES = ['Size S', 'Size M', 'Size L', 'Size XL', 'Size XXL'];
const WAIST_SIZES = ['30', '32', '34', '36'];
const JEANS_WASHES = ['Dark Indigo', 'Mid Blue', 'Light Blue', 'Jet Black', 'Grey'];
const SHOE_SIZES = ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'];
const SHOE_COLOURS = ['Black/White', 'Triple White', 'Navy/Red', 'Grey', 'Core Black'];
const BOOK_FORMAT: Variant[] = [
  ['Paperback', 1],
  ['Paperback', 1],
  ['Hardcover', 1.7],
];
const AUDIO_COLOURS = ['Black', 'Blue', 'White', 'Red', 'Beige'];
const LIPSTICK_SHADES = ['Crimson Silk', 'Red Coat', 'Burgundy Lust', 'Rosy Sunday', 'Nude Touch'];
const WEIGHT_KG: Variant[] = [
  ['500 g', 0.55],
  ['1 kg', 1],
  ['2 kg', 1.9],
];

export const catalogueTemplates: Templates = {
  electronics: {
    smartphones: {
      noun: 'phone',
      items: [
        item('Samsung', 'Samsung Galaxy M35 5G ({0}, {1})', 24999, PHONE_COLOURS, PHONE_MEMORY),
        item('Samsung', 'Samsung Galaxy A55 5G ({0}, {1})', 42999, PHONE_COLOURS, PHONE_MEMORY),
        item('Samsung', 'Samsung Galaxy S24 FE 5G ({0}, 8GB RAM, 256GB Storage)', 65999, PHONE_COLOURS),
        item('Apple', 'Apple iPhone 15 ({0}) - {1}', 79900, IPHONE_STORAGE, IPHONE_COLOURS),
        item('Apple', 'Apple iPhone 16 Pro ({0}) - {1}', 119900, IPHONE_STORAGE, IPHONE_COLOURS),
        item('Others', 'Redmi Note 13 5G ({0}, {1})', 20999, PHONE_COLOURS, PHONE_MEMORY),
        item('Others', 'OnePlus Nord CE4 Lite 5G ({0}, {1})', 20999, PHONE_COLOURS, PHONE_MEMORY),
        item('Others', 'realme narzo 70 Pro 5G ({0}, {1})', 21999, PHONE_COLOURS, PHONE_MEMORY),
        item('Others', 'Motorola Edge 50 Fusion ({0}, 8GB RAM, 128GB Storage)', 25999, PHONE_COLOURS),
        item('Others', 'iQOO Z9 5G ({0}, {1})', 24999, PHONE_COLOURS, PHONE_MEMORY),
      ],
      about: [
        'The {short} pairs a bright, smooth 120Hz display with a battery that comfortably lasts a full day of calls, UPI payments and streaming.',
        'Its main camera takes sharp, well-exposed photos in daylight and handles night shots better than most phones in its price range.',
        'Dual SIM with 5G on both Indian networks, fast charging support and regular security updates from {brand}.',
        'A slim body with a premium matte finish that resists fingerprints and fits easily in one hand.',
        'In the box: handset, USB Type-C cable, SIM ejector tool and user guide.',
      ],
    },
    laptops: {
      noun: 'laptop',
      items: [
        item('Apple', 'Apple MacBook Air 13.6" M2 Chip ({0}, 8GB RAM, 256GB SSD)', 99900, [
          'Midnight',
          'Starlight',
          'Space Grey',
          'Silver',
        ]),
        item('Apple', 'Apple MacBook Air 15" M3 Chip (16GB RAM, 512GB SSD) - {0}', 154900, [
          'Midnight',
          'Starlight',
          'Silver',
        ]),
        item('Microsoft', 'Microsoft Surface Laptop Go 3 12.4" (Intel Core i5, 8GB RAM, 256GB SSD)', 89999),
        item(
          'Microsoft',
          'Microsoft Surface Pro 11 Copilot+ PC (Snapdragon X Plus, 16GB RAM, 512GB)',
          139999,
        ),
        item('Samsung', 'Samsung Galaxy Book4 Intel Core i5 15.6" FHD Laptop (16GB RAM, 512GB SSD)', 85990),
        item('LG', 'LG gram 14" Intel Core Ultra 5 Thin & Light Laptop (16GB RAM, 512GB SSD)', 129990),
        item('Others', 'HP 15s Intel Core i3 12th Gen 15.6" Laptop (8GB RAM, 512GB SSD, Win 11)', 52000),
        item(
          'Others',
          'Lenovo IdeaPad Slim 3 AMD Ryzen 5 7520U 15.6" FHD Laptop (16GB RAM, 512GB SSD)',
          66790,
        ),
        item('Others', 'ASUS Vivobook 15 Intel Core i5 13th Gen Laptop (16GB RAM, 512GB SSD)', 72990),
        item('Others', 'Dell Inspiron 3520 Intel Core i5 15.6" FHD Laptop (8GB RAM, 512GB SSD)', 68000),
      ],
      about: [
        'The {short} boots in seconds and stays quick with a browser full of tabs, office work, online classes and light photo editing.',
        'A full-size backlit keyboard and a precise glass touchpad make long typing sessions comfortable.',
        'Battery life covers a full working day away from the charger, and the laptop weighs well under two kilos.',
        'Ports include USB Type-C, USB-A and a headphone jack; Wi-Fi 6 and Bluetooth 5.3 are built in.',
        'Comes with a genuine, pre-activated Windows or macOS licence and the manufacturer’s one-year warranty.',
      ],
    },
    cameras: {
      noun: 'camera',
      items: [
        item('Sony', 'Sony Alpha ILCE-6400L 24.2 MP Mirrorless Camera with 16-50mm Lens', 86990),
        item('Sony', 'Sony ZV-E10 Mirrorless Vlog Camera (Body Only, Black)', 61990),
        item('Sony', 'Sony Cyber-shot DSC-W830 20.1 MP Point & Shoot Camera', 10490),
        item('Others', 'Canon EOS 1500D 24.1 MP DSLR Camera with EF-S 18-55mm Lens', 42995),
        item('Others', 'Nikon Z30 Mirrorless Camera with 16-50mm VR Lens', 75995),
        item('Others', 'Fujifilm Instax Mini 12 Instant Camera ({0})', 7999, [
          'Pastel Blue',
          'Blossom Pink',
          'Mint Green',
          'Clay White',
        ]),
        item('Others', 'GoPro HERO12 Black Waterproof Action Camera', 45000),
        item('Others', 'CP PLUS 3MP Wi-Fi Smart Home Security Camera with Night Vision', 3499),
      ],
      about: [
        'The {short} captures crisp, true-to-life colours, with fast autofocus that keeps moving subjects sharp.',
        'Shoots 4K video with clean audio, so it works as well for family functions as for YouTube vlogs.',
        'The grip is deep and secure, and the controls fall naturally under the thumb for quick changes.',
        'Transfer photos to your phone over Wi-Fi or Bluetooth with the free companion app.',
        'Box contents: camera, rechargeable battery, charging cable, strap and warranty card.',
      ],
    },
    headphones: {
      noun: 'headphones',
      items: [
        item('Boat', 'boAt Rockerz 450 Bluetooth On-Ear Headphones with Mic ({0})', 3990, AUDIO_COLOURS),
        item('Boat', 'boAt Airdopes 141 TWS Earbuds with 42H Playtime ({0})', 4490, AUDIO_COLOURS),
        item('Boat', 'boAt Bassheads 100 Wired In-Ear Earphones with Mic ({0})', 999, AUDIO_COLOURS),
        item('Sony', 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones ({0})', 34990, [
          'Black',
          'Silver',
          'Midnight Blue',
        ]),
        item('Sony', 'Sony WH-CH520 Wireless On-Ear Headphones with Mic ({0})', 5990, AUDIO_COLOURS),
        item('Apple', 'Apple AirPods Pro (2nd Generation) with MagSafe Case (USB-C)', 24900),
        item('Samsung', 'Samsung Galaxy Buds3 Pro Wireless Earbuds ({0})', 19999, ['Silver', 'White']),
        item('Others', 'JBL Tune 760NC Wireless Over-Ear Active Noise Cancelling Headphones', 9999),
        item('Others', 'OnePlus Nord Buds 2r TWS Earbuds with Dual Mic ({0})', 2999, [
          'Deep Grey',
          'Triple Blue',
        ]),
      ],
      about: [
        'The {short} delivers deep, punchy bass with clear vocals, tuned for Bollywood playlists and podcasts alike.',
        'Quick charge gives hours of playback from a ten-minute top-up, and the full battery lasts through a week of commuting.',
        'Soft cushions and a light build keep them comfortable through long calls and movie marathons.',
        'Bluetooth 5.3 pairs instantly with phones and laptops, and the built-in mic keeps your voice clear on calls.',
        'Environmental noise cancellation cuts traffic and office chatter when you need to focus.',
      ],
    },
    gadgets: {
      noun: 'gadget',
      items: [
        item('Apple', 'Apple Watch SE (2nd Gen) GPS 40mm Aluminium Case with Sport Band', 29900),
        item('Samsung', 'Samsung Galaxy Watch6 Bluetooth 44mm Smartwatch ({0})', 36999, [
          'Graphite',
          'Silver',
        ]),
        item('Boat', 'boAt Stone 350 10W Bluetooth Speaker with IPX7 ({0})', 3490, AUDIO_COLOURS),
        item('Microsoft', 'Microsoft Xbox Wireless Controller ({0})', 5990, [
          'Carbon Black',
          'Robot White',
          'Shock Blue',
        ]),
        item('Sony', 'Sony PlayStation 5 DualSense Wireless Controller ({0})', 6390, [
          'White',
          'Midnight Black',
        ]),
        item('Others', 'Amazfit Bip 5 Smart Watch with 1.91" Display and Bluetooth Calling', 7999),
        item('Others', 'Mi Power Bank 3i 20000mAh 18W Fast Charging ({0})', 2199, ['Black', 'Blue']),
        item('Others', 'Amazon Echo Dot (5th Gen) Smart Speaker with Alexa', 5499),
        item('Others', 'Noise ColorFit Pro 5 Smart Watch with AMOLED Display', 6999),
      ],
      about: [
        'The {short} is the kind of everyday tech that quietly makes life easier, from morning alarms to late-night playlists.',
        'Sets up in minutes with your phone, and firmware updates keep adding features over time.',
        'Built to last, with a rugged finish that shrugs off the odd drop and splash.',
        'A thoughtful gift for birthdays, Diwali or Rakhi that almost everyone will use.',
        'Backed by the {brand} warranty and sold with a GST invoice.',
      ],
    },
  },
  clothing: {
    shirts: {
      noun: 'shirt',
      items: [
        item(
          'Others',
          "Allen Solly Men's Regular Fit Formal Shirt ({0}, {1})",
          1999,
          SHIRT_COLOURS,
          CLOTHING_SIZES,
        ),
        item(
          'Others',
          "Peter England Men's Slim Fit Cotton Formal Shirt ({0}, {1})",
          1799,
          SHIRT_COLOURS,
          CLOTHING_SIZES,
        ),
        item(
          'Others',
          "Van Heusen Men's Solid Slim Fit Shirt ({0}, {1})",
          2299,
          SHIRT_COLOURS,
          CLOTHING_SIZES,
        ),
        item(
          'Others',
          "Louis Philippe Men's Checked Formal Shirt ({0}, {1})",
          2499,
          SHIRT_COLOURS,
          CLOTHING_SIZES,
        ),
        item('Zara', "Zara Men's Oxford Cotton Shirt ({0}, {1})", 2990, SHIRT_COLOURS, CLOTHING_SIZES),
        item(
          'H&M',
          "H&M Men's Regular Fit Linen-Blend Shirt ({0}, {1})",
          2299,
          SHIRT_COLOURS,
          CLOTHING_SIZES,
        ),
        item('Burberry', 'Burberry Vintage Check Cotton Poplin Shirt ({0})', 52000, CLOTHING_SIZES),
        item('Others', "Raymond Men's Printed Casual Shirt ({0}, {1})", 1899, SHIRT_COLOURS, CLOTHING_SIZES),
      ],
      about: [
        'The {short} is cut from breathable, pure cotton that stays crisp from the morning meeting to the evening commute.',
        'A tailored fit through the chest and waist, with a classic spread collar that sits well with or without a tie.',
        'Machine washable and easy to iron; colours stay bright wash after wash.',
        'Pair it with chinos for office Fridays or with jeans for a family dinner.',
        'Model is 6 ft and wears size M; please check the size chart before ordering.',
      ],
    },
    pants: {
      noun: 'trousers',
      items: [
        item(
          'Others',
          "Allen Solly Men's Slim Fit Chinos ({0}, Waist {1})",
          2299,
          ['Khaki', 'Navy', 'Olive'],
          WAIST_SIZES,
        ),
        item(
          'H&M',
          "H&M Men's Slim Fit Cotton Chinos ({0}, Waist {1})",
          1999,
          ['Beige', 'Black', 'Dark Blue'],
          WAIST_SIZES,
        ),
        item('Zara', "Zara Women's High-Waist Wide-Leg Trousers ({0})", 3590, CLOTHING_SIZES),
        item('Adidas', "Adidas Men's Tiro 23 League Track Pants ({0})", 3999, CLOTHING_SIZES),
        item('Nike', "Nike Men's Sportswear Club Fleece Joggers ({0})", 3695, CLOTHING_SIZES),
        item('Puma', "Puma Men's Regular Fit Track Pants ({0})", 2499, CLOTHING_SIZES),
        item('Reebok', "Reebok Women's Training Essentials Joggers ({0})", 2799, CLOTHING_SIZES),
        item('Others', "BIBA Women's Cotton Palazzo Pants ({0})", 1299, CLOTHING_SIZES),
      ],
      about: [
        'The {short} has a comfortable mid-rise waist and a tapered leg that looks sharp without feeling tight.',
        'Soft, stretchable fabric moves with you, whether you are at your desk or chasing an auto.',
        'Deep side pockets hold a phone and wallet securely, and the waistband keeps its shape all day.',
        'Easy care: machine wash cold with similar colours and line dry in the shade.',
      ],
    },
    't-shirts': {
      noun: 't-shirt',
      items: [
        item('Nike', "Nike Men's Dri-FIT Running T-Shirt ({0}, {1})", 2295, SHIRT_COLOURS, CLOTHING_SIZES),
        item(
          'Adidas',
          "Adidas Men's Essentials 3-Stripes T-Shirt ({0}, {1})",
          1999,
          SHIRT_COLOURS,
          CLOTHING_SIZES,
        ),
        item(
          'Puma',
          "Puma Men's Graphic Print Regular Fit T-Shirt ({0}, {1})",
          1299,
          SHIRT_COLOURS,
          CLOTHING_SIZES,
        ),
        item('Reebok', "Reebok Men's Training Tech T-Shirt ({0}, {1})", 1799, SHIRT_COLOURS, CLOTHING_SIZES),
        item('H&M', "H&M Women's Regular Fit Cotton T-Shirt, Pack of 2 ({0})", 1299, CLOTHING_SIZES),
        item('Zara', 'Zara Basic Heavy Weight T-Shirt ({0}, {1})', 1590, SHIRT_COLOURS, CLOTHING_SIZES),
        item(
          'Others',
          "U.S. Polo Assn. Men's Solid Polo T-Shirt ({0}, {1})",
          1599,
          SHIRT_COLOURS,
          CLOTHING_SIZES,
        ),
        item('Others', 'The Souled Store Marvel Official Oversized T-Shirt ({0})', 1199, CLOTHING_SIZES),
      ],
      about: [
        'The {short} is made from soft, combed cotton that feels good on the skin even on a humid Mumbai afternoon.',
        'A relaxed crew neck and ribbed collar that holds its shape, with no itchy tags.',
        'Colours are fade-resistant and the print does not crack after washing.',
        'Great for the gym, weekend outings or lounging at home.',
        'Machine wash inside out in cold water; do not bleach.',
      ],
    },
    jeans: {
      noun: 'jeans',
      items: [
        item('Others', "Levi's Men's 511 Slim Fit Jeans ({0}, Waist {1})", 3599, JEANS_WASHES, WAIST_SIZES),
        item(
          'Others',
          "Levi's Women's 721 High Rise Skinny Jeans ({0}, Waist {1})",
          3299,
          JEANS_WASHES,
          WAIST_SIZES,
        ),
        item('Others', "Wrangler Men's Regular Fit Jeans ({0}, Waist {1})", 2799, JEANS_WASHES, WAIST_SIZES),
        item(
          'Others',
          "Pepe Jeans Men's Slim Fit Stretch Jeans ({0}, Waist {1})",
          2999,
          JEANS_WASHES,
          WAIST_SIZES,
        ),
        item('H&M', "H&M Women's Mom Loose Fit Jeans ({0}, Waist {1})", 2299, JEANS_WASHES, WAIST_SIZES),
        item('Zara', "Zara Men's Straight Fit Jeans ({0}, Waist {1})", 3590, JEANS_WASHES, WAIST_SIZES),
        item('Others', "Spykar Men's Super Slim Fit Jeans ({0}, Waist {1})", 2599, JEANS_WASHES, WAIST_SIZES),
        item(
          'Others',
          "Flying Machine Men's Tapered Fit Jeans ({0}, Waist {1})",
          2499,
          JEANS_WASHES,
          WAIST_SIZES,
        ),
      ],
      about: [
        'The {short} is cut from sturdy cotton denim with a touch of stretch for all-day comfort.',
        'Classic five-pocket styling, a zip fly and reinforced stitching at the stress points.',
        'The wash is even and rich, and it softens nicely with every wear.',
        'Pairs with sneakers and a tee for college or with a shirt and loafers for a night out.',
      ],
    },
    dresses: {
      noun: 'dress',
      items: [
        item('Zara', 'Zara Floral Print Midi Dress ({0})', 4290, CLOTHING_SIZES),
        item('H&M', "H&M Women's Smocked Cotton Dress ({0})", 2299, CLOTHING_SIZES),
        item('Versace', 'Versace Medusa Jersey Mini Dress ({0})', 89000, CLOTHING_SIZES),
        item('Others', "W for Woman Women's A-Line Kurta Dress ({0})", 1999, CLOTHING_SIZES),
        item('Others', "BIBA Women's Cotton Anarkali Kurta Dress ({0})", 2999, CLOTHING_SIZES),
        item('Others', "ONLY Women's Bodycon Knee-Length Dress ({0})", 2499, CLOTHING_SIZES),
        item('Others', "Libas Women's Printed Maxi Dress ({0})", 1899, CLOTHING_SIZES),
        item('Others', "Vero Moda Women's Wrap Dress ({0})", 2999, CLOTHING_SIZES),
      ],
      about: [
        'The {short} has a flattering silhouette that flows beautifully and moves with you.',
        'Lightweight, breathable fabric keeps you cool at daytime brunches and summer weddings.',
        'Fully lined, with a concealed zip and adjustable straps for an easy, perfect fit.',
        'Dress it up with heels and jhumkas or down with flats and a denim jacket.',
        'Hand wash recommended to keep the print and colour fresh.',
      ],
    },
  },
  'home & kitchen': {
    cookware: {
      noun: 'cookware',
      items: [
        item('Others', 'Prestige Omega Deluxe Granite Non-Stick Kadai 24cm with Glass Lid', 2295),
        item('Others', 'Hawkins Contura Hard Anodised Pressure Cooker ({0})', 2650, [
          ['2 Litre', 0.85],
          ['3 Litre', 1],
          ['5 Litre', 1.3],
        ]),
        item('Others', 'Prestige Svachh Aluminium Pressure Cooker 5 Litre (Induction Base)', 2795),
        item('Others', 'Pigeon Special Non-Stick Cookware Gift Set (3 Pieces)', 2145),
        item('Others', 'Meyer Trivantage Stainless Steel Tri-Ply Fry Pan 24cm', 3990),
        item('Others', 'Wonderchef Nutri-Pot Ceramic Induction Base Casserole 26cm', 3100),
        item('Others', 'Vinod Platinum Triply Stainless Steel Kadai 3.5 Litre with Lid', 3480),
        item('Others', 'The Indus Valley Pre-Seasoned Cast Iron Dosa Tawa 28cm', 1799),
      ],
      about: [
        'The {short} heats evenly, so dal, sabzi and dosas cook through without hot spots or burning.',
        'Works on gas stoves and induction cooktops alike.',
        'The sturdy, cool-touch handles give a safe grip even when the pan is full.',
        'Easy to clean: a soft sponge and mild dishwash liquid are all it needs.',
        'Free from harmful PFOA and lead, and safe for everyday family cooking.',
      ],
    },
    appliances: {
      noun: 'appliance',
      items: [
        item('LG', 'LG 7 Kg 5 Star Inverter Direct Drive Fully-Automatic Front Load Washing Machine', 45990),
        item('LG', 'LG 242 L 3 Star Frost-Free Smart Inverter Double Door Refrigerator', 33490),
        item('Samsung', 'Samsung 28 L Convection Microwave Oven with Curd Making (MC28A5013AK)', 18990),
        item('Samsung', 'Samsung 1.5 Ton 3 Star Inverter Split AC (Copper, Convertible 5-in-1)', 59990),
        item('Others', 'Philips HL7756/00 750W Mixer Grinder with 3 Jars', 5995),
        item('Others', 'Bajaj Majesty 1603 TSS 16-Litre Oven Toaster Grill', 6190),
        item('Others', 'Kent Supreme RO+UV+UF+TDS Water Purifier 8 Litre', 20500),
        item('Others', 'Havells Instanio 3 Litre Instant Water Geyser', 6100),
      ],
      about: [
        'The {short} is built for Indian homes: it handles voltage fluctuations and heavy daily use without fuss.',
        'Energy-efficient operation keeps your electricity bill in check.',
        'Simple controls that everyone in the family can use from day one.',
        'Free installation and demo by an authorised technician in most cities, on request after delivery.',
        'Comes with a comprehensive manufacturer warranty; the motor or compressor is covered for longer.',
      ],
    },
    furniture: {
      noun: 'furniture',
      items: [
        item('Others', 'Wakefit Orthopaedic Memory Foam Mattress ({0}, 6 inch)', 16999, [
          ['Single Size', 0.7],
          ['Queen Size', 1],
          ['King Size', 1.15],
        ]),
        item('Others', 'Green Soul Monster Ergonomic Office Chair with Lumbar Support', 21999),
        item('Others', 'Nilkamal Freedom Mini Plastic Cabinet with 3 Shelves', 4990),
        item('Others', 'Sleepyhead Sofa Cum Bed 3 Seater (Fabric, {0})', 32999, ['Grey', 'Blue', 'Mustard']),
        item('Others', 'DeckUp Bei Engineered Wood Study Table ({0})', 7999, ['Wenge', 'Walnut']),
        item('Others', 'Home Centre Helios Fabric 2 Seater Sofa', 27999),
        item('Others', 'Solimo Sheesham Wood Coffee Table with Storage', 8999),
        item('Others', 'Cello Novella Plastic Chairs, Set of 4', 6800),
      ],
      about: [
        'The {short} combines a clean, modern design with the sturdiness a busy household needs.',
        'Made from durable materials with a scratch-resistant finish that is easy to wipe clean.',
        'Delivered flat-packed with all hardware and clear instructions; assembly takes under an hour.',
        'Sized for Indian apartments: it fits comfortably in a 1BHK living room or bedroom.',
        'Weight capacity and dimensions are listed in the specifications; please measure your space before ordering.',
      ],
    },
    kitchenware: {
      noun: 'kitchenware',
      items: [
        item('Others', 'Milton Thermosteel Flip Lid Flask ({0})', 1545, [
          ['500 ml', 0.7],
          ['1000 ml', 1],
          ['1500 ml', 1.25],
        ]),
        item('Others', 'Borosil Vision Glass Set of 6 (350 ml)', 700),
        item('Others', 'Cello Checkers Plastic Storage Containers, Set of 18', 1299),
        item('Others', 'Tupperware Classic Lunch Box Set (4 Containers)', 1350),
        item('Others', 'Pigeon Stainless Steel Kitchen Knife Set with Stand (5 Pieces)', 899),
        item('Others', 'Femora Borosilicate Glass Mixing Bowls, Set of 3', 1199),
        item('Others', 'Signoraware Airtight Steel Containers, Set of 3', 999),
        item('Others', 'Solimo Bamboo Chopping Board (Large)', 799),
      ],
      about: [
        'The {short} is a small upgrade that makes daily cooking and packing tiffins noticeably easier.',
        'Food-grade, BPA-free materials that do not hold smells or stains.',
        'Airtight, leak-proof lids keep dal, pickles and snacks fresh for longer.',
        'Dishwasher safe and stackable, so it saves space in crowded kitchen cabinets.',
      ],
    },
    'household items': {
      noun: 'product',
      items: [
        item('Others', 'Scotch-Brite 2-in-1 Flat Floor Mop with Bucket', 2199),
        item('Others', 'Vim Dishwash Liquid Gel Lemon 2 Litre Refill Pack', 399),
        item('Others', 'Surf Excel Matic Front Load Liquid Detergent 2 Litre', 499),
        item('Others', 'Harpic Power Plus Toilet Cleaner 1 Litre (Pack of 3)', 573),
        item('Others', 'Good Knight Gold Flash Liquid Vaporizer Refill (Pack of 4)', 348),
        item('Others', 'Spotzero by Milton Spin Mop with Bucket and 2 Refills', 1999),
        item('Others', 'Odonil Room Freshening Blocks Jasmine (Pack of 4)', 230),
        item('Others', 'Lizol Disinfectant Surface & Floor Cleaner Citrus 2 Litre', 449),
      ],
      about: [
        'The {short} takes the effort out of everyday cleaning and keeps your home fresh.',
        'Trusted by Indian households for years, and tough on grease, germs and stubborn stains.',
        'A value pack that lasts a family of four for weeks.',
        'Store in a cool, dry place away from the reach of children.',
      ],
    },
  },
  books: {
    fiction: {
      noun: 'book',
      items: [
        item('Others', 'The Palace of Illusions by Chitra Banerjee Divakaruni ({0})', 399, BOOK_FORMAT),
        item('Others', 'The God of Small Things by Arundhati Roy ({0})', 499, BOOK_FORMAT),
        item('Others', 'A Suitable Boy by Vikram Seth ({0})', 999, BOOK_FORMAT),
        item('Others', 'The White Tiger by Aravind Adiga ({0})', 399, BOOK_FORMAT),
        item('Others', "Midnight's Children by Salman Rushdie ({0})", 599, BOOK_FORMAT),
        item('Others', 'The Alchemist by Paulo Coelho ({0})', 399, BOOK_FORMAT),
        item('Others', 'Tomb of Sand by Geetanjali Shree ({0})', 699, BOOK_FORMAT),
        item('Others', 'The Immortals of Meluha by Amish Tripathi ({0})', 399, BOOK_FORMAT),
      ],
      about: [
        '{short} is a modern classic that readers return to again and again.',
        'Richly drawn characters and a story that stays with you long after the last page.',
        'This edition is printed on good-quality paper with a clear, comfortable typeface.',
        'A perfect gift for the reader in your family, and a must-have for any bookshelf.',
      ],
    },
    'non-fiction': {
      noun: 'book',
      items: [
        item('Others', 'Atomic Habits by James Clear ({0})', 799, BOOK_FORMAT),
        item('Others', 'Wings of Fire: An Autobiography by A.P.J. Abdul Kalam ({0})', 350, BOOK_FORMAT),
        item('Others', 'Sapiens: A Brief History of Humankind by Yuval Noah Harari ({0})', 599, BOOK_FORMAT),
        item('Others', 'The Psychology of Money by Morgan Housel ({0})', 399, BOOK_FORMAT),
        item('Others', 'Ikigai: The Japanese Secret to a Long and Happy Life ({0})', 499, BOOK_FORMAT),
        item('Others', 'India After Gandhi by Ramachandra Guha ({0})', 999, BOOK_FORMAT),
        item('Others', 'Rich Dad Poor Dad by Robert T. Kiyosaki ({0})', 499, BOOK_FORMAT),
        item('Others', 'The Discovery of India by Jawaharlal Nehru ({0})', 450, BOOK_FORMAT),
      ],
      about: [
        '{short} is one of the most recommended non-fiction titles of recent years.',
        'Clear, engaging writing that turns big ideas into practical lessons you can use.',
        'Ideal for students, professionals and anyone who enjoys learning something new.',
        'Printed on quality paper with a durable binding that survives many re-reads.',
      ],
    },
    "children's books": {
      noun: 'book',
      items: [
        item('Others', 'Panchatantra Stories for Children (Illustrated, {0})', 299, BOOK_FORMAT),
        item('Others', 'Amar Chitra Katha: The Jataka Tales Collection ({0})', 599, BOOK_FORMAT),
        item('Others', 'Tinkle Double Digest No. 12 (Paperback)', 200),
        item('Others', "Harry Potter and the Philosopher's Stone by J.K. Rowling ({0})", 499, BOOK_FORMAT),
        item('Others', "Grandma's Bag of Stories by Sudha Murty ({0})", 250, BOOK_FORMAT),
        item('Others', 'Swami and Friends by R.K. Narayan ({0})', 299, BOOK_FORMAT),
        item('Others', 'The Very Hungry Caterpillar by Eric Carle (Board Book)', 450),
        item('Others', 'Diary of a Wimpy Kid by Jeff Kinney ({0})', 399, BOOK_FORMAT),
      ],
      about: [
        '{short} is a delightful read for children aged 5 to 12, and fun to read aloud at bedtime.',
        'Colourful illustrations and simple language that keep young readers turning the pages.',
        'Stories with gentle morals about kindness, courage and curiosity.',
        'A lovely birthday or return gift that builds a lifelong reading habit.',
      ],
    },
    mystery: {
      noun: 'book',
      items: [
        item('Others', 'The Hound of the Baskervilles by Arthur Conan Doyle ({0})', 199, BOOK_FORMAT),
        item('Others', 'Murder on the Orient Express by Agatha Christie ({0})', 350, BOOK_FORMAT),
        item('Others', 'The Girl with the Dragon Tattoo by Stieg Larsson ({0})', 499, BOOK_FORMAT),
        item('Others', 'Byomkesh Bakshi Stories by Sharadindu Bandyopadhyay ({0})', 399, BOOK_FORMAT),
        item('Others', 'The Silent Patient by Alex Michaelides ({0})', 499, BOOK_FORMAT),
        item('Others', 'Gone Girl by Gillian Flynn ({0})', 450, BOOK_FORMAT),
        item('Others', 'And Then There Were None by Agatha Christie ({0})', 299, BOOK_FORMAT),
        item('Others', 'The Sialkot Saga by Ashwin Sanghi ({0})', 399, BOOK_FORMAT),
      ],
      about: [
        '{short} is a gripping page-turner with twists you will not see coming.',
        'Tight plotting and a clever detective make it impossible to put down.',
        'Perfect for a long train journey or a rainy weekend at home.',
        'A favourite of mystery lovers; this edition has a clean layout and a sturdy binding.',
      ],
    },
    romance: {
      noun: 'book',
      items: [
        item('Others', 'Pride and Prejudice by Jane Austen ({0})', 199, BOOK_FORMAT),
        item('Others', '2 States: The Story of My Marriage by Chetan Bhagat ({0})', 195, BOOK_FORMAT),
        item('Others', 'It Ends with Us by Colleen Hoover ({0})', 499, BOOK_FORMAT),
        item('Others', 'The Notebook by Nicholas Sparks ({0})', 399, BOOK_FORMAT),
        item('Others', 'I Too Had a Love Story by Ravinder Singh ({0})', 175, BOOK_FORMAT),
        item('Others', 'Me Before You by Jojo Moyes ({0})', 499, BOOK_FORMAT),
        item('Others', 'The Fault in Our Stars by John Green ({0})', 399, BOOK_FORMAT),
        item('Others', 'Normal People by Sally Rooney ({0})', 499, BOOK_FORMAT),
      ],
      about: [
        '{short} is a heartfelt love story that will make you laugh, cry and believe in love again.',
        'Warm, witty writing and characters you will root for from the first chapter.',
        'Easy to read in one or two sittings, perfect for a lazy Sunday.',
        'A thoughtful gift for a friend, a partner or yourself.',
      ],
    },
  },
  grocery: {
    vegetables: {
      noun: 'vegetables',
      items: [
        item('Others', 'Fresh Onion ({0})', 60, WEIGHT_KG),
        item('Others', 'Fresh Hybrid Tomato ({0})', 50, WEIGHT_KG),
        item('Others', 'Fresh Potato ({0})', 45, WEIGHT_KG),
        item('Others', 'Fresh Ladies Finger (Bhindi) 500 g', 40),
        item('Others', 'Fresh Cauliflower (1 pc, approx. 500-700 g)', 45),
        item('Others', 'Organic Spinach (Palak) Bunch 250 g', 30),
        item('Others', 'Fresh Green Capsicum 500 g', 60),
        item('Others', 'Fresh Coriander Leaves 100 g', 20),
      ],
      about: [
        '{short} is sourced fresh every morning from farms near your city and delivered within hours.',
        'Hand-picked and sorted for size and quality; produce weight may vary by a few grams.',
        'Store in a cool place or the vegetable tray of your fridge and use within a few days.',
        'Wash thoroughly before cooking.',
      ],
    },
    fruits: {
      noun: 'fruit',
      items: [
        item('Others', 'Fresh Alphonso Mango (Ratnagiri), 1 Dozen', 1200),
        item('Others', 'Robusta Banana, 1 Dozen', 70),
        item('Others', 'Shimla Apple Royal Gala ({0})', 220, WEIGHT_KG),
        item('Others', 'Nagpur Orange ({0})', 120, WEIGHT_KG),
        item('Others', 'Fresh Pomegranate (Anar), 4 pcs', 240),
        item('Others', 'Fresh Papaya (1 pc, 800 g - 1.2 kg)', 70),
        item('Others', 'Green Seedless Grapes 500 g', 110),
        item('Others', 'Kiwi Imported (Pack of 3)', 120),
      ],
      about: [
        '{short} is juicy, naturally sweet and picked at the right ripeness.',
        'Each fruit is checked by hand for freshness, colour and firmness before packing.',
        'Rich in vitamins and fibre, great for breakfast, lunch boxes and evening snacks.',
        'Keep at room temperature to ripen, then refrigerate.',
      ],
    },
    meat: {
      noun: 'meat',
      items: [
        item('Others', 'Licious Chicken Curry Cut (Skinless) 500 g', 229),
        item('Others', 'Licious Goat Curry Cut 500 g', 649),
        item('Others', 'FreshToHome Rohu Fish Curry Cut 500 g', 299),
        item('Others', 'Fresh Chicken Breast Boneless 450 g', 279),
        item('Others', 'FreshToHome Tiger Prawns Medium (Cleaned, Deveined) 250 g', 399),
        item('Others', "Venky's Chicken Seekh Kebab 500 g", 325),
        item('Others', 'Farm Fresh White Eggs (Pack of 30)', 240),
        item('Others', 'Zorabian Chicken Salami 250 g', 190),
      ],
      about: [
        '{short} is antibiotic-residue free, cleaned and cut by experts in a hygienic facility.',
        'Delivered chilled between 0 and 4 °C in a sealed, tamper-proof pack.',
        'Ready to cook: just marinate and add to your curry, biryani or grill.',
        'Refrigerate on arrival and use within two days, or freeze for longer.',
      ],
    },
    dairy: {
      noun: 'product',
      items: [
        item('Others', 'Amul Taaza Toned Milk 1 L', 68),
        item('Others', 'Amul Butter Pasteurised 500 g', 285),
        item('Others', 'Mother Dairy Classic Curd 400 g', 50),
        item('Others', 'Amul Fresh Paneer 200 g', 90),
        item('Others', 'Britannia Cheese Slices 200 g (10 Slices)', 145),
        item('Others', 'Nestle a+ Nourish Dahi 400 g', 60),
        item('Others', 'Amul Pure Ghee 1 L Pouch', 650),
        item('Others', 'Epigamia Greek Yogurt Blueberry 90 g (Pack of 4)', 240),
      ],
      about: [
        '{short} is fresh, wholesome and made from quality milk collected from trusted dairy farms.',
        'A daily essential for chai, breakfast and home-cooked meals.',
        'Delivered chilled; keep refrigerated and consume before the date on the pack.',
        'FSSAI certified and packed hygienically.',
      ],
    },
    bakery: {
      noun: 'bakery item',
      items: [
        item('Others', 'Britannia 100% Whole Wheat Bread 450 g', 55),
        item('Others', 'Harvest Gold White Sandwich Bread 400 g', 45),
        item('Others', 'Britannia Good Day Cashew Cookies 600 g', 150),
        item('Others', 'Monginis Chocolate Truffle Cake 500 g', 550),
        item('Others', 'English Oven Multigrain Bread 400 g', 60),
        item('Others', 'Parle Rusk Elaichi 546 g', 95),
        item('Others', 'Theobroma Chocolate Brownies (Box of 4)', 380),
        item('Others', 'Karachi Bakery Fruit Biscuits 400 g', 240),
      ],
      about: [
        '{short} is baked fresh and packed the same day for soft, delicious taste.',
        'Perfect with morning chai, in school tiffins or as a quick evening snack.',
        'No artificial colours; contains wheat and milk, and may contain traces of nuts.',
        'Store in a cool, dry place and consume before the best-before date.',
      ],
    },
    snacks: {
      noun: 'snack',
      items: [
        item('Others', "Haldiram's Aloo Bhujia 1 kg", 260),
        item('Others', "Lay's India's Magic Masala Potato Chips 130 g (Pack of 3)", 150),
        item('Others', 'Kurkure Masala Munch 90 g (Pack of 4)', 80),
        item('Others', 'Bikaji Bikaneri Bhujia 400 g', 110),
        item('Others', 'Parle Hide & Seek Chocolate Chip Cookies 200 g (Pack of 3)', 120),
        item('Others', 'Cadbury Dairy Milk Silk Chocolate Bar 150 g', 180),
        item('Others', 'Happilo Premium California Almonds 500 g', 699),
        item('Others', 'Too Yumm! Multigrain Chips Tangy Tomato 90 g', 50),
      ],
      about: [
        '{short} is the crunchy, flavourful snack every Indian pantry needs for tea time and movie nights.',
        'Made with quality ingredients and the classic taste you know and love.',
        'Resealable pack keeps it fresh and crisp after opening.',
        'Great for sharing with family and friends or packing for a journey.',
      ],
    },
    beverages: {
      noun: 'drink',
      items: [
        item('Others', 'Tata Tea Gold 500 g', 325),
        item('Others', 'Nescafe Classic Instant Coffee 200 g Jar', 650),
        item('Others', 'Bru Instant Coffee 200 g', 480),
        item('Others', 'Tropicana 100% Orange Juice 1 L', 135),
        item('Others', 'Paper Boat Aamras Mango Drink 1 L', 110),
        item('Others', 'Red Bull Energy Drink 250 ml (Pack of 4)', 500),
        item('Others', 'Coca-Cola Soft Drink 750 ml (Pack of 6)', 240),
        item('Others', 'Cadbury Bournvita Chocolate Health Drink 1 kg', 445),
        item('Others', 'Brooke Bond Red Label Tea 1 kg', 560),
      ],
      about: [
        '{short} gives you the rich, refreshing taste that starts mornings and saves afternoons.',
        'Made from carefully selected ingredients for a consistent flavour in every cup or glass.',
        'Best enjoyed chilled or freshly brewed, as the pack suggests.',
        'Store in a cool, dry place; close tightly after opening.',
      ],
    },
  },
  toys: {
    'action figures': {
      noun: 'figure',
      items: [
        item('Others', 'Hasbro Marvel Legends Series Spider-Man 6-inch Action Figure', 2499),
        item('Others', 'Funskool Avengers Captain America Titan Hero Figure 12-inch', 1299),
        item('Others', 'Mattel WWE John Cena Elite Collection Action Figure', 2199),
        item('Others', 'Bandai Naruto Shippuden Anime Heroes Naruto Uzumaki Figure', 1499),
        item('Others', 'McFarlane DC Multiverse Batman 7-inch Action Figure', 2799),
        item('Others', 'Hasbro Transformers Rise of the Beasts Optimus Prime', 3499),
        item('Others', 'Funko Pop! Marvel Iron Man Vinyl Bobble-Head Figure', 1499),
        item('Others', 'Hasbro Star Wars The Black Series Darth Vader 6-inch Figure', 2999),
      ],
      about: [
        'The {short} is detailed, fully poseable and ready for epic battles or a place on the display shelf.',
        'Multiple points of articulation and accessories recreate favourite scenes from the movies and shows.',
        'Made from child-safe, non-toxic materials; recommended for ages 4 and up.',
        'A must-have for young fans and grown-up collectors alike.',
      ],
    },
    'electronic toys': {
      noun: 'toy',
      items: [
        item('Others', 'Mirana Rechargeable Remote Control 360° Stunt Car', 1999),
        item('Others', 'Zest 4 Toyz Kids Walkie Talkie Set (2 pcs)', 999),
        item('Others', 'Syma X5C Remote Control Quadcopter Drone with HD Camera', 4999),
        item('Others', 'Toyshine Kids Digital Camera with 2-inch Screen', 1499),
        item('Others', 'VTech Kidizoom Smartwatch DX2 for Kids', 4999),
        item('Others', 'Fisher-Price Laugh & Learn Smart Stages Puppy', 3499),
        item('Others', 'Webby Musical Keyboard Piano 37 Keys with Mic', 1599),
        item('Others', 'Hamleys Robo Dog with Sound and Lights', 2299),
      ],
      about: [
        'The {short} brings hours of screen-free fun with lights, sounds and interactive play.',
        'Rechargeable battery with USB charging, so no more hunting for AA cells.',
        'Built tough for little hands and tested for child safety.',
        'Encourages curiosity, coordination and imaginative play; ideal for ages 5 and up.',
      ],
    },
    'building toys': {
      noun: 'set',
      items: [
        item('Others', 'LEGO Classic Medium Creative Brick Box 10696 (484 Pieces)', 2999),
        item('Others', 'LEGO City Police Station 60316 Building Kit', 8999),
        item('Others', 'LEGO Technic Ford Mustang Shelby GT500 42138', 4999),
        item('Others', 'Mega Bloks First Builders Big Building Bag (80 Pieces)', 1899),
        item('Others', 'Intellikit Building Blocks Set (500 Pieces)', 1299),
        item('Others', 'Zephyr Mechanix Metal Construction Set 3', 1199),
        item('Others', 'Magformers Basic Magnetic Tiles Set (30 Pieces)', 4999),
        item('Others', 'LEGO DUPLO Town Big Construction Site 10813', 5999),
      ],
      about: [
        'The {short} lets kids build, break and rebuild their own creations again and again.',
        'Bright, sturdy pieces that click together firmly and are easy for small fingers.',
        'Step-by-step illustrated instructions are included, plus plenty of room for free building.',
        'Develops spatial thinking, patience and problem-solving skills.',
      ],
    },
    'sports toys': {
      noun: 'toy',
      items: [
        item('Others', 'Nivia Kids Rubber Football (Size 3)', 699),
        item('Others', 'Toyshine Adjustable Kids Basketball Hoop Stand', 1999),
        item('Others', 'Cosco Kids Badminton Set with Shuttlecocks', 599),
        item('Others', 'Nerf Elite 2.0 Commander RD-6 Blaster', 1799),
        item('Others', 'Jaspo Kids Cricket Kit with Bat, Ball and Stumps (Size 3)', 1199),
        item('Others', 'Jaspo Hurricane Kids Skateboard 24 inch', 1499),
        item('Others', 'Strauss Kids Bowling Set (6 Pins, 2 Balls)', 649),
        item('Others', 'Smartcraft Frisbee Flying Disc (Pack of 2)', 399),
      ],
      about: [
        'The {short} gets kids off the screen and playing outdoors in the park or the building compound.',
        'Lightweight and sized for children, with soft edges for safe play.',
        'Great for birthday gifts and summer holidays.',
        'Builds fitness, teamwork and hand-eye coordination.',
      ],
    },
    'diy toys': {
      noun: 'kit',
      items: [
        item('Others', 'Smartivity Robotic Mechanical Hand STEM Kit', 1599),
        item('Others', 'Skillmatics Dot It! Art Activity Kit', 999),
        item('Others', 'Butterfly Edufields Solar Power 12-in-1 Science Kit', 1799),
        item('Others', 'DOMS Art Kit 37 Pieces in Gift Box', 599),
        item('Others', 'Play-Doh Kitchen Creations Ultimate Ice Cream Truck', 2999),
        item('Others', 'Einstein Box Science Experiment Kit for Kids 6-8 Years', 1499),
        item('Others', 'Toiing Wooden Birdhouse Painting Kit', 699),
        item('Others', 'Funskool Fundough Ice Cream Set', 499),
      ],
      about: [
        'The {short} turns a rainy afternoon into a hands-on project kids are proud to finish.',
        'Everything needed is in the box, with a colourful, easy-to-follow guide.',
        'Designed by educators to build creativity, fine motor skills and STEM thinking.',
        'Non-toxic materials; adult supervision recommended for younger children.',
      ],
    },
  },
  sports: {
    football: {
      noun: 'football gear',
      items: [
        item('Nike', 'Nike Premier League Strike Football (Size 5)', 2295),
        item('Adidas', 'Adidas Al Rihla Training Football (Size 5)', 1999),
        item('Puma', 'Puma Orbita 6 MS Football (Size 5)', 1299),
        item('Nike', "Nike Mercurial Vapor 15 Club Men's Football Boots ({0})", 5995, SHOE_SIZES),
        item('Adidas', "Adidas Predator Club FxG Men's Football Boots ({0})", 5999, SHOE_SIZES),
        item('Puma', 'Puma Future Play FG/AG Football Shoes ({0})', 5499, SHOE_SIZES),
        item('Others', 'Nivia Shining Star Football (Size 5)', 749),
        item('Others', 'Nivia Ashtang Football Shin Guards', 399),
      ],
      about: [
        'The {short} is built for Indian turf, mud and hard school grounds alike.',
        'Excellent touch and control, with durable stitching that survives season after season.',
        'Trusted by club players and weekend footballers across the country.',
        'Check the size guide before ordering; exchanges are easy if the fit is not right.',
      ],
    },
    basketball: {
      noun: 'basketball gear',
      items: [
        item('Nike', 'Nike Everyday All Court 8P Basketball (Size 7)', 2795),
        item('Adidas', "Adidas Men's Dame Certified Basketball Shoes ({0})", 8999, SHOE_SIZES),
        item('Nike', 'Nike Giannis Immortality 3 Basketball Shoes ({0})', 7495, SHOE_SIZES),
        item('Puma', "Puma Men's Basketball Graphic Shorts ({0})", 1999, CLOTHING_SIZES),
        item('Others', 'Spalding NBA Street Outdoor Basketball (Size 7)', 1999),
        item('Others', 'Cosco Dribble Basketball (Size 7)', 799),
        item('Others', 'Nivia Engraver Basketball (Size 7)', 1099),
        item('Others', 'Vixen Basketball Ring with Net (18 inch)', 899),
      ],
      about: [
        'The {short} offers a confident grip and consistent bounce on indoor wooden courts and outdoor concrete.',
        'Deep channels and a grippy surface give better control on dribbles and shots.',
        'Built to official size and weight specifications for training and matches.',
        'A favourite with school and college teams.',
      ],
    },
    tennis: {
      noun: 'tennis gear',
      items: [
        item('Nike', "Nike Court Vapor Lite 2 Men's Hard Court Tennis Shoes ({0})", 6795, SHOE_SIZES),
        item('Adidas', 'Adidas Courtjam Control Tennis Shoes ({0})', 7999, SHOE_SIZES),
        item('Others', 'Yonex EZONE 100 Tennis Racquet (300 g, Unstrung)', 18999),
        item('Others', 'Wilson Pro Staff 97 v14 Tennis Racquet', 22999),
        item('Others', 'Head Ti.S6 Tennis Racquet (Strung)', 6999),
        item('Others', 'Babolat Pure Drive Tennis Racquet', 19999),
        item('Others', 'Wilson US Open Extra Duty Tennis Balls (Can of 3)', 599),
        item('Others', 'Cosco Cricket Tennis Balls (Pack of 6)', 480),
      ],
      about: [
        'The {short} gives club and competitive players the control, spin and power they want.',
        'Lightweight and well balanced, it reduces arm fatigue during long rallies.',
        'Suitable for hard courts and clay, at the academy or the neighbourhood club.',
        'Genuine product from an authorised distributor, with the manufacturer warranty.',
      ],
    },
    hockey: {
      noun: 'hockey gear',
      items: [
        item('Adidas', 'Adidas Fabela Kromaskin Composite Hockey Stick 36.5"', 19999),
        item('Others', 'Vampire Super Pro Composite Hockey Stick 36.5"', 4999),
        item('Others', 'Grays GX3000 Ultrabow Composite Hockey Stick', 7999),
        item('Others', 'Vixen Field Hockey Balls (Pack of 6)', 480),
        item('Others', 'Kookaburra Team Hockey Shin Guards', 1299),
        item('Others', 'Vampire Hockey Stick Bag with Shoe Pocket', 1499),
        item('Others', 'BDM Mulberry Wood Hockey Stick 36"', 1199),
        item('Others', 'Sanspareils Greenlands Field Hockey Gloves', 899),
      ],
      about: [
        'The {short} is made for India’s national game, on astroturf and grass fields.',
        'Good power on hits with the feel needed for close dribbling.',
        'Trusted by school teams, academies and state-level players.',
        'Durable construction that handles hard tackles and daily practice.',
      ],
    },
    golf: {
      noun: 'golf gear',
      items: [
        item('Nike', "Nike Golf Dri-FIT Victory Men's Polo ({0})", 3295, CLOTHING_SIZES),
        item('Adidas', 'Adidas Tour360 22 Golf Shoes ({0})', 14999, SHOE_SIZES),
        item('Puma', 'Puma Golf Gamer Glove (Left Hand)', 1299),
        item('Others', 'Callaway Supersoft Golf Balls (Pack of 12)', 3500),
        item('Others', 'Titleist Pro V1 Golf Balls (1 Dozen)', 6499),
        item('Others', 'TaylorMade Stealth 2 Driver 10.5°', 49999),
        item('Others', 'Callaway Strata Complete Golf Set (12 Pieces)', 59999),
        item('Others', 'Pro Gear Golf Putting Mat with Auto Ball Return 3 m', 2499),
      ],
      about: [
        'The {short} helps golfers of every level play with more consistency and confidence.',
        'Premium materials and tour-proven design at a sensible price.',
        'Great for practice at the range and weekend rounds at the club.',
        'A thoughtful gift for the golfer in your life.',
      ],
    },
  },
  'health & beauty': {
    makeup: {
      noun: 'product',
      items: [
        item('Others', 'Lakme 9 to 5 Primer + Matte Lipstick 3.6 g ({0})', 650, LIPSTICK_SHADES),
        item('Others', 'Maybelline New York Fit Me Matte + Poreless Foundation 30 ml', 599),
        item('Others', 'MAC Matte Lipstick Ruby Woo 3 g', 2050),
        item('Others', 'Lakme Eyeconic Kajal Black 0.35 g (Pack of 2)', 400),
        item('Others', 'SUGAR Cosmetics Contour De Force Face Palette', 1099),
        item('Others', 'Swiss Beauty Ultra Smooth Makeup Primer 35 g', 399),
        item('Dior', 'Dior Rouge Dior Satin Lipstick 3.5 g ({0})', 4400, LIPSTICK_SHADES),
        item('Chanel', 'Chanel Les Beiges Healthy Glow Foundation 30 ml', 6800),
      ],
      about: [
        'The {short} glides on smoothly and gives rich, long-lasting colour that does not cake or crease.',
        'Suits Indian skin tones, with shades that look natural in daylight and glamorous at night.',
        'Lightweight and transfer-resistant, so it lasts through office hours and wedding functions.',
        'Dermatologically tested and free from parabens.',
      ],
    },
    skincare: {
      noun: 'product',
      items: [
        item('Others', 'Minimalist 10% Niacinamide Face Serum 30 ml', 599),
        item('Others', 'Cetaphil Gentle Skin Cleanser 250 ml', 1199),
        item('Others', 'The Derma Co 1% Hyaluronic Sunscreen Aqua Gel SPF 50 PA++++ 50 g', 499),
        item('Others', 'Himalaya Purifying Neem Face Wash 200 ml', 265),
        item('Others', 'Mamaearth Vitamin C Daily Glow Face Cream 80 g', 399),
        item('Others', 'Neutrogena Hydro Boost Water Gel Moisturiser 50 g', 999),
        item('Others', 'Plum Green Tea Alcohol-Free Toner 200 ml', 445),
        item('Dior', 'Dior Capture Totale Le Serum 50 ml', 15000),
      ],
      about: [
        'The {short} is suitable for all skin types and gentle enough for daily use.',
        'Absorbs quickly without leaving a sticky or greasy feel, even in humid weather.',
        'Helps fade dullness and uneven tone for visibly healthier, glowing skin in a few weeks.',
        'Dermatologically tested, fragrance-free and never tested on animals.',
        'Do a patch test before first use.',
      ],
    },
    'hair care': {
      noun: 'product',
      items: [
        item('Others', "L'Oreal Paris Total Repair 5 Shampoo 650 ml", 710),
        item('Others', 'Dove Hair Fall Rescue Conditioner 335 ml', 340),
        item('Others', 'Parachute Advansed Coconut Hair Oil 600 ml', 290),
        item('Others', 'Mamaearth Onion Hair Oil 250 ml', 449),
        item('Others', 'Indulekha Bringha Ayurvedic Hair Oil 100 ml', 432),
        item('Others', 'Philips BHS397/40 Kerashine Hair Straightener', 2995),
        item('Others', 'WOW Skin Science Apple Cider Vinegar Shampoo 300 ml', 499),
        item('Others', 'Dyson Supersonic Hair Dryer (Iron/Fuchsia)', 41900),
      ],
      about: [
        'The {short} helps reduce hair fall and leaves hair soft, shiny and easy to manage.',
        'Suitable for all hair types, including colour-treated hair.',
        'A light, pleasant fragrance that is not overpowering.',
        'For best results use regularly as part of your weekly hair care routine.',
      ],
    },
    'beauty supplies': {
      noun: 'product',
      items: [
        item('Others', 'Vega Premium Collection Makeup Brush Set (6 pcs)', 1150),
        item('Others', 'Swiss Beauty Makeup Blender Sponge Set (Pack of 4)', 299),
        item('Others', 'Philips BRE245/00 Satinelle Essential Epilator', 3095),
        item('Others', 'Vega Eyelash Curler EC-01', 299),
        item('Others', 'Veet Ready-to-Use Wax Strips for Normal Skin (20 Strips)', 399),
        item('Others', 'Stainless Steel Manicure and Pedicure Kit 12-in-1', 499),
        item('Others', 'Nykaa Nail Polish Remover Wipes (Pack of 30)', 199),
        item('Others', 'Makeup Revolution Conceal & Define Concealer Brush', 650),
      ],
      about: [
        'The {short} makes salon-style grooming easy at home.',
        'Soft, skin-friendly materials that are gentle and easy to clean.',
        'Compact enough for your vanity or travel pouch.',
        'A great add-on gift with makeup and skincare.',
      ],
    },
    'personal care': {
      noun: 'product',
      items: [
        item('Others', 'Dove Cream Beauty Bathing Bar 125 g (Pack of 4)', 284),
        item('Others', 'Colgate Strong Teeth Toothpaste 500 g (Pack of 2)', 260),
        item('Others', 'Gillette Mach3 Razor with 2 Cartridges', 395),
        item('Others', 'Philips OneBlade QP2525 Trimmer & Shaver', 2495),
        item('Others', 'NIVEA Men Fresh Active Deodorant 150 ml (Pack of 2)', 399),
        item('Others', 'Oral-B Cross Action Battery Powered Toothbrush', 899),
        item('Others', 'Whisper Ultra Clean Sanitary Pads XL+ (50 Pads)', 420),
        item('Others', 'Dettol Original Liquid Handwash Refill 1.5 L', 235),
      ],
      about: [
        'The {short} is an everyday essential trusted by millions of Indian families.',
        'Gentle on skin, with a fresh feel that lasts for hours.',
        'Value pack that keeps your bathroom shelf stocked for the month.',
        'Dermatologically tested for daily use.',
      ],
    },
    fragrances: {
      noun: 'fragrance',
      items: [
        item('Chanel', 'Chanel Coco Mademoiselle Eau de Parfum 50 ml', 11700),
        item('Dior', 'Dior Sauvage Eau de Toilette 100 ml', 10800),
        item('Versace', 'Versace Eros Eau de Toilette for Men 100 ml', 7700),
        item('Gucci', 'Gucci Bloom Eau de Parfum for Women 50 ml', 9500),
        item('Prada', 'Prada Luna Rossa Carbon Eau de Toilette 100 ml', 10500),
        item('Burberry', 'Burberry Her Eau de Parfum 50 ml', 8400),
        item('Others', 'Fogg Scent Xpressio Perfume for Men 100 ml', 550),
        item('Others', 'Bella Vita Organic CEO Man Eau de Parfum 100 ml', 849),
        item('Others', 'Engage Woman Perfume Spray 120 ml', 325),
      ],
      about: [
        'The {short} opens fresh and bright, then settles into a warm, sophisticated base that lasts for hours.',
        'Long-lasting projection that gets noticed at office, dates and festive evenings.',
        'An elegant bottle that looks beautiful on the dresser and makes a perfect gift.',
        '100% genuine, sourced from authorised distributors and sealed in original packaging.',
      ],
    },
    'Health Care': {
      noun: 'product',
      items: [
        item('Others', 'Omron HEM-7120 Fully Automatic Digital Blood Pressure Monitor', 3620),
        item('Others', 'Dr Trust Fingertip Pulse Oximeter with OLED Display', 2499),
        item('Others', 'Accu-Chek Active Glucometer Kit with 10 Strips', 1549),
        item('Others', 'Himalaya Liv.52 DS Tablets (60 Tablets)', 210),
        item('Others', 'Dabur Chyawanprash 1 kg', 405),
        item('Others', 'HealthKart HK Vitals Multivitamin for Men (60 Tablets)', 799),
        item('Others', 'Dr. Morepen Digital Thermometer MT-101', 299),
        item('Others', 'Hansaplast Washproof Bandages (Pack of 100)', 240),
      ],
      about: [
        'The {short} helps you keep track of your family’s health at home, accurately and easily.',
        'Clinically validated and simple to use, with clear readings even for elderly parents.',
        'A trusted brand recommended by doctors and pharmacists across India.',
        'Read the instructions before use; consult a doctor for medical advice.',
      ],
    },
  },
  fashion: {
    shoes: {
      noun: 'shoes',
      items: [
        item('Nike', "Nike Air Max SC Men's Sneakers ({0}, {1})", 7495, SHOE_COLOURS, SHOE_SIZES),
        item('Nike', "Nike Revolution 7 Men's Running Shoes ({0}, {1})", 3995, SHOE_COLOURS, SHOE_SIZES),
        item('Adidas', 'Adidas Ultraboost Light Running Shoes ({0}, {1})', 18999, SHOE_COLOURS, SHOE_SIZES),
        item('Adidas', 'Adidas Grand Court 2.0 Sneakers ({0}, {1})', 5999, SHOE_COLOURS, SHOE_SIZES),
        item('Puma', 'Puma Softride Pro Running Shoes ({0}, {1})', 5999, SHOE_COLOURS, SHOE_SIZES),
        item('Reebok', 'Reebok Classic Leather Sneakers ({0}, {1})', 7999, SHOE_COLOURS, SHOE_SIZES),
        item('Vans', 'Vans Old Skool Unisex Sneakers (Black/White, {0})', 5999, SHOE_SIZES),
        item('Vans', 'Vans Authentic Canvas Sneakers ({0}, {1})', 4999, SHOE_COLOURS, SHOE_SIZES),
        item('Gucci', "Gucci Ace Men's Leather Sneakers ({0})", 72000, SHOE_SIZES),
        item('Others', "Bata Men's Formal Leather Oxford Shoes (Black, {0})", 2499, SHOE_SIZES),
      ],
      about: [
        'The {short} has a cushioned footbed that keeps you comfortable from the morning walk to the evening out.',
        'A breathable upper and a grippy, durable outsole that handles city streets and monsoon puddles.',
        'Lightweight construction that does not tire your feet on long days.',
        'True to size; if you are between sizes, choose the larger one.',
      ],
    },
    accessories: {
      noun: 'accessory',
      items: [
        item('Gucci', 'Gucci GG Marmont Small Matelassé Shoulder Bag', 210000),
        item('Prada', 'Prada Re-Edition 2005 Re-Nylon Shoulder Bag', 150000),
        item('Burberry', 'Burberry Vintage Check Cashmere Scarf', 48000),
        item('Rolex', 'Rolex Oyster Perpetual 41 Automatic Watch (Oystersteel)', 650000),
        item('Puma', 'Puma Phase Backpack 22 L ({0})', 1999, ['Black', 'Navy', 'Grey']),
        item('Adidas', 'Adidas Linear Duffel Bag Medium ({0})', 2999, ['Black', 'Navy']),
        item('Others', 'Ray-Ban RB3025 Aviator Classic Sunglasses', 9290),
        item('Others', "Titan Neo Analog Blue Dial Men's Watch", 4995),
        item('Others', "Fastrack Analog Black Dial Men's Watch", 1995),
        item('Others', "Lavie Women's Tote Handbag ({0})", 3999, ['Tan', 'Black', 'Wine']),
      ],
      about: [
        'The {short} is the finishing touch that lifts everyday outfits and festive looks alike.',
        'Crafted from premium materials with neat stitching and sturdy hardware.',
        'Thoughtfully designed to be practical as well as stylish.',
        'Arrives in branded packaging, ready to gift.',
      ],
    },
    jewelry: {
      noun: 'jewellery',
      items: [
        item('Others', 'Tanishq 22KT Yellow Gold Jhumka Earrings', 45000),
        item('Others', 'GIVA 925 Sterling Silver Rose Gold Heart Pendant with Chain', 2999),
        item('Others', 'Zaveri Pearls Gold-Plated Kundan Choker Necklace Set', 1499),
        item('Others', 'Sukkhi Gold-Plated Traditional Bangles (Set of 4)', 999),
        item('Others', 'Voylla Oxidised Silver Jhumka Earrings', 699),
        item('Others', 'CaratLane 18KT Gold Diamond Stud Earrings', 28000),
        item('Versace', 'Versace Medusa Chain Bracelet', 38000),
        item('Dior', 'Dior Tribales Earrings', 42000),
      ],
      about: [
        'The {short} is crafted with fine detail and a finish that catches the light beautifully.',
        'Perfect for weddings, festivals and special occasions, and elegant enough for everyday wear.',
        'Skin-friendly and nickel-free; comes with a certificate of authenticity where applicable.',
        'Packed in a premium jewellery box, ready to gift.',
      ],
    },
  },
  others: {
    [OTHERS_SUBCATEGORY]: {
      noun: 'product',
      items: [
        item('Others', 'Classmate Notebook Single Line 172 Pages (Pack of 6)', 360),
        item('Others', 'Parker Vector Standard Roller Ball Pen (Blue Ink)', 400),
        item('Others', 'Pedigree Adult Dry Dog Food Chicken & Vegetables 3 kg', 890),
        item('Others', 'Whiskas Adult Wet Cat Food Tuna in Jelly 85 g (Pack of 12)', 540),
        item('Others', 'Duracell Rechargeable AA 2500 mAh Batteries (Pack of 4)', 995),
        item('Others', 'Safari Pentagon 65 cm Medium Check-in Trolley Bag', 7500),
        item('Others', 'Ugaoo Money Plant with Self-Watering Pot', 499),
        item('Others', 'Philips 9W LED Bulb B22 Cool Day Light (Pack of 4)', 560),
        item('Others', 'Camlin Kokuyo Oil Pastels 50 Shades', 220),
      ],
      about: [
        'The {short} is a handy everyday buy that you will be glad to have around.',
        'Good quality at a fair price, from a brand Indian families have trusted for years.',
        'Packed securely so it reaches you in perfect condition.',
        'Easy returns within 7 days if anything is not right.',
      ],
    },
  },
};

/** Closing sentences per category, added to some descriptions so a few run well past the 250-character cut. */
export const categoryNotes: Readonly<Record<Category, readonly string[]>> = {
  electronics: [
    'Sold with a GST invoice and covered by the {brand} manufacturer warranty; 7-day replacement for defects.',
    'No-cost EMI available on leading credit cards, and exchange offers apply at checkout.',
  ],
  clothing: [
    'Easy 15-day returns and free size exchange if the fit is not right.',
    'Colours may vary slightly from the photos because of screen settings.',
  ],
  'home & kitchen': [
    'Backed by the manufacturer warranty against defects; keep the invoice for service requests.',
    'Ships securely packed to avoid damage in transit; open-box delivery is available in select cities.',
  ],
  books: [
    'Printed in India. Condition: brand new, shipped in protective packaging.',
    'Language: English. Returnable within 7 days only if the copy is damaged or misprinted.',
  ],
  grocery: [
    'Delivered in hygienic packaging. Fresh produce is non-returnable, but we replace anything that arrives damaged.',
    'Country of origin: India. Shelf life and storage instructions are printed on the pack.',
  ],
  toys: [
    'BIS certified and tested to Indian toy safety standards.',
    'Batteries, where needed, are included unless stated otherwise.',
  ],
  sports: [
    'Genuine product sourced directly from the brand or its authorised distributor.',
    'Free replacement within 10 days for any manufacturing defect.',
  ],
  'health & beauty': [
    'Check the ingredient list for allergies before use. Not returnable once opened, for hygiene reasons.',
    'Original product with at least 12 months of shelf life remaining at dispatch.',
  ],
  fashion: [
    'Comes with original tags and brand packaging; 15-day easy returns.',
    'Authenticity guaranteed: sourced from the brand or its authorised retailers.',
  ],
  others: [
    'Delivered within 3–5 working days across most Indian pin codes.',
    'Cash on Delivery available on orders in most cities.',
  ],
};
