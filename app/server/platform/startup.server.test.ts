import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { keepDataPrivate } from "./startup.server";

describe("keepDataPrivate", () => {
  const previous = process.umask();
  afterEach(() => void process.umask(previous));

  it("makes the data folder, an existing one too, readable by the server's user alone, and what it creates after", () => {
    const dataDir = fs.mkdtempSync(
      path.join(os.tmpdir(), "cableworks-private-"),
    );
    fs.chmodSync(dataDir, 0o755);
    keepDataPrivate(dataDir);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    const file = path.join(dataDir, "cableworks.db");
    fs.writeFileSync(file, "x");
    fs.mkdirSync(path.join(dataDir, "cvs"));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dataDir, "cvs")).mode & 0o777).toBe(0o700);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates a missing data folder as 0700", () => {
    const parent = fs.mkdtempSync(
      path.join(os.tmpdir(), "cableworks-private-"),
    );
    const dataDir = path.join(parent, "data");
    keepDataPrivate(dataDir);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    fs.rmSync(parent, { recursive: true, force: true });
  });
});
