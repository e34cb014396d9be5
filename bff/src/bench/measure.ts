// What the benchmarks share: percentiles, a plain-text table, and units. No assertions anywhere.
import { Agent, request } from 'undici';

export function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

export function summary(samples: readonly number[]): { p50: number; p99: number; mean: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((s, x) => s + x, 0) / sorted.length,
  };
}

export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const line = (row: readonly string[]) => row.map((cell, col) => cell.padEnd(widths[col]!)).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

export const ms = (x: number): string => `${x.toFixed(2)} ms`;
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

const agent = new Agent({ connections: 8, keepAliveTimeout: 30_000 });

/** Sends a request and answers the body's length and text; anything but a clean 200 throws. */
export async function fetchText(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<string> {
  const res = await request(url, { ...init, dispatcher: agent });
  const text = await res.body.text();
  if (res.statusCode !== 200 || text.startsWith('{"errors"'))
    throw new Error(`${url} answered ${res.statusCode}: ${text.slice(0, 300)}`);
  return text;
}

/** Closes the benchmarks' connection pool, so the process can end. */
export const closeConnections = (): Promise<void> => agent.close();

export const fetchBytes = async (...args: Parameters<typeof fetchText>): Promise<number> =>
  (await fetchText(...args)).length;
