import { describe, expect, it } from 'vitest';
import { createPageCache, PAGE_CACHE_TTL_MS } from '~/lib/cache/page-cache.server';

const GUEST = '__session=guest';
const PUBLIC = { 'cache-control': 'public, max-age=0, s-maxage=60', vary: 'Cookie', 'content-type': 'text/html' };

function request(path = '/product/1', init: { cookie?: string; method?: string; userAgent?: string } = {}) {
  const headers = new Headers();
  if (init.cookie !== undefined) headers.set('cookie', init.cookie);
  if (init.userAgent) headers.set('user-agent', init.userAgent);
  return new Request(`https://shop.example${path}`, { method: init.method ?? 'GET', headers });
}

/** A renderer that counts its renders and writes the nonce it was given into the page. */
function renderer(headers: Record<string, string> = PUBLIC, status = 200) {
  const counter = {
    renders: 0,
    render: (nonce: string) => async () => {
      counter.renders += 1;
      return new Response(`<script nonce="${nonce}">render ${counter.renders}</script>`, { status, headers });
    },
  };
  return counter;
}

describe('createPageCache', () => {
  it('answers the same page to the same cookies within the time, with the new response nonce', async () => {
    const pages = createPageCache();
    const page = renderer();
    const first = await pages.serve(request('/', { cookie: GUEST }), 'nonce-a', page.render('nonce-a'));
    const second = await pages.serve(request('/', { cookie: GUEST }), 'nonce-b', page.render('nonce-b'));
    expect(await first.text()).toBe('<script nonce="nonce-a">render 1</script>');
    expect(await second.text()).toBe('<script nonce="nonce-b">render 1</script>');
    expect(second.headers.get('cache-control')).toBe(PUBLIC['cache-control']);
    expect(page.renders).toBe(1);
  });

  it('puts in a nonce of another length too', async () => {
    const pages = createPageCache();
    const page = renderer();
    await pages.serve(request('/', { cookie: GUEST }), 'short', page.render('short'));
    const second = await pages.serve(request('/', { cookie: GUEST }), 'a-longer-nonce', page.render('a-longer-nonce'));
    expect(await second.text()).toBe('<script nonce="a-longer-nonce">render 1</script>');
  });

  it('renders again for other cookies, another URL, a bot, and once the time is over', async () => {
    let clock = 1_000;
    const pages = createPageCache(() => clock);
    const page = renderer();
    await pages.serve(request('/', { cookie: GUEST }), 'n', page.render('n'));
    await pages.serve(request('/', { cookie: '__session=other' }), 'n', page.render('n'));
    await pages.serve(request('/?page=2', { cookie: GUEST }), 'n', page.render('n'));
    await pages.serve(request('/', { cookie: GUEST, userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }), 'n', page.render('n'));
    expect(page.renders).toBe(4);
    clock += PAGE_CACHE_TTL_MS;
    await pages.serve(request('/', { cookie: GUEST }), 'n', page.render('n'));
    expect(page.renders).toBe(5);
  });

  it.each([
    ['private, no-store', 200, {}],
    ['public', 404, {}],
    ['public', 200, { 'set-cookie': '__toast=; Max-Age=0' }],
    ['no-cache', 200, {}],
  ])('never keeps a %s page with status %i and headers %j', async (cacheControl, status, extra) => {
    const pages = createPageCache();
    const page = renderer({ 'cache-control': cacheControl, ...extra }, status);
    await pages.serve(request('/', { cookie: GUEST }), 'n', page.render('n'));
    await pages.serve(request('/', { cookie: GUEST }), 'n', page.render('n'));
    expect(page.renders).toBe(2);
  });

  it('never answers a POST from the cache', async () => {
    const pages = createPageCache();
    const page = renderer();
    await pages.serve(request('/', { cookie: GUEST, method: 'POST' }), 'n', page.render('n'));
    await pages.serve(request('/', { cookie: GUEST, method: 'POST' }), 'n', page.render('n'));
    expect(page.renders).toBe(2);
  });

  it('lets concurrent requests for one page share its render', async () => {
    const pages = createPageCache();
    const page = renderer();
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((nonce) => pages.serve(request('/', { cookie: GUEST }), nonce, page.render(nonce))),
    );
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual([
      '<script nonce="a">render 1</script>',
      '<script nonce="b">render 1</script>',
      '<script nonce="c">render 1</script>',
    ]);
    expect(page.renders).toBe(1);
  });

  it('lets waiting requests render their own when the shared render fails', async () => {
    const pages = createPageCache();
    const page = renderer();
    const failing = pages.serve(request('/', { cookie: GUEST }), 'a', async () => {
      throw new Error('upstream down');
    });
    const waiting = pages.serve(request('/', { cookie: GUEST }), 'b', page.render('b'));
    await expect(failing).rejects.toThrow('upstream down');
    expect(await (await waiting).text()).toBe('<script nonce="b">render 1</script>');
  });

  it('clear() forgets every page', async () => {
    const pages = createPageCache();
    const page = renderer();
    await pages.serve(request('/', { cookie: GUEST }), 'n', page.render('n'));
    pages.clear();
    await pages.serve(request('/', { cookie: GUEST }), 'n', page.render('n'));
    expect(page.renders).toBe(2);
  });

  it('clear(): a render begun before it is neither joined nor kept', async () => {
    const pages = createPageCache();
    let finishOld: () => void = () => {};
    const old = pages.serve(request('/', { cookie: GUEST }), 'a', async () => {
      await new Promise<void>((resolve) => (finishOld = resolve));
      return new Response('<p>before the change</p>', { headers: PUBLIC });
    });
    pages.clear();
    const page = renderer();
    const after = pages.serve(request('/', { cookie: GUEST }), 'b', page.render('b'));
    expect(await (await after).text()).toBe('<script nonce="b">render 1</script>');
    finishOld();
    expect(await (await old).text()).toBe('<p>before the change</p>');
    const again = await pages.serve(request('/', { cookie: GUEST }), 'c', page.render('c'));
    expect(await again.text()).toBe('<script nonce="c">render 1</script>');
    expect(page.renders).toBe(1);
  });
});
