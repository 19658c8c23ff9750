/**
 * The raw material of the generated catalogue: categories, product styles, fictional brands
 * (each tied to its country), sizes and seasonal releases. Every name here is invented.
 */
export type ProductType =
  | 'red'
  | 'white'
  | 'rose'
  | 'sparkling'
  | 'dessert'
  | 'whiskey'
  | 'bourbon'
  | 'scotch'
  | 'vodka'
  | 'gin'
  | 'rum'
  | 'tequila'
  | 'brandy'
  | 'liqueur';

export interface TypeSpec {
  type: ProductType;
  family: 'wine' | 'spirits';
  category: { title: string; slug: string };
  /** Listed products of this type. */
  count: number;
  styles: string[];
  /** Fictional brands with their country and, optionally, the only styles they make. */
  brands: Array<[brand: string, country: string, styles?: string[]]>;
  descriptors: string[];
  /** Chance that a title carries a vintage year (wines) or an age statement is already in the style. */
  vintageChance: number;
  /** Price range of the 750ml (or standard) bottle. */
  price: [number, number];
  sizes: string[];
  abv: [number, number];
  nose: string[];
  palate: string[];
  pairing: string[];
}

export const PARENT_CATEGORIES = [
  { family: 'wine', title: 'Wine', slug: 'wine' },
  { family: 'spirits', title: 'Spirits', slug: 'spirits' },
] as const;

/** Size terms in display order; variations are sorted by this order. */
export const SIZES = ['50ml', '375ml', '500ml', '750ml', '1L', '1.5L', '1.75L'] as const;

/** Price factor of a size relative to the 750ml bottle. */
export const SIZE_PRICE_FACTOR: Record<string, number> = {
  '50ml': 0.12,
  '375ml': 0.56,
  '500ml': 0.72,
  '750ml': 1,
  '1L': 1.28,
  '1.5L': 1.92,
  '1.75L': 2.1,
};

export const SIZE_WEIGHT: Record<string, string> = {
  '50ml': '0.1 kg',
  '375ml': '0.7 kg',
  '500ml': '0.9 kg',
  '750ml': '1.3 kg',
  '1L': '1.6 kg',
  '1.5L': '2.5 kg',
  '1.75L': '2.8 kg',
};

export const SEASONS = [
  'Holiday Release',
  'Summer Seasonal',
  'Harvest Special',
  'Spring Release',
  'Limited Edition',
  "Collector's Reserve",
] as const;

const WINE_SIZES = ['375ml', '750ml', '1.5L'];
const SPIRIT_SIZES = ['50ml', '375ml', '750ml', '1L', '1.75L'];

