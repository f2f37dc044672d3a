import { type ComponentType, useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import { loadSonner, markToastHostReady } from "~/lib/toast";
import { useTheme } from "~/lib/preferences";

/** Mounts the toaster after hydration, when the browser is idle (see ~/lib/toast). */
export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const [theme] = useTheme();
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void loadSonner().then((module) => {
        if (!cancelled) setToaster(() => module.Toaster);
      });
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 });
    if (idle === undefined) setTimeout(load, 200);
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  useEffect(() => {
    if (Toaster) markToastHostReady();
  }, [Toaster]);
  if (!Toaster) return null;
  // Spec: 4000 ms, at most 3 visible, swipe dismisses (the library's default).
  return <Toaster position="top-center" theme={theme} richColors closeButton duration={4000} visibleToasts={3} />;
}
