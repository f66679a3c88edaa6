// The build's "today": the calendar day in India (the offer ends at midnight
// there), from SOURCE_DATE_EPOCH when it is set (seconds since 1970, the
// reproducible-builds convention: CI sets it to the commit's time) or from
// the clock. Only the day is used, so two builds on the same day are identical.
const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" });

/** YYYY-MM-DD in India time. */
export function today(env: NodeJS.ProcessEnv = process.env): string {
  const epoch = env.SOURCE_DATE_EPOCH?.trim();
  const seconds = epoch && /^\d+$/.test(epoch) ? Number(epoch) : undefined;
  return day.format(seconds === undefined ? new Date() : new Date(seconds * 1000));
}