export const TYPE_SPECS: TypeSpec[] = [
  {
    type: 'red',
    family: 'wine',
    category: { title: 'Red Wine', slug: 'red-wine' },
    count: 22,
    styles: [
      'Cabernet Sauvignon',
      'Merlot',
      'Pinot Noir',
      'Syrah',
      'Zinfandel',
      'Malbec',
      'Tempranillo',
      'Sangiovese',
      'Grenache',
      'Red Blend',
      'Nebbiolo',
      'Petite Sirah',
    ],
    brands: [
      ['Moonridge Estate', 'USA'],
      ['Hollow Oak Vineyards', 'USA'],
      ['Château Bellerive', 'France'],
      ['Villa Sorrento', 'Italy'],
      ['Bodega Luz del Valle', 'Spain'],
      ['Bodega Los Cóndores', 'Argentina'],
      ['Southern Cross Ridge', 'Australia'],
      ['Viña Cordillera Azul', 'Chile'],
    ],
    descriptors: ['', 'Reserve', 'Old Vine', 'Estate', 'Single Vineyard', 'Barrel Select', 'Hillside'],
    vintageChance: 0.9,
    price: [13, 95],
    sizes: WINE_SIZES,
    abv: [13, 15.5],
    nose: ['black cherry', 'cassis', 'violet', 'cedar', 'tobacco leaf', 'ripe plum', 'clove', 'red currant'],
    palate: ['velvety tannins', 'dark chocolate', 'blackberry compote', 'savoury herbs', 'bright acidity', 'toasted oak'],
    pairing: ['grilled ribeye', 'lamb chops', 'mushroom risotto', 'aged cheddar', 'wood-fired pizza'],
  },
  {
    type: 'white',
    family: 'wine',
    category: { title: 'White Wine', slug: 'white-wine' },
    count: 18,
    styles: [
      'Chardonnay',
      'Sauvignon Blanc',
      'Pinot Grigio',
      'Riesling',
      'Chenin Blanc',
      'Viognier',
      'Albariño',
      'Grüner Veltliner',
      'Vermentino',
    ],
    brands: [
      ['Copper Fern Winery', 'USA'],
      ['Sierra Alta Cellars', 'USA'],
      ['Domaine des Trois Chênes', 'France'],
      ['Kestrel Bay', 'New Zealand'],
      ['Weingut Sonnenhang', 'Germany'],
      ['Tenuta Colle Verde', 'Italy'],
      ['Cape Fynbos Estate', 'South Africa'],
    ],
    descriptors: ['', 'Reserve', 'Estate', 'Coastal', 'Unoaked', 'Cool Climate'],
    vintageChance: 0.9,
    price: [11, 60],
    sizes: WINE_SIZES,
    abv: [11.5, 14],
    nose: ['green apple', 'lemon zest', 'white peach', 'jasmine', 'passion fruit', 'wet stone', 'honeysuckle'],
    palate: ['crisp acidity', 'creamy texture', 'citrus pith', 'saline minerality', 'ripe pear', 'toasted brioche'],
    pairing: ['oysters', 'roast chicken', 'goat cheese salad', 'grilled halibut', 'Thai green curry'],
  },
  {
    type: 'rose',
    family: 'wine',
    category: { title: 'Rosé Wine', slug: 'rose-wine' },
    count: 14,
    styles: ['Provence Rosé', 'Rosé of Pinot Noir', 'Grenache Rosé', 'Rosado', 'Rosato', 'Dry Rosé'],
    brands: [
      ['Maison Lavandière', 'France', ['Provence Rosé', 'Dry Rosé']],
      ['Moonridge Estate', 'USA', ['Rosé of Pinot Noir', 'Grenache Rosé', 'Dry Rosé']],
      ['Bodega Luz del Valle', 'Spain', ['Rosado']],
      ['Villa Sorrento', 'Italy', ['Rosato']],
    ],
    descriptors: ['', 'Estate', 'Coastal', 'Summer'],
    vintageChance: 0.85,
    price: [12, 38],
    sizes: WINE_SIZES,
    abv: [11.5, 13.5],
    nose: ['wild strawberry', 'watermelon', 'rose petal', 'pink grapefruit', 'red currant'],
    palate: ['bone-dry finish', 'juicy red berries', 'lively acidity', 'a hint of herbs'],
    pairing: ['salade niçoise', 'grilled shrimp', 'charcuterie', 'watermelon feta salad'],
  },
  {
    type: 'sparkling',
    family: 'wine',
    category: { title: 'Sparkling Wine', slug: 'sparkling-wine' },
    count: 16,
    styles: ['Brut Champagne', 'Blanc de Blancs', 'Prosecco', 'Cava Brut', 'Crémant de Loire', 'Brut Rosé', 'Brut Sparkling', 'Lambrusco'],
    brands: [
      ['Maison Lavandière', 'France', ['Brut Champagne', 'Blanc de Blancs', 'Brut Rosé']],
      ['Domaine des Trois Chênes', 'France', ['Crémant de Loire', 'Blanc de Blancs']],
      ['Tenuta Colle Verde', 'Italy', ['Prosecco', 'Lambrusco']],
      ['Bodega Luz del Valle', 'Spain', ['Cava Brut']],
      ['Sierra Alta Cellars', 'USA', ['Brut Sparkling', 'Blanc de Blancs', 'Brut Rosé']],
    ],
    descriptors: ['', 'Grand Cuvée', 'Reserve', 'Extra Dry', 'Vintage'],
    vintageChance: 0.35,
    price: [14, 140],
    sizes: WINE_SIZES,
    abv: [11, 12.5],
    nose: ['brioche', 'green apple', 'lemon curd', 'white flowers', 'toasted almond'],
    palate: ['fine persistent bubbles', 'crisp citrus', 'creamy mousse', 'chalky minerality'],
    pairing: ['fried chicken', 'caviar', 'sushi', 'popcorn', 'fresh berries'],
  },
  {
    type: 'dessert',
    family: 'wine',
    category: { title: 'Dessert Wine', slug: 'dessert-wine' },
    count: 12,
    styles: [
      'Late Harvest Riesling',
      'Tawny Port 10 Year',
      'Ruby Port',
      'Sauternes',
      'Ice Wine',
      "Moscato d'Asti",
      'Tokaji Aszú',
      'Pedro Ximénez Sherry',
    ],
    brands: [
      ['Quinta do Rio Claro', 'Portugal', ['Tawny Port 10 Year', 'Ruby Port']],
      ['Château Bellerive', 'France', ['Sauternes']],
      ['Frostvale Estate', 'Canada', ['Ice Wine']],
      ['Tokaj Aranyhegy', 'Hungary', ['Tokaji Aszú']],
      ['Weingut Sonnenhang', 'Germany', ['Late Harvest Riesling']],
      ['Tenuta Colle Verde', 'Italy', ["Moscato d'Asti"]],
      ['Bodega Luz del Valle', 'Spain', ['Pedro Ximénez Sherry']],
    ],
    descriptors: ['', 'Reserve', 'Special Selection'],
    vintageChance: 0.5,
    price: [18, 85],
    sizes: ['375ml', '500ml', '750ml'],
    abv: [8, 20],
    nose: ['dried apricot', 'honey', 'candied orange', 'fig', 'toffee', 'marmalade'],
    palate: ['luscious sweetness', 'balancing acidity', 'caramel', 'baked fruit', 'long nutty finish'],
    pairing: ['blue cheese', 'crème brûlée', 'dark chocolate', 'foie gras', 'pecan pie'],
  },
  {
    type: 'whiskey',
    family: 'spirits',
    category: { title: 'Whiskey', slug: 'whiskey' },
    count: 15,
    styles: ['Irish Whiskey', 'Rye Whiskey', 'Tennessee Whiskey', 'Japanese Whisky', 'Canadian Whisky', 'Single Pot Still Whiskey'],
    brands: [
      ['Glenmara Irish Distillers', 'Ireland', ['Irish Whiskey', 'Single Pot Still Whiskey']],
      ['Iron Kettle Distilling', 'USA', ['Rye Whiskey', 'Tennessee Whiskey']],
      ['Kaze no Mori', 'Japan', ['Japanese Whisky']],
      ['Northern Pines Distillery', 'Canada', ['Canadian Whisky', 'Rye Whiskey']],
    ],
    descriptors: ['', 'Small Batch', 'Cask Finish', 'Double Oak', 'Reserve'],
    vintageChance: 0,
    price: [24, 120],
    sizes: SPIRIT_SIZES,
    abv: [40, 50],
    nose: ['honeyed malt', 'vanilla', 'baking spice', 'orchard fruit', 'toasted oak'],
    palate: ['smooth caramel', 'peppery rye spice', 'dried fruit', 'butterscotch', 'gentle smoke'],
    pairing: ['neat with a drop of water', 'an Old Fashioned', 'smoked brisket', 'dark chocolate'],
  },
  {
    type: 'bourbon',
    family: 'spirits',
    category: { title: 'Bourbon', slug: 'bourbon' },
    count: 15,
    styles: [
      'Kentucky Straight Bourbon',
      'Small Batch Bourbon',
      'Single Barrel Bourbon',
      'Bottled-in-Bond Bourbon',
      'Wheated Bourbon',
      'Cask Strength Bourbon',
    ],
    brands: [
      ['Old Harrow Distillery', 'USA'],
      ['Bluegrass Barrel Co.', 'USA'],
      ['Copper Still Bourbon', 'USA'],
    ],
    descriptors: ['', '8 Year', '10 Year', 'Reserve', 'Private Select'],
    vintageChance: 0,
    price: [26, 140],
    sizes: SPIRIT_SIZES,
    abv: [45, 62],
    nose: ['caramel corn', 'vanilla bean', 'charred oak', 'cherry', 'cinnamon'],
    palate: ['brown sugar', 'toffee', 'warm baking spice', 'roasted nuts', 'a long oaky finish'],
    pairing: ['a Manhattan', 'barbecue ribs', 'pecan pie', 'one large ice cube'],
  },
  {
    type: 'scotch',
    family: 'spirits',
    category: { title: 'Scotch', slug: 'scotch' },
    count: 15,
    styles: [
      'Single Malt 12 Year',
      'Single Malt 18 Year',
      'Blended Scotch',
      'Islay Single Malt',
      'Speyside Single Malt',
      'Highland Single Malt',
      'Sherry Cask 15 Year',
    ],
    brands: [
      ['Glen Corrach', 'Scotland'],
      ['Isle of Marran', 'Scotland'],
      ['Ben Lorne', 'Scotland'],
    ],
    descriptors: ['', 'Cask Strength', 'Double Wood', 'Peated', 'Limited Cask'],
    vintageChance: 0,
    price: [32, 220],
    sizes: ['50ml', '375ml', '750ml', '1L'],
    abv: [40, 58],
    nose: ['peat smoke', 'heather honey', 'sea spray', 'sherried raisins', 'orange peel'],
    palate: ['rich malt', 'iodine and smoke', 'Christmas cake', 'gentle spice', 'a warming finish'],
    pairing: ['smoked salmon', 'haggis', 'aged gouda', 'a splash of spring water'],
  },
  {
    type: 'vodka',
    family: 'spirits',
    category: { title: 'Vodka', slug: 'vodka' },
    count: 14,
    styles: ['Premium Vodka', 'Citrus Vodka', 'Wheat Vodka', 'Potato Vodka', 'Vanilla Vodka', 'Small Batch Vodka'],
    brands: [
      ['Silver Birch', 'Sweden'],
      ['Królewska', 'Poland'],
      ['Blanc Hiver', 'France'],
      ['Prairie Frost', 'USA'],
    ],
    descriptors: ['', 'Original', 'Platinum', 'Reserve'],
    vintageChance: 0,
    price: [16, 55],
    sizes: SPIRIT_SIZES,
    abv: [37.5, 40],
    nose: ['clean grain', 'white pepper', 'citrus oil', 'fresh bread'],
    palate: ['silky texture', 'crisp clean finish', 'subtle sweetness', 'a hint of anise'],
    pairing: ['a Moscow Mule', 'caviar blinis', 'ice-cold shots', 'a classic martini'],
  },
  {
    type: 'gin',
    family: 'spirits',
    category: { title: 'Gin', slug: 'gin' },
    count: 14,
    styles: ['London Dry Gin', 'Navy Strength Gin', 'Old Tom Gin', 'Botanical Gin', 'Pink Gin', 'Barrel-Aged Gin'],
    brands: [
      ['Northgate Gin', 'England'],
      ['Juniper & Fog', 'USA'],
      ['Bosque Verde', 'Spain'],
      ['Thistle Street', 'Scotland'],
    ],
    descriptors: ['', 'Small Batch', 'Garden', 'Coastal'],
    vintageChance: 0,
    price: [22, 60],
    sizes: ['50ml', '375ml', '750ml', '1L'],
    abv: [40, 57],
    nose: ['juniper', 'coriander seed', 'lemon peel', 'angelica', 'rose'],
    palate: ['piney juniper', 'bright citrus', 'floral botanicals', 'a dry peppery finish'],
    pairing: ['a gin and tonic', 'a Negroni', 'cucumber sandwiches', 'a dry martini'],
  },
  {
    type: 'rum',
    family: 'spirits',
    category: { title: 'Rum', slug: 'rum' },
    count: 14,
    styles: ['White Rum', 'Gold Rum', 'Dark Rum', 'Spiced Rum', 'Aged Rum 8 Year', 'Overproof Rum'],
    brands: [
      ['Blackreef Rum', 'Jamaica'],
      ['Coral Harbour', 'Barbados'],
      ['Casa Caña', 'Puerto Rico'],
      ['Volcán Dorado', 'Guatemala'],
    ],
    descriptors: ['', 'Reserve', 'Solera', 'Navy Cut'],
    vintageChance: 0,
    price: [18, 90],
    sizes: SPIRIT_SIZES,
    abv: [37.5, 63],
    nose: ['molasses', 'banana', 'vanilla', 'tropical fruit', 'nutmeg'],
    palate: ['brown sugar', 'toasted coconut', 'baking spice', 'dried pineapple', 'oak'],
    pairing: ['a daiquiri', 'jerk chicken', 'a Mai Tai', 'grilled pineapple'],
  },
  {
    type: 'tequila',
    family: 'spirits',
    category: { title: 'Tequila', slug: 'tequila' },
    count: 15,
    styles: ['Blanco Tequila', 'Reposado Tequila', 'Añejo Tequila', 'Extra Añejo Tequila', 'Cristalino Tequila', 'Mezcal Joven'],
    brands: [
      ['Agave Luna', 'Mexico'],
      ['Tierra Roja', 'Mexico'],
      ['Casa Solano', 'Mexico'],
    ],
    descriptors: ['', 'Highlands', 'Lowlands', 'Single Estate', 'Reserva'],
    vintageChance: 0,
    price: [28, 160],
    sizes: ['50ml', '375ml', '750ml', '1L', '1.75L'],
    abv: [38, 46],
    nose: ['cooked agave', 'black pepper', 'lime zest', 'wet earth', 'vanilla'],
    palate: ['sweet agave', 'citrus and herbs', 'caramel', 'light smoke', 'a peppery finish'],
    pairing: ['a Paloma', 'fish tacos', 'a margarita', 'orange slices with chili salt'],
  },
  {
    type: 'brandy',
    family: 'spirits',
    category: { title: 'Brandy', slug: 'brandy' },
    count: 14,
    styles: ['VS Cognac', 'VSOP Cognac', 'XO Cognac', 'Armagnac', 'Calvados', 'Pisco', 'California Brandy', 'Apple Brandy', 'Pear Brandy'],
    brands: [
      ['Maison Dorval', 'France', ['VS Cognac', 'VSOP Cognac', 'XO Cognac']],
      ["Domaine d'Aurignac", 'France', ['Armagnac', 'Calvados']],
      ['Pisco Nazca', 'Peru', ['Pisco']],
      ['Golden Hills Brandy', 'USA', ['California Brandy', 'Apple Brandy', 'Pear Brandy']],
    ],
    descriptors: ['', 'Fine', 'Grande Réserve', 'Family Reserve', 'Cask Select', 'Aged 8 Years'],
    vintageChance: 0,
    price: [30, 210],
    sizes: ['375ml', '750ml', '1L'],
    abv: [40, 42],
    nose: ['dried apricot', 'vanilla', 'candied orange', 'leather', 'baked apple'],
    palate: ['rich dried fruit', 'toffee', 'gentle oak', 'warm spice', 'a silky finish'],
    pairing: ['a Sidecar', 'roquefort', 'a cigar', 'chocolate truffles'],
  },
  {
    type: 'liqueur',
    family: 'spirits',
    category: { title: 'Liqueur', slug: 'liqueur' },
    count: 14,
    styles: [
      'Coffee Liqueur',
      'Orange Liqueur',
      'Amaretto',
      'Hazelnut Liqueur',
      'Irish Cream',
      'Elderflower Liqueur',
      'Herbal Liqueur',
      'Limoncello',
    ],
    brands: [
      ['Velluto', 'Italy', ['Amaretto', 'Hazelnut Liqueur', 'Limoncello', 'Herbal Liqueur']],
      ['Maison Orangerie', 'France', ['Orange Liqueur', 'Elderflower Liqueur']],
      ['Dublin Dairy Cream', 'Ireland', ['Irish Cream']],
      ['Café Montaña', 'Mexico', ['Coffee Liqueur']],
      ['Bellflower', 'USA', ['Elderflower Liqueur', 'Coffee Liqueur', 'Herbal Liqueur']],
    ],
    descriptors: ['', 'Original', 'Reserve', 'Artisan'],
    vintageChance: 0,
    price: [16, 48],
    sizes: ['50ml', '375ml', '750ml', '1L'],
    abv: [15, 40],
    nose: ['roasted coffee', 'orange blossom', 'marzipan', 'toasted hazelnut', 'lemon peel'],
    palate: ['velvety sweetness', 'bright citrus', 'creamy vanilla', 'bittersweet herbs'],
    pairing: ['an espresso martini', 'tiramisu', 'a spritz', 'vanilla ice cream'],
  },
];

