/** When a pickup order is ready (commerce/pickup-ready.ts) at fixed clock times, and POST /pickup-times with the clock fixed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupReadyAt } from '../src/commerce/pickup-ready';
import { fixShopClock } from '../src/clock';
import { createTestShop, type TestShop } from './support';
import { STORES } from '../seed/stores-and-pages';

const LA = 'America/Los_Angeles';
const [midtown] = STORES;
const davis = STORES.find((s) => s.short_name === 'Davis')!;
/** 2026-11-27 is a Friday; California is on PST (UTC-8) then. */
const friday = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00-08:00`);

describe('pickupReadyAt', () => {
  it.each([
    ['07:00', { day: 'today', time: '10:00' }],
    ['14:00', { day: 'today', time: '16:00' }],
    ['14:10', { day: 'today', time: '17:00' }],
    ['18:30', { day: 'tomorrow', time: '10:00' }],
    ['19:30', { day: 'tomorrow', time: '10:00' }],
    ['23:30', { day: 'tomorrow', time: '10:00' }],
  ])('an order at %s on a weekday at a store open 10-21, 2 hours to prepare', (at, expected) => {
    expect(pickupReadyAt(midtown.opening_hours, LA, friday(at), 120)).toMatchObject(expected);
  });

  it('skips a day the store is closed, naming the weekday', () => {
    const saturdayEvening = new Date('2026-11-28T19:00:00-08:00');
    expect(pickupReadyAt(davis.opening_hours, LA, saturdayEvening, 120)).toEqual({ date: '2026-11-30', time: '11:00', day: 'Monday' });
  });

  it('reads the clock in the store’s time zone and answers null without opening hours', () => {
    expect(pickupReadyAt(midtown.opening_hours, 'America/New_York', friday('14:00'), 120)).toMatchObject({ day: 'today', time: '19:00' });
    expect(pickupReadyAt([], LA, friday('14:00'), 120)).toBeNull();
  });
});

describe('POST /pickup-times', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  }, 120_000);
  afterAll(async () => {
    fixShopClock(null);
    await shop?.close();
  });

  it('answers each pickup store’s ready time by the shop’s clock', async () => {
    fixShopClock(friday('19:30'));
    const { status, body } = await shop.call('POST', '/pickup-times', { body: {} });
    expect(status).toBe(200);
    expect(body.data.pickup_times).toHaveLength(5);
    expect(body.data.pickup_times[0]).toEqual({
      location_id: expect.any(Number),
      ready_date: '2026-11-28',
      ready_time: '10:00',
      ready_day: 'tomorrow',
    });
    // Davis closes at 20:00 on weekdays and opens at 10:00 on Saturdays.
    expect(body.data.pickup_times[4]).toMatchObject({ ready_day: 'tomorrow', ready_time: '10:00' });
    fixShopClock(friday('13:00'));
    const later = await shop.call('POST', '/pickup-times', { body: {} });
    expect(later.body.data.pickup_times[0]).toMatchObject({ ready_day: 'today', ready_time: '15:00' });
  });
});
