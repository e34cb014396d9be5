// Exports of a paged list take every page of the current filters, not only the one on screen.

/** Fetches pages of `size` until `total` rows are in (at most `limit`). */
export async function fetchAllPages<Row>(
  fetchPage: (page: number, size: number) => Promise<{ items: readonly Row[]; total: number }>,
  size = 200,
  limit = 5000,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0; rows.length < limit; page += 1) {
    const { items, total } = await fetchPage(page, size);
    rows.push(...items);
    if (items.length < size || rows.length >= total) break;
  }
  return rows.slice(0, limit);
}
