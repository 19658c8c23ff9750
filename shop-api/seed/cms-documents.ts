import type { ProductSeed } from './products';

/** A product as inserted: its database id beside the generated record. */
export interface SeededProduct {
  id: number;
  seed: ProductSeed;
}

export interface SeededCategory {
  id: number;
  title: string;
  slug: string;
  /** Parent's slug, null for a parent category. */
  parentSlug: string | null;
}

type Slider = Record<string, unknown>;

function slider(
  uid: string,
  image: string,
  title: string,
  subTitle: string,
  buttonTitle: string,
  url: string,
  extra: { price?: string; tagline?: string; layout?: number } = {},
): Slider {
  const item: Slider = {
    uid,
    slider_image: { image_url: `media:${image}`, image_alt: title },
    slider_title: title,
    slider_sub_title: subTitle,
    slider_button_title: buttonTitle,
    slider_button_url: url,
    slider_price: extra.price ?? '',
    link: url,
  };
  if (extra.tagline) item.offer_tagline = extra.tagline;
  if (extra.layout) item.layout = extra.layout;
  return item;
}

const categoryLink = (c: SeededCategory) => (c.parentSlug ? `/category/${c.parentSlug}/${c.slug}` : `/category/${c.slug}/`);

/** Highest first, ties broken by uid so the choice never depends on insertion order. */
function topBy(products: SeededProduct[], score: (p: ProductSeed) => number, count: number): number[] {
  return [...products]
    .sort((a, b) => score(b.seed) - score(a.seed) || a.seed.uid.localeCompare(b.seed.uid))
    .slice(0, count)
    .map((p) => p.id);
}

const inStock = (p: SeededProduct) => p.seed.variations.some((v) => v.regular_price !== null && v.stock > 0);
const popularity = (p: ProductSeed) => p.rating * Math.log(2 + p.review_count);

function fromPrice(products: SeededProduct[], categorySlug: string): string {
  const prices = products
    .filter((p) => p.seed.categorySlug === categorySlug)
    .flatMap((p) => p.seed.variations.map((v) => v.sale_price ?? v.regular_price))
    .filter((n): n is number => n !== null);
  return prices.length ? `From $${Math.min(...prices).toFixed(2)}` : '';
}

const BANNER_LAYOUTS: Array<[title: string, sub: string, button: string, url: string, tagline?: string]> = [
  ['Reds Worth Decanting', 'Cabernet, Syrah and Malbec from old vines', 'Shop Red Wine', '/category/wine/red-wine', 'Save up to 30%'],
  ['Fresh Whites for Warm Nights', 'Zesty Sauvignon Blanc and creamy Chardonnay', 'Shop White Wine', '/category/wine/white-wine'],
  ['Think Pink', 'Dry rosé from Provence to Paso Robles', 'Shop Rosé', '/category/wine/rose-wine', 'Summer picks'],
  ['Pop the Cork', 'Champagne and sparkling for every celebration', 'Shop Sparkling', '/category/wine/sparkling-wine', '2 for $40'],
  ['Something Sweet', 'Port, Sauternes and ice wine for dessert', 'Shop Dessert Wine', '/category/wine/dessert-wine'],
  [
    'Whiskey Wednesday',
    'Irish, rye and Japanese whisky, hand-picked',
    'Shop Whiskey',
    '/category/spirits/whiskey',
    '15% off every Wednesday',
  ],
  ['Barrel-Proof Bourbon', 'Single barrels chosen by our team', 'Shop Bourbon', '/category/spirits/bourbon'],
  ['A Dram of the Highlands', 'Single malts from Speyside to Islay', 'Shop Scotch', '/category/spirits/scotch', 'Limited casks'],
  ['Crystal Clear', 'Premium vodka for martinis and mules', 'Shop Vodka', '/category/spirits/vodka'],
  ['The Gin Garden', 'Botanical gins and the tonic to match', 'Shop Gin', '/category/spirits/gin', 'New botanicals'],
  ['Island Time', 'Aged, spiced and overproof rum', 'Shop Rum', '/category/spirits/rum'],
  ['Agave Nights', 'Blanco, reposado and añejo tequila', 'Shop Tequila', '/category/spirits/tequila', 'Margarita kit inside'],
  ['After-Dinner Classics', 'Cognac, Armagnac and Calvados', 'Shop Brandy', '/category/spirits/brandy'],
  ['Sweet Endings', 'Coffee, orange and nut liqueurs', 'Shop Liqueurs', '/category/spirits/liqueur', 'Gift-ready'],
];

