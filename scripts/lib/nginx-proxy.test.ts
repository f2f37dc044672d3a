import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderSiteConf, SITE_CONF } from "./nginx-proxy.mjs";
import { projectRoot } from "./server-process.mjs";

const values = {
  SERVER_NAME: "www.cableworks.test",
  SITE_URL: "https://www.cableworks.test",
  HTTPS_PORT: 443,
  HTTP_PORT: 80,
  CERT: "/etc/ssl/cableworks.pem",
  KEY: "/etc/ssl/cableworks.key",
  UPSTREAM: "127.0.0.1:3000",
};

describe("deploy/nginx.conf", () => {
  it("is docs/deployment.md's recipe, word for word", () => {
    const readme = fs.readFileSync(
      path.join(projectRoot, "docs", "deployment.md"),
      "utf8",
    );
    const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBe(fs.readFileSync(SITE_CONF, "utf8"));
  });

  it("has every placeholder filled in, and says which one has no value", () => {
    const site = renderSiteConf(values);
    expect(site).not.toMatch(/\{\{/);
    expect(site).toContain(
      "return 301 https://www.cableworks.test$request_uri;",
    );
    expect(site).toContain("server 127.0.0.1:3000;");
    const { KEY: _key, ...withoutKey } = values;
    expect(() => renderSiteConf(withoutKey)).toThrow(
      "deploy/nginx.conf: no value for {{KEY}}",
    );
  });
});
