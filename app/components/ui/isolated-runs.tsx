const RUN = /(\u2066[^\u2069]*\u2069)/;

/**
 * Text whose Latin runs are isolated (LRI ... PDI, `isolateLtr`), each run kept on one line: a
 * right-to-left line that breaks inside "IEC 60332-1-2" or "0.6/1 kV" shows the pieces in the wrong
 * order ("-IEC 60332" above "2"). The marks stay in the text, so copying it gives what it gave.
 * Text without isolates is returned as it is.
 */
export function IsolatedRuns({ text }: { text: string }) {
  if (!text.includes("\u2066")) return text;
  return text.split(RUN).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
