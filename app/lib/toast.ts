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

/** An optional button in the toast (e.g. Undo after a delete). */
export interface ToastOptions {
  action?: { label: string; onClick: () => void };
}

async function show(kind: "success" | "error" | "info", message: string, options?: ToastOptions): Promise<void> {
  const [{ toast }] = await Promise.all([loadSonner(), hostMounted]);
  toast[kind](message, options?.action ? { action: options.action } : undefined);
}

export const notify = {
  success: (message: string, options?: ToastOptions) => void show("success", message, options),
  error: (message: string, options?: ToastOptions) => void show("error", message, options),
  info: (message: string, options?: ToastOptions) => void show("info", message, options),
};
