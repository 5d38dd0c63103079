/** Which copy a card is among the cards of one name in a hand or row: copy 2 of 3. */
export interface Copies {
  copy: number;
  of: number;
}

/**
 * For each card of a row, by name, its place among the cards of the same name, and a key that stays
 * put while the row changes (two copies of one card have the same id in some games).
 */
export function withCopies<T>(
  items: T[],
  nameOf: (item: T) => string,
): { item: T; key: string; copies?: Copies }[] {
  const total: Record<string, number> = {};
  for (const item of items) total[nameOf(item)] = (total[nameOf(item)] ?? 0) + 1;
  const seen: Record<string, number> = {};
  return items.map((item) => {
    const name = nameOf(item);
    const copy = (seen[name] = (seen[name] ?? 0) + 1);
    const of = total[name];
    return { item, key: `${name}#${copy}`, copies: of > 1 ? { copy, of } : undefined };
  });
}