const FAQS: Array<[string, string]> = [
  ['Do I need to be 21 to order?', '<p>Yes. You must be 21 or older, and a valid photo ID is checked on pickup and on delivery.</p>'],
  [
    'How do pickup and delivery work?',
    '<p>Choose a store and whether you want <strong>pickup</strong> or <strong>delivery</strong> from the location picker in the header. Orders are ready or dispatched within 1–2 weeks.</p>',
  ],
  ['How much is delivery?', '<p>Each store has its own delivery fee, shown in your cart before you check out.</p>'],
  [
    'Can I return a bottle?',
    '<p>If a bottle arrives damaged or faulty, tell us within 14 days. See <a href="/help/returns-and-refunds/">Returns &amp; Refunds</a>.</p>',
  ],
  [
    'Do you host tastings?',
    '<p>Yes, our sommeliers run private classes for groups. See <a href="/classes-events/">Classes &amp; Events</a>.</p>',
  ],
  ['Which cards do you accept?', '<p>Visa, Mastercard, American Express and Discover on our secure payment page.</p>'],
];

export function homeDocument(products: SeededProduct[], categories: SeededCategory[]): unknown {
  const listed = products.filter((p) => !p.seed.not_found);
  const available = listed.filter(inStock);
  const subcategories = categories.filter((c) => c.parentSlug !== null);
  const tile = (c: SeededCategory) => ({
    category_id: c.id,
    category_title: c.title,
    category_slug: c.slug,
    link: categoryLink(c),
    image: `media:category/${c.slug}.svg`,
  });
  const newest = [...listed].sort((a, b) => b.seed.created_at.getTime() - a.seed.created_at.getTime() || a.id - b.id);
  const topSelling = topBy(available, (p) => p.review_count, 4);
  const topRated = topBy(
    available.filter((p) => !topSelling.includes(p.id)),
    (p) => p.rating * 1000 + p.review_count,
    4,
  );
  const trending = topBy(
    available.filter((p) => p.seed.family === 'spirits' && !topSelling.includes(p.id) && !topRated.includes(p.id)),
    popularity,
    4,
  );
  const popularSlugs = ['red-wine', 'bourbon', 'tequila', 'sparkling-wine', 'gin', 'scotch'];

  return {
    top_section: {
      slider_listing: [
        slider(
          'hero-rose',
          'banner/hero-1.svg',
          'Summer Rosé Season',
          'Crisp, pink and made for the patio',
          'Shop Rosé',
          '/category/wine/rose-wine',
          { price: fromPrice(listed, 'rose-wine'), tagline: 'Up to 30% off' },
        ),
        slider(
          'hero-bourbon',
          'banner/hero-2.svg',
          'The Bourbon Vault',
          'Small-batch and single-barrel picks',
          'Explore Bourbon',
          '/category/spirits/bourbon',
          { price: fromPrice(listed, 'bourbon') },
        ),
        slider(
          'hero-sparkling',
          'banner/hero-3.svg',
          'Bubbles for Every Occasion',
          'Champagne, Prosecco, Cava and more',
          'Shop Sparkling',
          '/category/wine/sparkling-wine',
          { price: fromPrice(listed, 'sparkling-wine'), tagline: 'Free gift wrap' },
        ),
      ],
      box_listing: [
        slider('box-new', 'banner/box-1.svg', 'Just Landed', 'This week’s new arrivals', 'Shop New', '/product-listing'),
        slider('box-classes', 'banner/box-2.svg', 'Private Tastings', 'Book a class for your group', 'Learn More', '/classes-events/'),
      ],
    },
    trending_wines_section: {
      section_title: 'Trending Wines',
      product_ids: topBy(
        available.filter((p) => p.seed.family === 'wine'),
        popularity,
        9,
      ),
      slider_listing: [
        slider(
          'trend-staff',
          'banner/trend-1.svg',
          'Staff Picks',
          'Bottles our team is drinking this month',
          'See the Picks',
          '/product-listing',
        ),
        slider(
          'trend-old-world',
          'banner/trend-2.svg',
          'Old World Classics',
          'Bordeaux, Rioja and Tuscany',
          'Shop Red Wine',
          '/category/wine/red-wine',
          { price: fromPrice(listed, 'red-wine') },
        ),
      ],
    },
    picks_in_sacramento_section: {
      section_title: 'Picks in Sacramento',
      slider_listing: subcategories.map(tile),
    },
    banner_slider_section: {
      slider_listing: BANNER_LAYOUTS.map(([title, sub, button, url, tagline], i) =>
        slider(`banner-${i + 1}`, `banner/layout-${i + 1}.svg`, title, sub, button, url, { tagline, layout: i + 1 }),
      ),
    },
    new_arrival_section: { section_title: 'New Arrivals', product_ids: newest.slice(0, 10).map((p) => p.id) },
    unlock_banner_section: slider(
      'unlock',
      'banner/unlock.svg',
      'Unlock 15% Off Your First Order',
      'Create an account and get member prices on seasonal releases',
      'Sign Up',
      '/?dialog=register',
      { tagline: 'Members only', layout: 7 },
    ),
    top_products_section: {
      top_selling: { section_title: 'Top Selling', product_ids: topSelling },
      trending: { section_title: 'Trending', product_ids: trending },
      top_rated: { section_title: 'Top Rated', product_ids: topRated },
    },
    popular_in_sacramento_section: {
      section_title: 'Popular in Sacramento',
      slider_listing: popularSlugs
        .map((slug) => subcategories.find((c) => c.slug === slug))
        .filter((c): c is SeededCategory => Boolean(c))
        .map((c, i) => ({ ...tile(c), variant: (i % 2) + 1 })),
      box_section: {
        section_title: 'Gift Sets & Hampers',
        section_sub_title: 'Curated bottles, wrapped and ready to give',
        button_title: 'Shop Gifts',
        button_url: '/product-listing',
        image: 'media:promo/box.svg',
      },
    },
    faqs_more_explore_section: {
      faq_section: {
        section_title: 'Frequently Asked Questions',
        faq_listing: FAQS.map(([faq_title, faq_content]) => ({ faq_title, faq_content })),
      },
      more_explore_section: {
        section_title: 'More to Explore',
        product_ids: topBy(
          available.filter((p) => p.seed.season !== null),
          popularity,
          10,
        ),
      },
    },
  };
}

