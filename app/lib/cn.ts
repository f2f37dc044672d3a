import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (tailwind-merge would cost
 * every page 8 KB of JavaScript): callers must not pass a utility that conflicts with a base one.
 * Unit tests throw when one does; development and `VITE_CHECK_CLASS_CONFLICTS=1` builds log it.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  if (import.meta.env.DEV || import.meta.env.VITE_CHECK_CLASS_CONFLICTS === "1")
    assertNoConflict(joined);
  return joined;
}

function assertNoConflict(classes: string): void {
  const merged = twMerge(classes);
  if (merged.length !== classes.replace(/\s+/g, " ").trim().length) {
    const kept = new Set(merged.split(" "));
    const dropped = classes
      .split(/\s+/)
      .filter((name) => name && !kept.has(name));
    const message = `Conflicting Tailwind classes: ${dropped.join(" ")} in "${classes}"`;
    if (import.meta.env.MODE === "test") throw new Error(message);
    console.error(message);
  }
}
