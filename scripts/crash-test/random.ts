// Deterministic randomness: the same --seed replays the same choices (the kill moment still varies
// with load).
import { seed } from "./options";

let state = seed >>> 0;
/** mulberry32. */
export function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
export const pick = <T>(items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
export const word = () => Math.floor(random() * 36 ** 6).toString(36);
