import { describe, expect, it } from "vitest";
import { MAX_DESIGNATION_LENGTH, readDesignationQuery } from "./query";

describe("the ?code query", () => {
  const read = (query: string) =>
    readDesignationQuery(new URLSearchParams(query));

  it("takes a designation, trimmed", () => {
    expect(read("code=%20NYY-J%204x16%20")).toEqual({
      ok: true,
      code: "NYY-J 4x16",
    });
    expect(read("code=CW-NYY-3X25%2B16")).toEqual({
      ok: true,
      code: "CW-NYY-3X25+16",
    });
  });

  it("names a missing or blank code", () => {
    expect(read("")).toEqual({ ok: false, reason: "missing" });
    expect(read("code=")).toEqual({ ok: false, reason: "missing" });
    expect(read("code=%20%20")).toEqual({ ok: false, reason: "missing" });
  });

  it("refuses a code over the limit", () => {
    const long = "N".repeat(MAX_DESIGNATION_LENGTH);
    expect(read(`code=${long}`)).toEqual({ ok: true, code: long });
    expect(read(`code=${long}Y`)).toEqual({ ok: false, reason: "too-long" });
  });
});
