import { type ComponentType, useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import { loadSonner, markToastHostReady, whenToastWanted } from "~/lib/toast";
import { useTheme } from "~/lib/preferences";

/** Mounts the toaster when the first toast is raised (see ~/lib/toast). */
export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(
    null,
  );
  const [theme] = useTheme();
  useEffect(() => {
    let cancelled = false;
    void whenToastWanted()
      .then(loadSonner)
      .then((module) => {
        if (!cancelled) setToaster(() => module.Toaster);
      });
    return () => {
      cancelled = true;
    };
  }, []);
  useEffect(() => {
    if (Toaster) markToastHostReady();
  }, [Toaster]);
  if (!Toaster) return null;
  // Spec: 4000 ms, at most 3 visible, swipe dismisses (the library's default).
  return (
    <Toaster
      position="top-center"
      theme={theme}
      richColors
      closeButton
      duration={4000}
      visibleToasts={3}
    />
  );
}
