/** "Construction and standards": the typed attributes, in words the loader resolved, two columns when wide. */
export function ProductAttributes({
  lines,
}: {
  lines: [label: string, value: string][];
}) {
  return (
    <dl className="grid overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface text-sm sm:grid-cols-2">
      {lines.map(([label, value]) => (
        <div
          key={label}
          className="-mb-px flex flex-col gap-0.5 border-b border-border px-4 py-3 sm:odd:border-e"
        >
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