export function themeOptionsDocument(categories: SeededCategory[]): unknown {
  let nextId = 1;
  const item = (title: string, link: string, children: Array<{ id: number; title: string; link: string }> = []) => ({
    id: nextId++,
    title,
    link,
    children,
  });
  const childrenOf = (parent: string) =>
    categories.filter((c) => c.parentSlug === parent).map((c) => ({ id: nextId++, title: c.title, link: categoryLink(c) }));
  const link = (title: string, href: string) => ({ id: nextId++, title, link: href });

  return {
    header: {
      header_logo: 'media:brand/logo.svg',
      heder_menu: [
        item('Shop', '/product-listing'),
        item('Wine', '/category/wine/', childrenOf('wine')),
        item('Spirits', '/category/spirits/', childrenOf('spirits')),
        item('Classes & Events', '/classes-events/'),
        item('About', '/about/our-story/', [
          link('Our Story', '/about/our-story/'),
          link('Responsible Drinking', '/about/responsible-drinking/'),
        ]),
        item('Contact Us', '/contact-us/'),
      ],
    },
    footer: {
      footer_logo: 'media:brand/logo-light.svg',
      logo_content:
        '<p>Liquor Express is Sacramento’s neighbourhood wine &amp; spirits shop: hand-picked bottles, friendly advice and pickup or delivery from five stores.</p>' +
        '<p><strong>Please drink responsibly.</strong> You must be 21 or older to purchase alcohol.</p>',
      copyright_content: '© 2025 Liquor Express. All rights reserved.',
      footer_menu_list: [
        {
          menu_title: 'Shop',
          menu_list: [
            link('New Arrivals', '/product-listing'),
            link('Red Wine', '/category/wine/red-wine'),
            link('Sparkling Wine', '/category/wine/sparkling-wine'),
            link('Bourbon', '/category/spirits/bourbon'),
            link('Tequila', '/category/spirits/tequila'),
          ],
        },
        {
          menu_title: 'Help',
          menu_list: [
            link('Shipping & Delivery', '/help/shipping-and-delivery/'),
            link('Returns & Refunds', '/help/returns-and-refunds/'),
            link('Contact Us', '/contact-us/'),
          ],
        },
        {
          menu_title: 'Company',
          menu_list: [
            link('Our Story', '/about/our-story/'),
            link('Responsible Drinking', '/about/responsible-drinking/'),
            link('Classes & Events', '/classes-events/'),
          ],
        },
      ],
      social: {
        facebook_url: 'https://www.facebook.com/liquorexpress',
        instagram_url: 'https://www.instagram.com/liquorexpress',
        twitter_url: 'https://twitter.com/liquorexpress',
        youtube_url: 'https://www.youtube.com/@liquorexpress',
      },
    },
  };
}

