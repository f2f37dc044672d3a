import { CheckCircle2 } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useMessages } from "~/locales";

interface ProductDetailTabsProps {
  specifications: Record<string, string | number | null>;
  features: { title: string; description: string }[];
  applications: string[];
}

/** The spec's eight specification rows, in its order. */
const specRows = [
  "voltage",
  "current",
  "conductors",
  "insulationMaterial",
  "operatingTemp",
  "bendRadius",
  "sheathMaterial",
  "availableColors",
] as const;

/** Specifications (default), Features, Applications. */
export function ProductDetailTabs({ specifications, features, applications }: ProductDetailTabsProps) {
  const t = useMessages().catalog.product;
  return (
    <Tabs defaultValue="specifications">
      <TabsList className="w-full sm:w-auto">
        <TabsTrigger value="specifications" className="flex-1 sm:flex-none">
          {t.tabs.specifications}
        </TabsTrigger>
        <TabsTrigger value="features" className="flex-1 sm:flex-none">
          {t.tabs.features}
        </TabsTrigger>
        <TabsTrigger value="applications" className="flex-1 sm:flex-none">
          {t.tabs.applications}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="specifications">
        <div className="overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface">
          <table className="w-full text-sm">
            <caption className="sr-only">{t.tabs.specifications}</caption>
            <tbody>
              {specRows.map((key) => {
                const value = specifications[key];
                return (
                  <tr key={key} className="border-b border-border last:border-0 even:bg-muted/40">
                    <th scope="row" className="w-2/5 px-4 py-3 text-start font-medium text-muted-foreground">
                      {t.specs[key]}
                    </th>
                    <td className="px-4 py-3 font-medium">{value === null || value === "" ? t.notSpecified : String(value)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </TabsContent>
      <TabsContent value="features">
        {features.length === 0 ? (
          <p className="text-muted-foreground">{t.noFeatures}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {features.map((feature) => (
              <li key={feature.title} className="rounded-[var(--radius-card)] border border-border bg-surface p-5">
                <p className="flex items-center gap-2 font-semibold">
                  <CheckCircle2 className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  {feature.title}
                </p>
                <p className="mt-2 text-sm text-muted-foreground">{feature.description}</p>
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="applications">
        {applications.length === 0 ? (
          <p className="text-muted-foreground">{t.noApplications}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {applications.map((application) => (
              <li key={application} className="flex items-start gap-3 rounded-lg border border-border bg-surface p-4 text-sm">
                <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                {application}
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
    </Tabs>
  );
}
