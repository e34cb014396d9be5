// How the settings screens show numbers and dates.

/** 12.5 → "12.5 %"; at most two decimals. */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(2))} %`;
}

/** A range of two YYYY-MM-DD dates. */
export function formatRange(start: string, end: string): string {
  return `${start} – ${end}`;
}

/** Seconds as minutes and seconds for a hint: 1800 → "30 min", 90 → "1 min 30 s". */
export function minutesOf(seconds: number): { minutes: number; seconds: number } {
  return { minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
}
