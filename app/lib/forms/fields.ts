/**
 * A form's fields described once, without zod (decision 009): the browser's first load reads it for
 * the inputs' attributes (`fieldProps`), and the zod schema (loaded late on public pages) reads the
 * same numbers, so no limit is typed twice.
 */
export interface FieldSpec {
  /** Must be filled in: the input's `required`, and the schema's "required" message. */
  readonly required?: boolean;
  /** Characters at most: the input's `maxLength`, and the schema's cap where it checks one. */
  readonly maxLength?: number;
  readonly type?: "email" | "tel" | "password" | "date" | "number";
  /** Line breaks are kept (a textarea). */
  readonly multiline?: boolean;
  /** A number read by the strict parser (strict-number.ts): whole numbers only, and its range. */
  readonly integer?: boolean;
  readonly min?: number;
  readonly max?: number;
}

/**
 * A form's fields, written `{ … } as const satisfies FieldSpecs`: checked, each number kept as a
 * literal for the schema to read, and no import at run time (a page that only reads a limit loads
 * no code for it).
 */
export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

/** What an input takes from its field: spread as `{...field("name")}`. */
export interface FieldAttributes {
  name: string;
  required?: true;
  maxLength?: number;
  type?: NonNullable<FieldSpec["type"]>;
  min?: number;
  max?: number;
}

/**
 * The input attributes of a field. min and max are attributes only where the browser reads them
 * (number inputs); a text input holding a number keeps them for the schema alone.
 */
export function fieldProps(spec: FieldSpec, name: string): FieldAttributes {
  const attributes: FieldAttributes = { name };
  if (spec.type) attributes.type = spec.type;
  if (spec.required) attributes.required = true;
  if (spec.maxLength !== undefined) attributes.maxLength = spec.maxLength;
  if (spec.type === "number") {
    if (spec.min !== undefined) attributes.min = spec.min;
    if (spec.max !== undefined) attributes.max = spec.max;
  }
  return attributes;
}

/** `field` as a form's hook gives it, for a part of the form drawn by its own component. */
export type FieldOf<F extends FieldSpecs> = (
  name: keyof F & string,
) => FieldAttributes;
