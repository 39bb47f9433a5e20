/**
 * The total of a page whose statement reads the total beside each row: from the first row, or counted apart when the
 * page lies past the last one and so has no row to carry it.
 */
export async function pageTotal(
  rows: ReadonlyArray<{ total: number }>,
  offset: number,
  count: () => Promise<number>,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  return offset > 0 ? count() : 0;
}
