// The one paging helper of every paged search: page from 0 and its size, the contract's sort field
// mapped to its column(s) here (never the caller's text), the id as the tiebreak, the whole match
// counted, and the envelope's pagination.
import type { AnyEndpoint, Pagination, SortDirection, SortFieldOf } from '@hotel/schema';
import type { Queryable, SqlParam } from './database.js';

export interface PageQuery<F extends string> {
  page: number;
  size: number;
  sortField: F;
  direction: SortDirection;
}

/**
 * Each sort field of a list → the SQL expression it orders by, or several (most significant first)
 * as an array: each gets the direction, which one string holding a comma would not.
 */
export type SortColumns<F extends string> = Readonly<Record<F, string | readonly string[]>>;
/** The columns of every sort field an endpoint's contract names (a field left out does not compile). */
export type SortColumnsOf<E extends AnyEndpoint> = SortColumns<SortFieldOf<E>>;

/** `%text%` for ilike with the pattern characters taken literally; null (no filter) for no text. */
export const containsText = (text: string | null | undefined): string | null => {
  const needle = text?.trim();
  return needle ? `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
};

/**
 * Runs `select … ${from}` for one page and counts the whole match. `from` holds the from, joins and
 * where clause, with the filter parameters numbered from $1 in `params`.
 */
export async function pageOf<Row extends object, F extends string = string>(
  db: Queryable,
  opts: {
    select: string;
    from: string;
    params: SqlParam[];
    /**
     * Parameters only the select and the sort use (counts shown in a column), numbered after
     * `params`: the count query leaves them out, as PostgreSQL refuses a parameter it does not see.
     */
    selectParams?: SqlParam[];
    sort: SortColumns<F>;
    query: PageQuery<F>;
    /** The id column for the tiebreak. */
    id: string;
    /** A `with …` clause both the page and the count need. */
    with?: string;
  },
): Promise<{ rows: Row[]; pagination: Pagination }> {
  const { page, size, sortField, direction } = opts.query;
  const dir = direction === 'DESC' ? 'desc' : 'asc';
  const columns: readonly string[] = [opts.sort[sortField]].flat();
  const orderBy = [...columns.map((c) => `${c} ${dir} nulls last`), `${opts.id} ${dir}`].join(', ');
  const pageParams = [...opts.params, ...(opts.selectParams ?? [])];
  const n = pageParams.length;
  const cte = opts.with ?? '';
  const [rows, [count]] = await Promise.all([
    db.query<Row>(`${cte} ${opts.select} ${opts.from} order by ${orderBy} limit $${n + 1} offset $${n + 2}`, [
      ...pageParams,
      size,
      page * size,
    ]),
    db.query<{ total: number }>(`${cte} select count(*)::int as total ${opts.from}`, opts.params),
  ]);
  return { rows, pagination: { pageNumber: page, pageSize: size, totalRecords: Number(count?.total ?? 0) } };
}
