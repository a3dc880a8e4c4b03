/** The newsletters of mes-coordonnees: which lists are checked (core's `createNewsletterSubscriptionsApi` reads and saves them). */
/** The checked lists after toggling one (order of the lists as shown). */
export function toggleList(
  checked: readonly string[],
  id: string,
  on: boolean,
  order: readonly string[],
): string[] {
  const set = new Set(checked);
  if (on) set.add(id);
  else set.delete(id);
  return order.filter((o) => set.has(o));
}
