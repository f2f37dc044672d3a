import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("fills every default from an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.dataDir).toBe(path.resolve("./data"));
    expect(env.SITE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
  });

  it("reads and normalises given values", () => {
    const env = parseEnv({
      PORT: "8080",
      SITE_URL: "https://cableworks.example/",
      DATA_DIR: "/tmp/x",
      TRUST_PROXY: "true",
    });
    expect(env.PORT).toBe(8080);
    expect(env.SITE_URL).toBe("https://cableworks.example");
    expect(env.dataDir).toBe("/tmp/x");
    expect(env.TRUST_PROXY).toBe(true);
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ SMTP_URL: "", ADMIN_PASSWORD: "  " });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
  });

  it("stops with one line naming every bad variable", () => {
    let message = "";
    try {
      parseEnv({
        PORT: "eighty",
        SITE_URL: "ftp://x",
        SMTP_URL: "http://mail",
      });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment: /);
    expect(message).not.toContain("\n");
    expect(message).toContain("PORT");
    expect(message).toContain("SITE_URL");
    expect(message).toContain("SMTP_URL");
  });

  it("reads the body budget in megabytes, 48 by default, refusing less than one upload's room", () => {
    expect(parseEnv({}).BODY_MEMORY_MB).toBe(48);
    expect(parseEnv({ BODY_MEMORY_MB: "96" }).BODY_MEMORY_MB).toBe(96);
    expect(() => parseEnv({ BODY_MEMORY_MB: "8" })).toThrow(/BODY_MEMORY_MB/);
  });

  it("refuses a short admin password", () => {
    expect(() => parseEnv({ ADMIN_PASSWORD: "short" })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });
});
