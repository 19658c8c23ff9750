import type { TypeSpec } from './catalogue-data';
import type { SeededRandom } from './random';

/** Escapes text placed into the seeded HTML (names contain apostrophes and ampersands). */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

interface SectionInput {
  spec: TypeSpec;
  title: string;
  brand: string;
  style: string;
  country: string;
  region: string;
  abv: number;
  rating: number;
  reviewCount: number;
  uid: string;
  variations: Array<{ size: string; regular_price: number | null }>;
}

const REVIEWERS = [
  'Maria G.',
  'James T.',
  'Priya S.',
  'Daniel K.',
  'Aisha R.',
  'Tom W.',
  'Lucía M.',
  'Kenji O.',
  'Hannah B.',
  'Marcus L.',
  'Sofia P.',
  'Ethan C.',
];
const REVIEW_LINES = [
  'Exactly what I hoped for. Picked it up at the Midtown store and it was ready the same week.',
  'Great value for the price. I will be buying this again for our next dinner party.',
  'A little lighter than I expected, but very pleasant and easy to drink.',
  'Beautiful bottle and even better inside. It made a lovely gift.',
  'The staff recommendation was spot on. Smooth and well balanced.',
  'Paired it with a weekend barbecue and everybody asked what it was.',
  'Solid everyday pour. Delivery was quick and well packed.',
  'One of my favourites this year. The finish goes on and on.',
];

const SHIPPING_HTML =
  '<p>Choose <strong>pickup</strong> at any Liquor Express store or <strong>delivery</strong> across the Sacramento area.</p>' +
  '<ul><li>Pickup: your product is ready at the store within 1–2 weeks; we e-mail you when it is.</li>' +
  '<li>Delivery: dispatched within 1–2 weeks; the delivery fee of your store is shown in the cart.</li>' +
  '<li>An adult aged 21 or over must show a valid photo ID and sign on collection or delivery.</li></ul>';

const PAYMENT_HTML =
  '<p>Pay securely by card on our hosted payment page: Visa, Mastercard, American Express and Discover.</p>' +
  '<p>Your card is charged only when you confirm the payment. We never store card numbers.</p>';

const WARNING_HTML =
  '<p><strong>GOVERNMENT WARNING:</strong> (1) According to the Surgeon General, women should not drink alcoholic beverages during pregnancy because of the risk of birth defects. (2) Consumption of alcoholic beverages impairs your ability to drive a car or operate machinery, and may cause health problems.</p>' +
  '<p>You must be 21 or older to purchase alcohol. Please drink responsibly.</p>';

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

/** The product-detail sections (docs/product.md, "What a product is") for one product (HTML; images as "media:" paths). */
export function productSections(rng: SeededRandom, p: SectionInput): Record<string, unknown> {
  const { spec } = p;
  const nose = rng.sample(spec.nose, 3);
  const palate = rng.sample(spec.palate, 2);
  const pairing = rng.sample(spec.pairing, 2);
  const sizes = p.variations.map((v) => v.size).join(', ');
  const categoryUrl = `/category/${spec.family}/${spec.category.slug}`;

  const sections: Record<string, unknown> = {
    specification_section: {
      section_title: 'Specification',
      section_content:
        '<ul>' +
        `<li><strong>Type:</strong> ${esc(spec.category.title)}</li>` +
        `<li><strong>Style:</strong> ${esc(p.style)}</li>` +
        `<li><strong>Brand:</strong> ${esc(p.brand)}</li>` +
        `<li><strong>Country:</strong> ${esc(p.country)}</li>` +
        `<li><strong>Region:</strong> ${esc(p.region)}</li>` +
        `<li><strong>Alcohol:</strong> ${p.abv.toFixed(1)}% ABV</li>` +
        `<li><strong>Sizes:</strong> ${esc(sizes)}</li>` +
        `<li><strong>SKU:</strong> ${esc(p.uid)}</li>` +
        '</ul>',
    },
    shipping_sction: { section_title: 'Shipping', section_content: SHIPPING_HTML },
    payment_option_section: { section_title: 'Payment Options', section_content: PAYMENT_HTML },
    about_product_section: {
      section_title: 'About the Product',
      section_content:
        `<p>${esc(p.title)} comes from ${esc(p.brand)} in ${esc(p.region)}. ` +
        `Expect ${esc(nose[0])} and ${esc(nose[1])} on the nose, with ${esc(palate[0])} on the palate.</p>`,
    },
    product_detail_section: {
      section_title: 'Product Details',
      section_content:
        `<h3>Tasting notes</h3><p><strong>Nose:</strong> ${nose.map(esc).join(', ')}.</p>` +
        `<p><strong>Palate:</strong> ${palate.map(esc).join(' and ')}.</p>` +
        `<h3>Serve with</h3><p>${pairing.map(esc).join(' or ')}.</p>`,
    },
    warning_section: { section_title: 'Warning', section_content: WARNING_HTML },
    additional_information_section: {
      section_title: 'Additional Information',
      section_content: `<p>Discover more ${esc(spec.category.title.toLowerCase())} from ${esc(p.country)} and beyond, hand-picked by our buyers.</p>`,
      section_image: `media:banner/info-${spec.type}.svg`,
      button_title: `Shop ${spec.category.title}`,
      button_url: categoryUrl,
    },
    reviews_section: {
      section_title: `Reviews (${p.reviewCount})`,
      section_content:
        p.reviewCount === 0
          ? '<p>There are no reviews yet. Be the first to tell us what you think.</p>'
          : `<p><strong>${p.rating.toFixed(1)} out of 5</strong> from ${p.reviewCount} reviews.</p><ul>` +
            rng
              .sample(REVIEW_LINES, Math.min(3, p.reviewCount))
              .map((line) => {
                const score = Math.max(1, Math.min(5, Math.round(p.rating + rng.int(-1, 1) * 0.6)));
                return `<li><p><strong>${esc(rng.pick(REVIEWERS))}</strong> <span aria-label="${score} out of 5 stars">${stars(score)}</span></p><p>${esc(line)}</p></li>`;
              })
              .join('') +
            '</ul>',
    },
  };

  if (rng.chance(0.2)) {
    sections.video_section = {
      section_title: 'Watch: Meet the Maker',
      section_content: `<p>A short visit to ${esc(p.brand)} in ${esc(p.region)}.</p>`,
      section_video_url: `media:video/${spec.type}.html`,
      section_image: `media:banner/video-${spec.type}.svg`,
    };
  }
  if (rng.chance(0.25)) {
    const variant = rng.int(1, 3);
    sections.CTA_section = {
      section_title: variant === 1 ? 'Book a Private Tasting' : variant === 2 ? 'Join the Liquor Express Club' : 'Gift It Beautifully',
      section_sub_title:
        variant === 1
          ? 'Small-group classes with our sommeliers'
          : variant === 2
            ? 'Early access to seasonal releases'
            : 'Free gift wrap on every bottle',
      section_content: '<p>Ask at any store or book online.</p>',
      section_background_image: `media:banner/cta-${variant}.svg`,
      button_title: variant === 1 ? 'Book a Class' : variant === 2 ? 'See Seasonal Releases' : 'Shop Gifts',
      button_url: variant === 1 ? '/classes-events/' : variant === 2 ? '/product-listing' : categoryUrl,
    };
  }
  return sections;
}
