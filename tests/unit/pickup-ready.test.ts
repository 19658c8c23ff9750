import { describe, expect, it } from 'vitest';
import { clockText, pickupReadyText } from '~/lib/catalogue/pickup-ready';

describe('pickupReadyText', () => {
  it('says the day and the hour as shoppers read them', () => {
    expect(pickupReadyText({ ready_day: 'today', ready_time: '16:00' })).toBe('Ready today after 4 pm');
    expect(pickupReadyText({ ready_day: 'tomorrow', ready_time: '10:00' })).toBe('Ready tomorrow after 10 am');
    expect(pickupReadyText({ ready_day: 'Monday', ready_time: '11:30' })).toBe('Ready Monday after 11:30 am');
  });

  it('writes noon and midnight as 12', () => {
    expect([clockText('12:00'), clockText('00:00'), clockText('12:05')]).toEqual(['12 pm', '12 am', '12:05 pm']);
  });
});
