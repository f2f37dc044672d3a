/**
 * Toasts, loaded lazily: the toast library is not part of any page's JavaScript until the first
 * toast. `notify` asks the host (`ToastHost` in root.tsx) to load and mount the toaster, then waits
 * for it, so the toast is shown either way.
 */
import type * as SonnerModule from "sonner";

type Sonner = typeof SonnerModule;

let hostReady: () => void = () => {};
const hostMounted = new Promise<void>((resolve) => {
  hostReady = resolve;
});

let wanted: () => void = () => {};
const toastWanted = new Promise<void>((resolve) => {
  wanted = resolve;
});

/** Resolves when the first toast is raised: the host loads the library then. */
export function whenToastWanted(): Promise<void> {
  return toastWanted;
}

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

async function show(
  kind: "success" | "error" | "info",
  message: string,
  options?: ToastOptions,
): Promise<void> {
  wanted();
  const [{ toast }] = await Promise.all([loadSonner(), hostMounted]);
  toast[kind](
    message,
    options?.action ? { action: options.action } : undefined,
  );
}

export const notify = {
  success: (message: string, options?: ToastOptions) =>
    void show("success", message, options),
  error: (message: string, options?: ToastOptions) =>
    void show("error", message, options),
  info: (message: string, options?: ToastOptions) =>
    void show("info", message, options),
};