export function privateClassDocument(): unknown {
  const faq = (id: number, title: string, content: string) => ({ id, section_title: title, section_content: content });
  return {
    section_data: [
      {
        section_key: 'banner',
        section_title: 'Private Wine Classes',
        section_content: '<p>Gather your friends, your team or your book club for an evening of tasting with our sommeliers.</p>',
        section_image: 'media:class/banner.svg',
        button_title: 'Request a Class',
        button_url: '/contact-us/',
      },
      {
        section_key: 'book_our_room',
        section_title: 'Book Our Tasting Room',
        section_content:
          '<p>Our Midtown tasting room seats up to 24 guests around a long oak table, with glassware, spittoons and a screen for presentations.</p>',
        section_image: 'media:class/room.svg',
        section_listing: [
          { id: 1, listing_title: 'Up to 24 guests', section_content: '<p>Seated tastings for 8 to 24 people.</p>' },
          { id: 2, listing_title: '2-hour sessions', section_content: '<p>Weekday evenings and weekend afternoons.</p>' },
          { id: 3, listing_title: 'From $45 per guest', section_content: '<p>Six pours, cheese and charcuterie included.</p>' },
        ],
      },
      {
        section_key: 'class_options',
        section_title: 'Class Options',
        section_listing: [
          faq(1, 'Wine 101', '<p>The basics of tasting: how to look, smell and taste, and the six grapes everyone should know.</p>'),
          faq(2, 'Old World vs New World', '<p>Taste the same grapes from France, Italy and California side by side.</p>'),
          faq(3, 'Whiskey Around the World', '<p>Bourbon, Scotch, Irish and Japanese whisky in one flight.</p>'),
          faq(4, 'Cocktail Masterclass', '<p>Shake and stir three classics with our bartenders.</p>'),
        ],
      },
      {
        section_key: 'meeting_guidelines',
        section_title: 'Meeting Guidelines',
        section_listing: [
          faq(1, 'Age and ID', '<p>All guests must be 21 or older and bring a valid photo ID.</p>'),
          faq(2, 'Booking and deposit', '<p>A 25% deposit holds your date; the balance is due on the day.</p>'),
          faq(3, 'Cancellations', '<p>Cancel up to 7 days before for a full refund of the deposit.</p>'),
          faq(4, 'Getting home safely', '<p>Please plan a ride home. We are happy to call a taxi for you.</p>'),
        ],
      },
      {
        section_key: 'request_banner',
        section_title: 'Ready to Raise a Glass?',
        section_content: '<p>Tell us your date, group size and favourite drinks, and we will design a class for you.</p>',
        section_image: 'media:class/request.svg',
        button_title: 'Send a Request',
        button_url: '/contact-us/',
      },
      {
        section_key: 'more_options',
        section_title: 'More Options',
        section_listing: [
          {
            id: 1,
            listing_title: 'Vineyard Day Trips',
            listing_slug: 'vineyard-day-trips',
            listing_image: 'media:class/trips.svg',
            section_content: '<p>Guided tours of Lodi and Amador County wineries with our partners.</p>',
            listing_button_title: 'View Tours',
            listing_url: 'https://www.example.com/liquor-express/vineyard-day-trips',
          },
          {
            id: 2,
            listing_title: 'Corporate Events',
            listing_slug: 'corporate-events',
            listing_image: 'media:class/corporate.svg',
            section_content: '<p>Team tastings and client evenings, catered and hosted at your venue.</p>',
            listing_button_title: 'Plan an Event',
            listing_url: 'https://www.example.com/liquor-express/corporate-events',
          },
          {
            id: 3,
            listing_title: 'Gift a Class',
            listing_slug: 'gift-a-class',
            listing_image: 'media:class/gift.svg',
            section_content: '<p>Tasting class vouchers, delivered by e-mail.</p>',
            listing_button_title: 'Buy a Voucher',
            listing_url: 'https://www.example.com/liquor-express/gift-vouchers',
          },
        ],
      },
    ],
  };
}

export function wishlistPromosDocument(): unknown {
  return [
    {
      card_image: { image_url: 'media:promo/card-1.svg' },
      card_title: 'Sparkling Sale',
      card_button_title: 'Shop Sparkling',
      card_button_url: '/category/wine/sparkling-wine',
      card_price_title: 'Starting at',
      card_price: 13.99,
    },
    {
      card_image: { image_url: 'media:promo/card-2.svg' },
      card_title: 'Bourbon of the Month',
      card_button_title: 'Shop Bourbon',
      card_button_url: '/category/spirits/bourbon',
      card_price_title: 'Only',
      card_price: 39.99,
    },
    {
      card_image: { image_url: 'media:promo/card-3.svg' },
      card_title: 'Private Tasting Class',
      card_button_title: 'Book Now',
      card_button_url: '/classes-events/',
      card_price_title: 'Per guest',
      card_price: 45,
    },
  ];
}
