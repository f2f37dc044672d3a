import { Trash2 } from "~/components/ui/icons";
import { Link } from "react-router";
import { Field } from "~/components/forms/field";
import { useLocalePath } from "~/components/site/use-locale-path";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms/action-result";
import { fieldProps } from "~/lib/forms/fields";
import { lineInputs } from "~/components/site/add-to-quote-form";
import { drumField, lengthField } from "~/lib/quotes/quote-fields";
import type { BasketLineView } from "~/lib/quotes/quote-result";
import { format } from "~/locales";
import { useCopy } from "~/locales/copy";

/**
 * /quote's basket lines: each line's length and drum (inputs of the page's one form, so an edit
 * typed before "Send" is not lost), its Remove button (joined to the second form), and "Update".
 */
export function QuoteLines({
  lines,
  errors,
  values,
  submitting,
}: {
  lines: readonly BasketLineView[];
  errors: FieldErrors;
  values: Record<string, string>;
  submitting: boolean;
}) {
  const lp = useLocalePath();
  const t = useCopy("quote");
  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby="quote-lines-title">
        <h2
          id="quote-lines-title"
          className="text-2xl font-bold tracking-tight"
        >
          {t.linesTitle}
        </h2>
        {lines.length === 0 ? (
          <div className="mt-4">
            <p className="font-medium">{t.empty}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t.emptyHint}</p>
            <Link
              to={lp("/products")}
              className={buttonVariants({
                variant: "outline",
                className: "mt-4",
              })}
            >
              {t.browse}
            </Link>
          </div>
        ) : (
          <>
            <ol className="mt-2 divide-y divide-border">
              {lines.map((line, index) => (
                <LineRow
                  key={`${index}-${line.productId}-${line.size ?? ""}`}
                  line={line}
                  index={index}
                  errors={errors}
                  values={values}
                />
              ))}
            </ol>
            <Button
              type="submit"
              name="intent"
              value="update"
              variant="outline"
              className="mt-4"
              disabled={submitting}
            >
              {t.update}
            </Button>
          </>
        )}
      </section>
    </Card>
  );
}

function LineRow({
  line,
  index,
  errors,
  values,
}: {
  line: BasketLineView;
  index: number;
  errors: FieldErrors;
  values: Record<string, string>;
}) {
  const lp = useLocalePath();
  const t = useCopy("quote");
  // The name the page's language shows (Arabic on /ar); the stored request keeps the catalogue's.
  const shown = line.shownName ?? line.productName;
  const name = shown ?? line.productId;
  const lengthId = lengthField(index);
  const drumId = drumField(index);
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_8rem_8rem_auto] sm:items-start">
      <div className="min-w-0">
        <p className="font-semibold">
          {shown ? (
            <Link
              to={lp(`/product/${encodeURIComponent(line.productId)}`)}
              className="hover:text-primary hover:underline"
              {...line.marks?.name}
            >
              {shown}
            </Link>
          ) : (
            line.productId
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          {t.colSize}:{" "}
          {line.size
            ? [line.size, line.sizeDesignation].filter(Boolean).join(" ")
            : t.sizeNotChosen}
        </p>
        {line.productName === null && (
          <p className="mt-1 text-sm font-medium text-destructive">
            {t.unavailable}
          </p>
        )}
      </div>
      <Field
        id={lengthId}
        label={
          <LineLabel
            text={t.colLength}
            detail={format(t.lengthOf, { index: index + 1, name })}
          />
        }
        error={errors[lengthId]}
      >
        {(control) => (
          <Input
            {...control}
            {...fieldProps(lineInputs.length, lengthId)}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values[lengthId] ?? String(line.lengthM)}
          />
        )}
      </Field>
      <Field
        id={drumId}
        label={
          <LineLabel
            text={t.colDrum}
            detail={format(t.drumOf, { index: index + 1, name })}
          />
        }
        error={errors[drumId]}
      >
        {(control) => (
          <Input
            {...control}
            {...fieldProps(lineInputs.drum, drumId)}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={
              values[drumId] ?? (line.drumM === null ? "" : String(line.drumM))
            }
          />
        )}
      </Field>
      <Button
        type="submit"
        form="quote-remove"
        name="line"
        value={String(index)}
        variant="ghostDestructive"
        className="sm:mt-6"
        aria-label={format(t.removeOf, { index: index + 1, name })}
      >
        <Trash2 aria-hidden="true" />
        {t.remove}
      </Button>
    </li>
  );
}

/** A short visible label; the full one (which line) for assistive technology. */
function LineLabel({ text, detail }: { text: string; detail: string }) {
  return (
    <>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{detail}</span>
    </>
  );
}
