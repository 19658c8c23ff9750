import { z } from 'zod';
import { loadFilterMaster } from '../catalogue/filter-master';
import { renderMedia } from '../catalogue/media';
import { loadLinePrices, MAX_PRICED_LINES } from '../catalogue/line-prices';
import { loadProductCards } from '../catalogue/product-cards';
import { loadProductDetail } from '../catalogue/product-detail';
import { MAX_PAGE, MAX_PER_PAGE, PAGE_SIZE, searchProducts } from '../catalogue/product-search';
import { amountSchema, idListSchema, idSchema, locationIdSchema, numericString, optionalIdSchema } from '../catalogue/validation';
import type { FilterMasterSection, PriceLinesData, ProductDetailData, ProductPage } from '../contract';
import { ApiError, fail, ok, readBody } from '../http';
import type { RouteContext, RouteTable } from '../router';

const orderSchema = z
  .preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(['ASC', 'DSC', 'DESC', ''], { errorMap: () => ({ message: "order must be 'ASC', 'DSC' or ''" }) }),
  )
  .transform((v) => (v === 'DESC' ? 'DSC' : v) as 'ASC' | 'DSC' | '');

const productsSchema = z.object({
  location_id: locationIdSchema,
  order: orderSchema,
  price_range: z
    .object(
      { min: amountSchema('price_range.min', 1_000_000).nullish(), max: amountSchema('price_range.max', 1_000_000).nullish() },
      { invalid_type_error: 'price_range must be an object with min and max' },
    )
    .nullish(),
  size: idListSchema('size'),
  category: idListSchema('category'),
  country: idListSchema('country'),
  brand: idListSchema('brand'),
  season: idListSchema('season'),
  rating: z
    .array(
      z.object(
        { from: amountSchema('rating.from', 5), to: amountSchema('rating.to', 5) },
        { invalid_type_error: 'Each rating range must be { from, to }' },
      ),
      { invalid_type_error: 'rating must be a list of { from, to } ranges' },
    )
    .max(20, 'rating has too many ranges')
    .nullish(),
  // Long search text is cut rather than refused: it comes straight from a search box.
  search: z
    .string({ invalid_type_error: 'search must be text' })
    .nullish()
    // Control characters (NUL in particular, which PostgreSQL refuses in text) become spaces.
    .transform((v) =>
      (v ?? '')
        .replace(/\p{Cc}/gu, ' ')
        .trim()
        .slice(0, 100),
    ),
  page: z
    .preprocess(numericString, z.number({ invalid_type_error: 'page must be a number' }).finite('page must be a number'))
    .nullish()
    .transform((v) => Math.min(MAX_PAGE, Math.max(1, Math.floor(v ?? 1)))),
  // Extension: a bigger page for callers that walk the whole catalogue (the storefront's sitemap).
  per_page: z
    .preprocess(numericString, z.number({ invalid_type_error: 'per_page must be a number' }).int('per_page must be a whole number'))
    .nullish()
    .transform((v) => Math.min(MAX_PER_PAGE, Math.max(1, v ?? PAGE_SIZE))),
  // Extension (ADR 0155): only products in stock at this store.
  available_at: optionalIdSchema('available_at'),
  // Extension (ADR 0162): false when the caller does not need total_count (the storefront's
  // suggestions), which spares a broad search counting its matches. Absent or null: counted.
  count: z
    .boolean({ invalid_type_error: 'count must be true or false' })
    .nullish()
    .transform((v) => v !== false),
  // Extension (ADR 0173): true ranks the matches best-selling first where no sort is chosen (the
  // storefront's suggestions). Absent, null or false: by relevance, or newest first.
  top_selling: z
    .boolean({ invalid_type_error: 'top_selling must be true or false' })
    .nullish()
    .transform((v) => v === true),
  user_id: z.unknown().optional(),
});

