import type { OpeningHours, StoreAddress } from '../src/db/schema';
import { esc } from './product-sections';

interface StoreSeed {
  title: string;
  /** What shoppers call the store: the area, or the neighbourhood where two stores share an area (ADR 0155). */
  short_name: string;
  image: string;
  offers_pickup: boolean;
  offers_delivery: boolean;
  delivery_rate: number;
  address: StoreAddress;
  opening_hours: OpeningHours[];
}

const WEEKDAYS: OpeningHours['days'] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const STANDARD_HOURS: OpeningHours[] = [
  { days: WEEKDAYS, opens: '10:00', closes: '21:00' },
  { days: ['Saturday'], opens: '10:00', closes: '22:00' },
  { days: ['Sunday'], opens: '11:00', closes: '19:00' },
];
const address = (street_address: string, locality: string, postal_code: string): StoreAddress => ({
  street_address,
  locality,
  region: 'CA',
  postal_code,
  country: 'US',
});

/** "{name} {Area}": the storefront shows the last word as the area. */
export const STORES: StoreSeed[] = [
  {
    title: 'Liquor Express Midtown Sacramento',
    short_name: 'Midtown',
    image: 'store/midtown.svg',
    offers_pickup: true,
    offers_delivery: true,
    delivery_rate: 4.99,
    address: address('1820 Cellar Row', 'Sacramento', '95811'),
    opening_hours: STANDARD_HOURS,
  },
  {
    title: 'Liquor Express Sutter Street Folsom',
    short_name: 'Folsom',
    image: 'store/folsom.svg',
    offers_pickup: true,
    offers_delivery: true,
    delivery_rate: 4.99,
    address: address('640 Vintner Lane', 'Folsom', '95630'),
    opening_hours: STANDARD_HOURS,
  },
  {
    title: 'Liquor Express Fountains Roseville',
    short_name: 'Roseville',
    image: 'store/roseville.svg',
    offers_pickup: true,
    offers_delivery: true,
    delivery_rate: 4.99,
    address: address('1150 Barrel Court', 'Roseville', '95661'),
    opening_hours: STANDARD_HOURS,
  },
  {
    title: 'Liquor Express Land Park Sacramento',
    short_name: 'Land Park',
    image: 'store/land-park.svg',
    offers_pickup: true,
    offers_delivery: true,
    delivery_rate: 4.99,
    address: address('3300 Corkscrew Avenue', 'Sacramento', '95818'),
    opening_hours: STANDARD_HOURS,
  },
  {
    title: 'Liquor Express Depot Davis',
    short_name: 'Davis',
    image: 'store/davis.svg',
    offers_pickup: true,
    offers_delivery: false,
    delivery_rate: 0,
    address: address('410 Decanter Street', 'Davis', '95616'),
    opening_hours: [
      { days: WEEKDAYS, opens: '11:00', closes: '20:00' },
      { days: ['Saturday'], opens: '10:00', closes: '20:00' },
    ],
  },
];

interface PageSeed {
  id: number;
  path: string;
  title: string;
  sections: Array<{ section_data: { section_title?: string; section_content: string } }>;
}

const section = (title: string | undefined, content: string) => ({
  section_data: title ? { section_title: title, section_content: content } : { section_content: content },
});

const PRIVACY_PAGE_ID = 24637;
const TERMS_PAGE_ID = 24636;

export const PAGES: PageSeed[] = [
  {
    id: PRIVACY_PAGE_ID,
    path: '/legal/privacy-policy/',
    title: 'Privacy Policy',
    sections: [
      section(
        undefined,
        '<p>Last updated: 1 June 2025. This policy explains what Liquor Express collects when you shop with us, why, and the choices you have.</p>',
      ),
      section(
        'What we collect',
        '<ul><li>Account details: your name, e-mail address, phone number and country.</li><li>Order details: billing and delivery addresses, the products you buy and your chosen store.</li><li>Payment status from our card payment page. We never see or store your full card number.</li></ul>',
      ),
      section(
        'How we use it',
        '<p>To process and deliver your orders, verify your age at pickup or delivery, answer your messages and, only if you ask us to, send you news about seasonal releases.</p>',
      ),
      section(
        'Your choices',
        '<p>You can ask us for a copy of your data or ask us to delete your account at any time through the <a href="/contact-us/">contact form</a>.</p>',
      ),
    ],
  },
  {
    id: TERMS_PAGE_ID,
    path: '/legal/terms-and-conditions/',
    title: 'Terms & Conditions',
    sections: [
      section(undefined, '<p>By using the Liquor Express website you agree to these terms. Please read them carefully.</p>'),
      section(
        'Age requirement',
        '<p>You must be <strong>21 years or older</strong> to buy from us. A valid photo ID is checked on pickup and on delivery; orders cannot be handed to anyone under 21 or visibly intoxicated.</p>',
      ),
      section(
        'Orders and prices',
        '<p>Prices are shown in US dollars and confirmed on the server when you place your order. If an item sells out before we can fulfil it, we refund that item in full.</p>',
      ),
      section(
        'Pickup and delivery',
        '<p>Pickup orders are ready within 1–2 weeks. Deliveries are dispatched within 1–2 weeks to addresses served by your chosen store.</p>',
      ),
    ],
  },
  {
    id: 24640,
    path: '/about/our-story/',
    title: 'Our Story',
    sections: [
      section(
        undefined,
        '<p>Liquor Express started in 2009 as one small shop in Midtown Sacramento with a simple idea: great bottles, friendly advice and fair prices.</p>',
      ),
      section(
        'What we believe',
        '<p>Every bottle on our shelves has been tasted by our team. We champion small producers alongside the classics and we are always happy to help you find something new.</p>',
      ),
      section(
        'Our stores',
        '<p>Today we have five stores across the Sacramento region, each with its own tasting bar and a team that knows its neighbourhood.</p>',
      ),
    ],
  },
  {
    id: 24641,
    path: '/help/shipping-and-delivery/',
    title: 'Shipping & Delivery',
    sections: [
      section(
        'Pickup',
        '<p>Choose any store offering pickup. We e-mail you as soon as your order is ready, usually within 1–2 weeks. Bring a photo ID.</p>',
      ),
      section(
        'Delivery',
        '<p>Delivery is available from stores marked for delivery. The delivery fee of your store is added at checkout. An adult aged 21+ must sign for the parcel.</p>',
      ),
    ],
  },
  {
    id: 24642,
    path: '/about/responsible-drinking/',
    title: 'Responsible Drinking',
    sections: [
      section(undefined, '<p>We love wine and spirits, and we want you to enjoy them safely.</p>'),
      section(
        'Tips',
        '<ul><li>Eat before and while you drink.</li><li>Alternate with water.</li><li>Never drink and drive: plan your ride home.</li></ul>',
      ),
    ],
  },
  {
    id: 24643,
    path: '/help/returns-and-refunds/',
    title: 'Returns & Refunds',
    sections: [
      section(
        undefined,
        `<p>If a bottle arrives damaged or ${esc('corked')}, tell us within 14 days and we will replace it or refund you in full.</p>`,
      ),
      section(
        'How to return',
        '<p>Bring the bottle and your order number to any store, or <a href="/contact-us/">contact us</a> and we will arrange a collection.</p>',
      ),
    ],
  },
];
