import { Award, Lightbulb, ShieldCheck, Users } from "~/components/ui/icons";
import { adminMeta } from "~/components/admin/admin-meta";
import { ArabicBadge } from "~/components/admin/arabic-badge";
import { Bilingual } from "~/components/admin/bilingual";
import { CoreValueDialog } from "~/components/admin/core-value-dialog";
import { EntityTable } from "~/components/admin/entity-table";
import { PageHeader } from "~/components/admin/page-header";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { useEntityDialog } from "~/components/admin/entity-dialog";
import { ErrorList } from "~/components/forms/field";
import { useForm } from "~/components/forms/use-form";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Textarea } from "~/components/ui/textarea";
import {
  aboutFormSchema,
  coreValueFormSchema,
  aboutFields,
} from "~/lib/forms/admin/about";
import type { CoreValueIcon } from "~/lib/content/pages";
import {
  getAdminAbout,
  listAdminCoreValues,
  saveAbout,
  saveCoreValue,
} from "~/server/admin/pages.server";
import {
  adminWrite,
  answer,
  invalid,
  parseForm,
  readAdminForm,
} from "~/server/admin/form.server";
import type { Route } from "./+types/about";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

const t = adminMessages.about;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export function loader() {
  return { about: getAdminAbout(), values: listAdminCoreValues() };
}

async function write({ request }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const intent = form.get("intent");
  if (intent === "about") {
    const parsed = parseForm(aboutFormSchema, form);
    if (!parsed.ok) return invalid(parsed.errors);
    return answer(saveAbout(parsed.value), t.saved);
  }
  // The values are a fixed four: edited, never added or deleted.
  if (intent !== "update") return invalid({ form: t.notFound });
  const parsed = parseForm(coreValueFormSchema, form);
  if (!parsed.ok) return invalid(parsed.errors);
  return answer(
    saveCoreValue(Number(form.get("id")), parsed.value),
    t.valueUpdated,
  );
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = adminWrite(write);

const icons: Record<
  CoreValueIcon,
  React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>
> = { Award, ShieldCheck, Lightbulb, Users };

type ValueRow = Route.ComponentProps["loaderData"]["values"][number];

export default function AdminAbout({ loaderData }: Route.ComponentProps) {
  const a = useAdminMessages().about;
  const dialog = useEntityDialog<ValueRow>();
  const { fetcher, errors: serverErrors, busy } = useAdminFetcher();
  const check = useForm({ schema: aboutFormSchema, fields: aboutFields });
  const errors = { ...serverErrors, ...check.errors };
  const { about } = loaderData;
  return (
    <>
      <PageHeader title={a.title} description={a.description} />
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>
              <span>{a.texts}</span>
              <ArabicBadge state={about.arabic} />
            </CardTitle>
          </CardHeader>
          <CardContent>
            <fetcher.Form
              method="post"
              noValidate
              className="flex flex-col gap-4"
              onSubmit={check.onSubmit}
            >
              <input type="hidden" name="intent" value="about" />
              <Bilingual
                id="about-story"
                label={a.fieldStory}
                hint={a.storyHint}
                error={errors.story}
                arabicError={errors.storyAr}
                english={(control) => (
                  <Textarea
                    {...control}
                    {...check.field("story")}
                    rows={10}
                    defaultValue={about.story}
                  />
                )}
                arabic={(control) => (
                  <Textarea
                    {...control}
                    {...check.field("storyAr")}
                    rows={10}
                    defaultValue={about.storyAr}
                  />
                )}
              />
              <Bilingual
                id="about-mission"
                label={a.fieldMission}
                error={errors.mission}
                arabicError={errors.missionAr}
                english={(control) => (
                  <Textarea
                    {...control}
                    {...check.field("mission")}
                    rows={4}
                    defaultValue={about.mission}
                  />
                )}
                arabic={(control) => (
                  <Textarea
                    {...control}
                    {...check.field("missionAr")}
                    rows={4}
                    defaultValue={about.missionAr}
                  />
                )}
              />
              <Bilingual
                id="about-vision"
                label={a.fieldVision}
                error={errors.vision}
                arabicError={errors.visionAr}
                english={(control) => (
                  <Textarea
                    {...control}
                    {...check.field("vision")}
                    rows={4}
                    defaultValue={about.vision}
                  />
                )}
                arabic={(control) => (
                  <Textarea
                    {...control}
                    {...check.field("visionAr")}
                    rows={4}
                    defaultValue={about.visionAr}
                  />
                )}
              />
              <ErrorList errors={errors.form} />
              <div>
                <Button type="submit" disabled={busy}>
                  {busy ? adminMessages.common.saving : a.save}
                </Button>
              </div>
            </fetcher.Form>
          </CardContent>
        </Card>
        <EntityTable
          rows={loaderData.values}
          title={a.values}
          empty=""
          nameOf={(value) => value.title}
          busy={busy}
          onEdit={(value) => dialog.open(value)}
          columns={[
            {
              header: a.colIcon,
              place: "media",
              cell: (value) => {
                const Icon = icons[value.icon];
                return (
                  <span
                    className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary"
                    title={a.icons[value.icon]}
                  >
                    <Icon className="size-5" aria-hidden />
                  </span>
                );
              },
            },
            {
              header: a.colTitle,
              place: "primary",
              className: "font-medium whitespace-nowrap",
              cell: (value) => (
                <>
                  {value.title}
                  <ArabicBadge state={value.arabic} />
                </>
              ),
            },
            {
              header: a.colDescription,
              className: "max-w-96 max-sm:max-w-none",
              cell: (value) => (
                <p
                  className="truncate text-muted-foreground"
                  title={value.description}
                >
                  {value.description}
                </p>
              ),
            },
          ]}
        />
      </div>
      {dialog.isOpen && dialog.editing ? (
        <CoreValueDialog
          key={dialog.key}
          editing={dialog.editing}
          onDone={dialog.close}
        />
      ) : null}
    </>
  );
}
