// How the settings screens show a number of seconds (numbers and dates in general: ui/format).

/** Seconds as minutes and seconds for a hint: 1800 → "30 min", 90 → "1 min 30 s". */
export function minutesOf(seconds: number): { minutes: number; seconds: number } {
  return { minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
}
