import { addDays, jakartaDate } from '../../../common/calendar';
import { jakartaInstant } from '../../../common/attendance';

/** The latest daily time ('HH:MM' Jakarta) at or before `now`: today's once it has passed, else yesterday's. */
export function lastScheduledAt(now: Date, time: string): Date {
  const today = jakartaDate(now);
  const todays = jakartaInstant(today, time);
  return todays.getTime() <= now.getTime() ? todays : jakartaInstant(addDays(today, -1), time);
}

/** The next daily time after `now`. */
export function nextScheduledAt(now: Date, time: string): Date {
  return jakartaInstant(addDays(jakartaDate(lastScheduledAt(now, time)), 1), time);
}
