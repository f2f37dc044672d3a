import type { HomeCopy } from "~/locales";
import type { TextLang } from "~/lib/locale/arabic";
import { langKey } from "~/lib/locale/lang-attrs";
import { useLangAttrs } from "~/components/site/use-lang-attrs";

export interface ClientCardData {
  id: number;
  name: string;
  industry: string;
  description: string;
  image: string | null;
  /** On a non-English page, which language each descriptive text is in (decision 041). */
  lang?: { industry: TextLang; description: TextLang };
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z\u0600-\u06FF]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
}

/** "Trusted by": the clients the admin keeps; a monogram stands in for a missing logo. */
export function ClientsSection({
  clients,
  copy,
}: {
  clients: ClientCardData[];
  copy: HomeCopy["clients"];
}) {
  const t = copy;
  const marked = useLangAttrs();
  if (clients.length === 0) return null;
  return (
    <section
      aria-labelledby="clients-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="max-w-2xl">
        <h2
          id="clients-heading"
          className="text-3xl font-bold tracking-tight sm:text-4xl"
        >
          {t.heading}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{t.intro}</p>
      </div>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {clients.map((client) => (
          <li
            key={
              client.lang ? `${client.id}-${langKey(client.lang)}` : client.id
            }
            className="rounded-[var(--radius-card)] border border-border bg-surface p-6 shadow-sm"
          >
            <div className="flex items-center gap-4">
              {client.image ? (
                <img
                  src={client.image}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-14 rounded-lg border border-border object-contain"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-secondary text-lg font-bold text-secondary-foreground"
                >
                  {initials(client.name)}
                </span>
              )}
              <div className="min-w-0">
                <h3 className="font-semibold">{client.name}</h3>
                <p
                  className="text-sm font-medium text-primary"
                  {...marked(client.lang?.industry)}
                >
                  {client.industry}
                </p>
              </div>
            </div>
            <p
              className="mt-4 text-sm text-muted-foreground"
              {...marked(client.lang?.description)}
            >
              {client.description}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
