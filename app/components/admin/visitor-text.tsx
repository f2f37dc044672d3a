import type { ReactNode } from "react";

/**
 * Text someone outside the team typed (a visitor's name, subject, notes; a name tried at the
 * login), shown in the admin. `<bdi>` isolates it: a bidirectional override in it (U+202E, as in
 * "Ahmed" + U+202E + "fdp.exe") or an unclosed embedding reorders at most its own characters, never
 * the addresses, dates and labels beside it (issue 35). Its direction is its own first strong
 * letter's, so Arabic reads right to left inside the English screens.
 */
export function VisitorText({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}
