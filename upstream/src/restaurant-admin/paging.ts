// The paged searches of the admin pages: page from 0, size, a whitelisted sort column, and the
// envelope's pagination.
import type { Pagination } from '@hotel/schema';
import type { Queryable, SqlParam } from '../db/database.js';

export interface PageQuery {
  page: number;
  size: number;
  direction: 'ASC' | 'DESC';
}

/** `%text%` for ilike with the pattern characters escaped; null (no filter) for no text. */
export const containsText = (text: string | undefined): string | null =>
  text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;

/**
 * Runs `select … ${from}` for one page, sorted by the contract's sort field mapped to a column
 * (never the caller's text), with the id as the tiebreak, and counts the whole match.
 */
export async function pageOf<Row extends object>(
  db: Queryable,
  opts: {
    select: string;
    from: string;
    params: SqlParam[];
    orderBy: string;
    query: PageQuery;
    /** The id column for the tiebreak. */
    id: string;
    /** A `with …` clause both the page and the count need. */
    with?: string;
  },
): Promise<{ rows: Row[]; pagination: Pagination }> {
  const { page, size, direction } = opts.query;
  const dir = direction === 'DESC' ? 'desc' : 'asc';
  const n = opts.params.length;
  const cte = opts.with ?? '';
  const [rows, [count]] = await Promise.all([
    db.query<Row>(
      `${cte} ${opts.select} ${opts.from} order by ${opts.orderBy} ${dir} nulls last, ${opts.id} ${dir} limit $${n + 1} offset $${n + 2}`,
      [...opts.params, size, page * size],
    ),
    db.query<{ total: number }>(`${cte} select count(*)::int as total ${opts.from}`, opts.params),
  ]);
  return { rows, pagination: { pageNumber: page, pageSize: size, totalRecords: Number(count?.total ?? 0) } };
}

/** Timestamps travel as ISO text. */
export const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();
