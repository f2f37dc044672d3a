/**
 * The order of a list the admin places entries in by a "Position" field (1 is first): the FAQ, the
 * job openings, each tab of the downloads. `order` is the list's ids as shown (with or without
 * `id`); the answer is the new order, for the caller to number 1..n in its transaction. An empty
 * position keeps the entry's place, or puts it last when it is new or joins this list from another;
 * a position past the end is the end.
 */
export function placeInOrder(
  order: readonly number[],
  id: number,
  position: number | null,
  isNew = false,
): number[] {
  const current = isNew ? -1 : order.indexOf(id);
  const rest = order.filter((entry) => entry !== id);
  const at =
    position === null ? (current === -1 ? rest.length : current) : position - 1;
  rest.splice(Math.min(at, rest.length), 0, id);
  return rest;
}
