import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IsolatedRuns } from "./isolated-runs";

const LRI = "\u2066";
const PDI = "\u2069";

describe("isolated runs", () => {
  it("keeps each isolated Latin run on one line, its marks in the text", () => {
    const text = `مقاوم لانتشار اللهب (${LRI}IEC 60332-1-2${PDI})، ${LRI}0.6/1 kV${PDI}`;
    expect(renderToStaticMarkup(<IsolatedRuns text={text} />)).toBe(
      `مقاوم لانتشار اللهب (<span class="whitespace-nowrap">${LRI}IEC 60332-1-2${PDI}</span>)، <span class="whitespace-nowrap">${LRI}0.6/1 kV${PDI}</span>`,
    );
  });

  it("leaves text without isolates as it is", () => {
    expect(
      renderToStaticMarkup(<IsolatedRuns text="IEC 60502-1, IEC 60228" />),
    ).toBe("IEC 60502-1, IEC 60228");
  });
});
