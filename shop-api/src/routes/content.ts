import { z } from 'zod';
import { storeShortName } from '../catalogue/store-names';
import { shopNow } from '../clock';
import { pickupReadyAt } from '../commerce/pickup-ready';
import { loadHydratedDocument } from '../catalogue/home-page';
import { mediaUrl } from '../catalogue/media-urls';
import { listPages, loadPage } from '../catalogue/pages';
import { roundMoney } from '../money';
import { idSchema, locationIdSchema } from '../catalogue/validation';
import type { ContentPage, ContentPageList, HomePageData, PickupTimes, PrivateClassData, StoreList, ThemeOptions } from '../contract';
import { ApiError, ok, readBody } from '../http';
import type { RouteContext, RouteTable } from '../router';

const noPayload = z.object({}).passthrough();

const homePageSchema = z.object({
  location_id: locationIdSchema,
  // The spec sends order 'ASC' and a user_id; neither changes the home page (identity is the bearer).
  order: z.unknown().optional(),
  user_id: z.unknown().optional(),
});

const commonPageSchema = z
  .object({
    location_id: locationIdSchema,
    page_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema('page_id').optional()),
    page_path: z.string({ invalid_type_error: 'page_path must be text' }).max(300, 'page_path is too long').nullish(),
  })
  .refine((b) => b.page_id !== undefined || (b.page_path ?? '').trim() !== '', {
    message: 'page_id or page_path is required',
    path: ['page_id'],
  });

const locationOnly = z.object({ location_id: locationIdSchema });

/** What each CMS document answers; the documents are seeded JSON, so this is where they get their type. */
interface CmsAnswers {
  home: HomePageData;
  theme_options: ThemeOptions;
  private_class: PrivateClassData;
}

async function cmsDocument<K extends keyof CmsAnswers>(ctx: RouteContext, key: K, what: string): Promise<CmsAnswers[K]> {
  const userId = key === 'home' ? ((await ctx.optionalUser())?.id ?? null) : null;
  const doc = await loadHydratedDocument(ctx.db, key, { userId, baseUrl: ctx.config.publicBaseUrl });
  if (doc === null) throw new ApiError(404, `${what} not found`);
  return doc as CmsAnswers[K];
}

export const contentRoutes: RouteTable = {
  async 'POST /home-page'(ctx) {
    await readBody(ctx.request, homePageSchema);
    const load = (): Promise<HomePageData> => cmsDocument(ctx, 'home', 'Home page content');
    // Without a signed-in shopper the home page is everyone's (location_id does not change it).
    if ((await ctx.optionalUser()) === null) return ctx.sharedRead('', load);
    return ok<HomePageData>(await load());
  },

  async 'POST /theme-option'(ctx) {
    await readBody(ctx.request, noPayload);
    return ok<ThemeOptions>(await cmsDocument(ctx, 'theme_options', 'Theme options'));
  },

  async 'POST /private-class'(ctx) {
    await readBody(ctx.request, locationOnly);
    const doc = await cmsDocument(ctx, 'private_class', 'Private class content');
    // Extension: when the document last changed (the sitemap's lastmod of /classes-events/).
    const row = await ctx.db.selectFrom('cms_documents').select('updated_at').where('key', '=', 'private_class').executeTakeFirst();
    return ok<PrivateClassData>({ ...doc, updated_at: row ? new Date(row.updated_at).toISOString() : null });
  },

  // Extension (sitemap): every content page with its last change.
  async 'POST /common-pages'(ctx) {
    await readBody(ctx.request, noPayload);
    return ok<ContentPageList>({ pages: await listPages(ctx.db) });
  },

  async 'POST /get-stores'(ctx) {
    await readBody(ctx.request, noPayload);
    const stores = await ctx.db.selectFrom('stores').selectAll().orderBy('sort').orderBy('id').execute();
    return ok<StoreList>({
      store_location: stores.map((s) => ({
        location_id: s.id,
        location_title: s.title,
        location_image: mediaUrl(ctx.config.publicBaseUrl, s.image),
        location_short_name: storeShortName(s),
        offers_pickup: s.offers_pickup,
        offers_delivery: s.offers_delivery,
        delivery_rate: roundMoney(s.delivery_rate) ?? 0,
        // Extensions (structured data): postal address (null when unknown) and weekly hours.
        location_address: s.address ?? null,
        opening_hours: Array.isArray(s.opening_hours) ? s.opening_hours : [],
      })),
    });
  },

  /** Never kept: the answer moves with the clock (shopNow, which tests fix). */
  async 'POST /pickup-times'(ctx) {
    await readBody(ctx.request, noPayload);
    const stores = await ctx.db
      .selectFrom('stores')
      .select(['id', 'opening_hours', 'time_zone'])
      .where('offers_pickup', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const now = shopNow();
    return ok<PickupTimes>({
      pickup_times: stores.flatMap((s) => {
        const ready = pickupReadyAt(
          Array.isArray(s.opening_hours) ? s.opening_hours : [],
          s.time_zone,
          now,
          ctx.config.pickupPreparationMinutes,
        );
        return ready ? [{ location_id: s.id, ready_date: ready.date, ready_time: ready.time, ready_day: ready.day }] : [];
      }),
    });
  },

  async 'POST /common-page'(ctx) {
    const body = await readBody(ctx.request, commonPageSchema);
    const page = await loadPage(ctx.db, body.page_id !== undefined ? { id: body.page_id } : { path: body.page_path! });
    if (!page) throw new ApiError(404, 'Page not found');
    return ok<ContentPage>(page);
  },
};
