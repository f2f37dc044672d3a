/**
 * The skip link's click: the browser follows #main without JavaScript but only moves its Tab
 * starting point there; this also gives <main> the focus, so screen readers announce the jump.
 */
export function focusMain(): void {
  const main = document.getElementById("main");
  if (!main) return;
  main.tabIndex = -1;
  main.focus({ preventScroll: true });
}
