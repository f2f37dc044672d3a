import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import {
  hostAllowed,
  hostsWellFormed,
  originKey,
  type HostPolicy,
} from "./host-guard";

const request = (headers: Record<string, string>) =>
  ({ headers }) as unknown as IncomingMessage;
const open: HostPolicy = {
  siteUrl: undefined,
  allowedHosts: ["www.cableworks.test"],
  trustProxy: false,
};

describe("hostAllowed", () => {
  it("answers loopback names and the listed hosts, on any port, when SITE_URL is unset", () => {
    for (const host of [
      "localhost:3000",
      "127.0.0.1",
      "127.1.2.3:8080",
      "[::1]:3000",
      "WWW.Cableworks.test",
      "www.cableworks.test:443",
    ]) {
      expect(hostAllowed(request({ host }), open), host).toBe(true);
    }
  });

  it("refuses any other name, an empty one, or none", () => {
    for (const host of [
      "evil.test",
      "cableworks.test.evil.test",
      "",
      " ",
      "127.0.0.1.evil.test",
      "10.0.0.1",
    ]) {
      expect(hostAllowed(request({ host }), open), host).toBe(false);
    }
    expect(hostAllowed(request({}), open)).toBe(false);
  });

  it("checks X-Forwarded-Host too when a proxy is trusted, and ignores it otherwise", () => {
    const forged = request({
      host: "127.0.0.1:3000",
      "x-forwarded-host": "evil.test",
    });
    expect(hostAllowed(forged, { ...open, trustProxy: true })).toBe(false);
    expect(hostAllowed(forged, open)).toBe(true);
    expect(
      hostAllowed(
        request({
          host: "127.0.0.1",
          "x-forwarded-host": "www.cableworks.test",
        }),
        { ...open, trustProxy: true },
      ),
    ).toBe(true);
  });

  it("answers any name when SITE_URL fixes the origin, and keys pages on the address alone", () => {
    const fixed = {
      ...open,
      siteUrl: "https://www.cableworks.test",
      trustProxy: true,
    };
    const forged = request({
      host: "evil.test",
      "x-forwarded-host": "evil.test",
    });
    expect(hostAllowed(forged, fixed)).toBe(true);
    expect(originKey(forged, fixed)).toBe("");
    expect(originKey(forged, { ...fixed, siteUrl: undefined })).toBe(
      "evil.test|evil.test",
    );
  });
});

describe("hostsWellFormed", () => {
  it("takes host names and IP literals with an optional port", () => {
    for (const host of [
      "localhost",
      "127.0.0.1:3000",
      "www.cableworks.test",
      "www.cableworks.test.",
      "[::1]:8080",
      "xn--mgbh0fb.test",
    ]) {
      expect(hostsWellFormed(request({ host }), false), host).toBe(true);
    }
  });

  it("refuses anything else, in Host or (behind a trusted proxy) X-Forwarded-Host", () => {
    for (const host of [
      "a b",
      "%",
      "[",
      "x:99999",
      "",
      "@evil",
      "evil/",
      "a..b",
      "-a.test",
      "host:port",
    ]) {
      expect(hostsWellFormed(request({ host }), false), host).toBe(false);
    }
    expect(
      hostsWellFormed(
        request({ host: "localhost", "x-forwarded-host": "a b" }),
        true,
      ),
    ).toBe(false);
    expect(
      hostsWellFormed(
        request({ host: "localhost", "x-forwarded-host": "a b" }),
        false,
      ),
    ).toBe(true);
  });
});
