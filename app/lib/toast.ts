/**
 * Toasts, loaded lazily: the toast library is not part of any page's first-load JavaScript. The
 * host (`ToastHost` in root.tsx) mounts the toaster when the browser is idle after hydration;
 * `notify` waits for it, so a toast raised earlier is still shown.
 */
import type * as SonnerModule from "sonner";

type Sonner = typeof SonnerModule;

let hostReady: () => void = () => {};
const hostMounted = new Promise<void>((resolve) => {
  hostReady = resolve;
});

export function loadSonner(): Promise<Sonner> {
  return import("sonner");
}

/** Called by the toast host once its <Toaster> is on the page. */
export function markToastHostReady(): void {
  hostReady();
}

async function show(kind: "success" | "error" | "info", message: string): Promise<void> {
  const [{ toast }] = await Promise.all([loadSonner(), hostMounted]);
  toast[kind](message);
}

export const notify = {
  success: (message: string) => void show("success", message),
  error: (message: string) => void show("error", message),
  info: (message: string) => void show("info", message),
};
