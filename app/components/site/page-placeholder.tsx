import { useMessages } from "~/locales";

/** A page whose screen is still being built: its heading inside the chrome. */
export function PagePlaceholder({ title }: { title: string }) {
  const t = useMessages().common;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-muted-foreground">{t.comingSoon}</p>
    </main>
  );
}
