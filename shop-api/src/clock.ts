/**
 * The API's notion of "now" for what shoppers are told about time (pickup ready times). A test
 * fixes it through the test hook POST /__test/clock (test-hooks.ts); otherwise it is the real time.
 */
let fixedNow: Date | null = null;

export function shopNow(): Date {
  return fixedNow ? new Date(fixedNow) : new Date();
}

/** null goes back to the real time. */
export function fixShopClock(now: Date | null): void {
  fixedNow = now;
}
