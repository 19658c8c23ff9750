/**
 * When a pickup order placed now is ready (ADR 0155): the preparation time after now, rounded up
 * to the next full hour; if that is not within the store's opening hours that day, the store's
 * next opening. Pure: the caller passes the clock, so tests fix it.
 */
import type { OpeningHours } from '../db/schema';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** A week and a day: a store open at all is open within it. */
const DAYS_LOOKED_AHEAD = 8;

interface PickupReady {
  /** The store's local date and time, as YYYY-MM-DD and HH:MM. */
  date: string;
  time: string;
  /** 'today', 'tomorrow', or the weekday name (for later this week), in the store's time zone. */
  day: string;
}

/** Minutes since midnight of "HH:MM". */
const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + (m || 0);
};
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The wall-clock date (as a UTC-midnight Date, for day arithmetic) and minute of `now` in `timeZone`. */
function localClock(now: Date, timeZone: string): { day: Date; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day))),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The store's opening interval on that weekday, in minutes; null when it is closed all day. */
function hoursOn(hours: OpeningHours[], weekday: number): { opens: number; closes: number } | null {
  const entry = hours.find((h) => h.days.includes(DAY_NAMES[weekday]));
  return entry ? { opens: minutesOf(entry.opens), closes: minutesOf(entry.closes) } : null;
}

/** When an order placed at `now` is ready; null when the store has no opening hours. */
export function pickupReadyAt(hours: OpeningHours[], timeZone: string, now: Date, preparationMinutes: number): PickupReady | null {
  const clock = localClock(now, timeZone);
  const earliest = Math.ceil((clock.minute + preparationMinutes) / 60) * 60;
  for (let offset = 0; offset < DAYS_LOOKED_AHEAD; offset++) {
    const day = new Date(clock.day.getTime() + offset * 86_400_000);
    const open = hoursOn(hours, day.getUTCDay());
    if (!open) continue;
    // Today: ready once prepared, if the store is still open then. A later day: from opening
    // (what is not ready by closing is prepared before the store opens).
    const soonest = offset === 0 ? Math.max(earliest, open.opens) : Math.max(earliest - offset * 1440, open.opens);
    if (soonest >= open.closes) continue;
    return {
      date: day.toISOString().slice(0, 10),
      time: hhmm(soonest),
      day: offset === 0 ? 'today' : offset === 1 ? 'tomorrow' : DAY_NAMES[day.getUTCDay()],
    };
  }
  return null;
}
