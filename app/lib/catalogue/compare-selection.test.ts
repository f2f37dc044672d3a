import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  compareHref,
  onSelectionChange,
  readSelection,
} from "./compare-selection";
import {
  lastChange,
  toggleSelection,
  writeSelection,
} from "./compare-selection-write";

// The browser's storage and window, as far as the selection uses them.
const store = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
});
vi.stubGlobal("window", new EventTarget());

describe("the compare selection kept in the browser", () => {
  beforeEach(() => store.clear());

  it("adds and removes products, and refuses a fifth", () => {
    expect(toggleSelection("1", "One")).toBe("added");
    for (const id of ["2", "3", "4"]) toggleSelection(id, id);
    expect(readSelection()).toEqual(["1", "2", "3", "4"]);
    expect(toggleSelection("5", "Five")).toBe("full");
    expect(lastChange).toEqual({ kind: "full", name: "Five" });
    expect(readSelection()).toEqual(["1", "2", "3", "4"]);
    expect(toggleSelection("2", "Two")).toBe("removed");
    expect(readSelection()).toEqual(["1", "3", "4"]);
  });

  it("tells listeners of each change, until they stop listening", () => {
    const listener = vi.fn();
    const stop = onSelectionChange(listener);
    writeSelection(["7"]);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    writeSelection([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("reads a damaged value as no selection, and never more than four distinct ids", () => {
    store.set("compare", "{not json");
    expect(readSelection()).toEqual([]);
    store.set("compare", JSON.stringify(["1", 2, "1", "3", "4", "5", "6"]));
    expect(readSelection()).toEqual(["1", "3", "4", "5"]);
  });

  it("makes the comparison's address", () => {
    expect(compareHref([])).toBe("/compare");
    expect(compareHref(["1", "5", "7"])).toBe("/compare?ids=1,5,7");
    expect(compareHref(["1", "5"], true)).toBe("/compare?ids=1,5&diff=1");
    expect(compareHref(["a b"])).toBe("/compare?ids=a%20b");
  });
});
