import { Plus, X } from "~/components/ui/icons";
import { useState } from "react";
import type { ProductDialogRow } from "~/components/admin/product-dialog";
import { Field } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";

/**
 * The product dialog's Features and Applications tabs: a list each, in English and in Arabic, with
 * an add row and a remove button per item. Their state is the dialog's (`onChange`), saved with
 * the rest of the product.
 */

/** The Arabic twin of a list's inputs: its own ids, "(Arabic)" labels, typed right to left. */
function arabicInputs(arabic: boolean, labelTemplate: string) {
  return {
    id: (id: string) => (arabic ? `${id}-ar` : id),
    label: (label: string) =>
      arabic ? format(labelTemplate, { label }) : label,
    attrs: arabic ? ({ lang: "ar", dir: "rtl" } as const) : {},
  };
}

/** A feature as the product dialog keeps it (the English list or the Arabic). */
export type Feature = ProductDialogRow["features"][number];

/**
 * A list of features; `arabic`: the Arabic list beside the English one, its inputs typed right to
 * left and named "(Arabic)".
 */
export function FeatureList({
  features,
  onChange,
  arabic = false,
}: {
  features: Feature[];
  onChange: (next: Feature[]) => void;
  arabic?: boolean;
}) {
  const m = useAdminMessages();
  const p = m.products;
  const ar = arabicInputs(arabic, m.arabic.label);
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const add = () => {
    // Spec: both title and description are needed, otherwise nothing happens.
    if (!title.trim() || !description.trim()) return;
    onChange([
      ...features,
      { title: title.trim(), description: description.trim() },
    ]);
    setTitle("");
    setDescription("");
  };
  return (
    <>
      <div className="grid gap-3 rounded-md border border-border p-3">
        <Field id={ar.id("feature-title")} label={ar.label(p.featureTitle)}>
          {(control) => (
            <Input
              {...control}
              {...ar.attrs}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field
          id={ar.id("feature-description")}
          label={ar.label(p.featureDescription)}
        >
          {(control) => (
            <Textarea
              {...control}
              {...ar.attrs}
              rows={2}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
          )}
        </Field>
        <Button
          variant="secondary"
          onClick={add}
          className="justify-self-start"
        >
          <Plus aria-hidden="true" />
          {arabic ? p.addFeatureAr : p.addFeature}
        </Button>
      </div>
      {features.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {arabic ? p.noFeaturesAr : p.noFeatures}
        </p>
      ) : null}
      <ul
        className="flex flex-col gap-2"
        aria-label={arabic ? p.featuresAr : p.tabs.features}
      >
        {features.map((feature, index) => (
          <li
            key={`${feature.title}-${index}`}
            className="flex items-start gap-3 rounded-md border border-border p-3"
            {...ar.attrs}
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium">{feature.title}</p>
              <p className="text-sm text-muted-foreground">
                {feature.description}
              </p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`${m.common.remove} ${feature.title}`}
              onClick={() => onChange(features.filter((_, i) => i !== index))}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A list of applications; `arabic`: the Arabic one, as FeatureList's. */
export function ApplicationList({
  applications,
  onChange,
  arabic = false,
}: {
  applications: string[];
  onChange: (next: string[]) => void;
  arabic?: boolean;
}) {
  const m = useAdminMessages();
  const p = m.products;
  const ar = arabicInputs(arabic, m.arabic.label);
  const [text, setText] = useState("");
  const add = () => {
    if (!text.trim()) return;
    onChange([...applications, text.trim()]);
    setText("");
  };
  return (
    <>
      <Field id={ar.id("application-text")} label={ar.label(p.application)}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              {...ar.attrs}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button variant="secondary" onClick={add}>
              <Plus aria-hidden="true" />
              {arabic ? p.addApplicationAr : p.addApplication}
            </Button>
          </div>
        )}
      </Field>
      {applications.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {arabic ? p.noApplicationsAr : p.noApplications}
        </p>
      ) : null}
      <ul
        className="flex flex-wrap gap-2"
        aria-label={arabic ? p.applicationsAr : p.tabs.applications}
      >
        {applications.map((item, index) => (
          <li
            key={`${item}-${index}`}
            className="inline-flex items-center gap-1 rounded-full border border-border bg-muted ps-3 pe-1 text-sm"
            {...ar.attrs}
          >
            {item}
            <button
              type="button"
              aria-label={`${m.common.remove} ${item}`}
              className="inline-flex size-7 items-center justify-center rounded-full hover:bg-surface"
              onClick={() =>
                onChange(applications.filter((_, i) => i !== index))
              }
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