const productDetailSchema = z.object({
  product_id: z
    .preprocess((v) => (v === undefined ? null : v), idSchema('product_id').nullable())
    .refine((v) => v !== null, 'product_id is required'),
  location_id: locationIdSchema,
});

const priceLinesSchema = z.object({
  lines: z
    .array(z.object({ product_id: idSchema('product_id'), variation_id: idSchema('variation_id') }), {
      required_error: 'lines is required',
      invalid_type_error: 'lines must be a list of { product_id, variation_id }',
    })
    .max(MAX_PRICED_LINES, `lines takes at most ${MAX_PRICED_LINES} items`),
  location_id: locationIdSchema,
});

/** An empty id list means "no filter", like an absent one. */
const nonEmpty = (ids: number[] | undefined) => (ids && ids.length > 0 ? ids : null);

const userIdOf = async (ctx: RouteContext) => (await ctx.optionalUser())?.id ?? null;

const MEDIA_HEADERS = { 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' };

export const catalogueRoutes: RouteTable = {
  async 'POST /products'(ctx) {
    const { user_id: _ignored, ...body } = await readBody(ctx.request, productsSchema);
    const load = async (userId: number | null): Promise<ProductPage<number | null>> => {
      const { ids, total, didYouMean } = await searchProducts(
        ctx.db,
        {
          order: body.order,
          priceMin: body.price_range?.min ?? null,
          priceMax: body.price_range?.max ?? null,
          sizes: nonEmpty(body.size),
          categories: nonEmpty(body.category),
          countries: nonEmpty(body.country),
          brands: nonEmpty(body.brand),
          seasons: nonEmpty(body.season),
          ratings: body.rating?.length ? body.rating : null,
          availableAt: body.available_at ?? null,
          search: body.search,
          page: body.page,
          perPage: body.per_page,
          count: body.count,
          topSelling: body.top_selling,
        },
        ctx.sharedValue,
      );
      const products = await loadProductCards(ctx.db, ids, { userId, baseUrl: ctx.config.publicBaseUrl });
      return {
        products,
        total_count: total,
        page: body.page,
        per_page: body.per_page,
        ...(didYouMean ? { did_you_mean: didYouMean } : {}),
      };
    };
    const userId = await userIdOf(ctx);
    if (userId === null) return ctx.sharedRead(JSON.stringify(body), () => load(null));
    return ok<ProductPage<number | null>>(await load(userId));
  },

  async 'POST /filter-master'(ctx) {
    await readBody(ctx.request, z.object({}).passthrough());
    return ctx.sharedRead('', (): Promise<FilterMasterSection[]> => loadFilterMaster(ctx.db));
  },

  async 'POST /product-detail'(ctx) {
    const body = await readBody(ctx.request, productDetailSchema);
    const load = async (userId: number | null): Promise<ProductDetailData> => {
      const detail = await loadProductDetail(ctx.db, body.product_id!, {
        userId,
        baseUrl: ctx.config.publicBaseUrl,
        kept: ctx.sharedValue,
      });
      if (!detail) throw new ApiError(404, 'Product not found');
      return detail;
    };
    const userId = await userIdOf(ctx);
    // location_id does not change the detail: one kept answer per product.
    if (userId === null) return ctx.sharedRead(String(body.product_id), () => load(null));
    return ok<ProductDetailData>(await load(userId));
  },

  /** Prices a visitor's cart lines in one call (see README, "POST /price-lines"). */
  async 'POST /price-lines'(ctx) {
    const body = await readBody(ctx.request, priceLinesSchema);
    return ok<PriceLinesData>({ lines: await loadLinePrices(ctx.db, body.lines, ctx.config.publicBaseUrl) });
  },

  async 'GET /media/:folder/:file'(ctx) {
    const media = renderMedia(ctx.params.folder, ctx.params.file);
    if (!media) return fail(404, 'Image not found');
    return new Response(media.body, { status: 200, headers: { 'content-type': media.contentType, ...MEDIA_HEADERS } });
  },
};
