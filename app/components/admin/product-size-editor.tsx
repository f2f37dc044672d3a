import { Plus, Trash2 } from "~/components/ui/icons";
import { useState } from "react";
import { ErrorList } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import type { SizeRowInput } from "~/lib/forms/admin/product-sizes";
import {
  conductorClasses,
  referenceMethods,
} from "~/lib/catalogue/cable-attributes";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";
import { attributes } from "~/locales/en/attributes";

/** A stored size, as the admin table's row carries it. */
export interface StoredSize {
  id: number;
  articleNumber: string;
  cores: number;
  sectionMm2: number;
  extraCores: number | null;
  extraSectionMm2: number | null;
  conductorClass: number;
  outerDiameterMm: number;
  weightKgKm: number;
  resistanceOhmKm: number;
  currentRatingA: number | null;
  ratingInstallation: string | null;
  ratingLoadedConductors: number | null;
  drumLengthM: number;
  stockM: number;
}

type Row = Required<Omit<SizeRowInput, "id">> & { id?: string; key: number };
type Column = Exclude<keyof Row, "id" | "key">;

const numberColumns: Column[] = [
  "cores",
  "sectionMm2",
  "extraCores",
  "extraSectionMm2",
  "outerDiameterMm",
  "weightKgKm",
  "resistanceOhmKm",
  "currentRatingA",
];
const afterRating: Column[] = ["drumLengthM", "stockM"];

const text = (value: number | null) => (value === null ? "" : String(value));

let nextKey = 1;

function rowOf(size: StoredSize): Row {
  return {
    key: nextKey++,
    id: String(size.id),
    articleNumber: size.articleNumber,
    cores: text(size.cores),
    sectionMm2: text(size.sectionMm2),
    extraCores: text(size.extraCores),
    extraSectionMm2: text(size.extraSectionMm2),
    conductorClass: String(size.conductorClass),
    outerDiameterMm: text(size.outerDiameterMm),
    weightKgKm: text(size.weightKgKm),
    resistanceOhmKm: text(size.resistanceOhmKm),
    currentRatingA: text(size.currentRatingA),
    ratingInstallation: size.ratingInstallation ?? "",
    ratingLoadedConductors: text(size.ratingLoadedConductors),
    drumLengthM: text(size.drumLengthM),
    stockM: text(size.stockM),
  };
}

function emptyRow(): Row {
  return {
    key: nextKey++,
    articleNumber: "",
    cores: "",
    sectionMm2: "",
    extraCores: "",
    extraSectionMm2: "",
    conductorClass: "2",
    outerDiameterMm: "",
    weightKgKm: "",
    resistanceOhmKm: "",
    currentRatingA: "",
    ratingInstallation: "",
    ratingLoadedConductors: "",
    drumLengthM: "",
    stockM: "0",
  };
}

/**
 * The product's sizes as an editable table: one row per article, cells typed as text (the form's
 * schema reads them strictly), rows added and removed here and posted together as the `sizes`
 * field, so the whole table is saved with the product in one write. No moving: the site lists
 * sizes in one order, by cores then section (issue 35), whatever the rows' order.
 */
export function ProductSizeEditor({
  sizes,
  error,
}: {
  sizes: StoredSize[];
  error?: string;
}) {
  const p = useAdminMessages().products;
  // The admin is English only (decision 043).
  const t = attributes;
  const [rows, setRows] = useState<Row[]>(() => sizes.map(rowOf));
  const posted = rows.map(({ key: _key, id, ...cells }) =>
    id ? { id, ...cells } : cells,
  );
  const set = (key: number, column: Column, value: string) =>
    setRows((current) =>
      current.map((row) =>
        row.key === key ? { ...row, [column]: value } : row,
      ),
    );
  const cell = (
    row: Row,
    n: number,
    column: Column,
    className = "min-w-24",
  ) => (
    <td key={column} className="p-1">
      <Input
        aria-label={format(p.sizeCell, { n, column: p.sizeColumns[column] })}
        value={row[column]}
        inputMode={column === "articleNumber" ? undefined : "decimal"}
        aria-invalid={error ? true : undefined}
        className={`h-9 ${className}`}
        onChange={(event) => set(row.key, column, event.currentTarget.value)}
      />
    </td>
  );
  const header = (column: Column | "actions") => (
    <th
      key={column}
      scope="col"
      className="px-1 pb-1 text-start align-bottom text-xs font-medium text-muted-foreground"
    >
      {p.sizeColumns[column]}
    </th>
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="text-base font-semibold">{p.sizesHeading}</legend>
      <p className="-mt-1 text-sm text-muted-foreground">{p.sizesHint}</p>
      <input type="hidden" name="sizes" value={JSON.stringify(posted)} />
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{p.noSizes}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="text-sm">
            <thead>
              <tr>
                {header("articleNumber")}
                {numberColumns.slice(0, 4).map(header)}
                {header("conductorClass")}
                {numberColumns.slice(4).map(header)}
                {header("ratingInstallation")}
                {header("ratingLoadedConductors")}
                {afterRating.map(header)}
                {header("actions")}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const n = index + 1;
                return (
                  <tr key={row.key}>
                    {cell(row, n, "articleNumber", "min-w-44 font-mono")}
                    {numberColumns
                      .slice(0, 4)
                      .map((column) => cell(row, n, column, "min-w-20"))}
                    <td className="p-1">
                      <NativeSelect
                        aria-label={format(p.sizeCell, {
                          n,
                          column: p.sizeColumns.conductorClass,
                        })}
                        value={row.conductorClass}
                        className="h-9 min-w-20"
                        options={conductorClasses.map(String)}
                        onChange={(event) =>
                          set(
                            row.key,
                            "conductorClass",
                            event.currentTarget.value,
                          )
                        }
                      />
                    </td>
                    {numberColumns
                      .slice(4)
                      .map((column) => cell(row, n, column))}
                    <td className="p-1">
                      <NativeSelect
                        aria-label={format(p.sizeCell, {
                          n,
                          column: p.sizeColumns.ratingInstallation,
                        })}
                        value={row.ratingInstallation}
                        className="h-9 min-w-56"
                        empty={p.noInstallation}
                        options={referenceMethods.map((method) => ({
                          value: method,
                          label: t.installation.short[method],
                        }))}
                        onChange={(event) =>
                          set(
                            row.key,
                            "ratingInstallation",
                            event.currentTarget.value,
                          )
                        }
                      />
                    </td>
                    <td className="p-1">
                      <NativeSelect
                        aria-label={format(p.sizeCell, {
                          n,
                          column: p.sizeColumns.ratingLoadedConductors,
                        })}
                        value={row.ratingLoadedConductors}
                        className="h-9 min-w-20"
                        empty="-"
                        options={["2", "3"]}
                        onChange={(event) =>
                          set(
                            row.key,
                            "ratingLoadedConductors",
                            event.currentTarget.value,
                          )
                        }
                      />
                    </td>
                    {afterRating.map((column) => cell(row, n, column))}
                    <td className="p-1 whitespace-nowrap">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={format(p.removeSize, { n })}
                        onClick={() =>
                          setRows((current) =>
                            current.filter((other) => other.key !== row.key),
                          )
                        }
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ErrorList id="product-sizes-error" errors={error} />
      <Button
        variant="secondary"
        className="self-start justify-self-start"
        onClick={() => setRows((current) => [...current, emptyRow()])}
      >
        <Plus aria-hidden="true" />
        {p.addSize}
      </Button>
    </fieldset>
  );
}