/** Countries in filter order (the brands above use only these). */
export const COUNTRIES = [
  'USA',
  'France',
  'Italy',
  'Spain',
  'Portugal',
  'Germany',
  'Argentina',
  'Chile',
  'Australia',
  'New Zealand',
  'South Africa',
  'Canada',
  'Hungary',
  'Scotland',
  'Ireland',
  'England',
  'Japan',
  'Mexico',
  'Jamaica',
  'Barbados',
  'Puerto Rico',
  'Guatemala',
  'Sweden',
  'Poland',
  'Peru',
];

export const REGIONS: Record<string, string[]> = {
  USA: [
    'Napa Valley, California',
    'Sonoma County, California',
    'Lodi, California',
    'Willamette Valley, Oregon',
    'Kentucky',
    'Tennessee',
    'Sacramento Valley, California',
  ],
  France: ['Bordeaux', 'Burgundy', 'Provence', 'Champagne', 'Loire Valley', 'Cognac', 'Gascony', 'Normandy'],
  Italy: ['Tuscany', 'Piedmont', 'Veneto', 'Sicily', 'Amalfi Coast'],
  Spain: ['Rioja', 'Ribera del Duero', 'Rías Baixas', 'Penedès', 'Jerez'],
  Portugal: ['Douro Valley', 'Porto'],
  Germany: ['Mosel', 'Rheingau', 'Pfalz'],
  Argentina: ['Mendoza', 'Salta'],
  Chile: ['Maipo Valley', 'Colchagua Valley'],
  Australia: ['Barossa Valley', 'McLaren Vale'],
  'New Zealand': ['Marlborough', 'Central Otago'],
  'South Africa': ['Stellenbosch', 'Swartland'],
  Canada: ['Niagara Peninsula', 'Okanagan Valley', 'Alberta'],
  Hungary: ['Tokaj'],
  Scotland: ['Speyside', 'Islay', 'Highlands', 'Edinburgh'],
  Ireland: ['County Cork', 'Dublin'],
  England: ['London'],
  Japan: ['Yamanashi', 'Hokkaido'],
  Mexico: ['Jalisco Highlands', 'Jalisco Lowlands', 'Oaxaca', 'Veracruz'],
  Jamaica: ['Trelawny'],
  Barbados: ['St. Lucy'],
  'Puerto Rico': ['San Juan'],
  Guatemala: ['Quetzaltenango'],
  Sweden: ['Skåne'],
  Poland: ['Podlasie'],
  Peru: ['Ica Valley'],
};
