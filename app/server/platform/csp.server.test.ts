import { describe, expect, it } from "vitest";
import {
  DEFAULT_CSP,
  documentEtag,
  scriptHash,
  sealDocument,
} from "./csp.server";

// Expected values from `printf '%s' TEXT | openssl dgst -sha256 -binary | base64`.
const GO = "'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='";
const A_NEWLINE_B = "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='";
const Z_CARON = "'sha256-S2h3qdSAWOXCMEa9PNkvTHYE8MH4UJ1CuREuBXAjuHI='";
const N = "render-nonce";

describe("sealDocument", () => {
  it("allows the render's own scripts by the hash of their UTF-8 text, once each", () => {
    const { csp } = sealDocument(
      `<script nonce="${N}">go()</script><p>x</p><SCRIPT nonce="${N}" type="module" async="">go()</SCRIPT><script nonce="${N}">ž</script>`,
      N,
    );
    expect(csp).toContain(`script-src 'self' ${GO} ${Z_CARON};`);
  });

  it("hashes the text as the HTML parser gives it: CR and CRLF become LF", () => {
    expect(scriptHash("a\r\nb")).toBe(A_NEWLINE_B);
    expect(scriptHash("a\rb")).toBe(A_NEWLINE_B);
  });

  it("never allows a script the render did not write, nor one loaded from a file (covered by 'self')", () => {
    const { csp } = sealDocument(
      `<script>go()</script><script nonce="guessed">go()</script><script nonce="${N}" src="/assets/a.js"></script>`,
      N,
    );
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("sha256");
  });

  it("hashes scripts of other types the page may run later, and removes the nonce everywhere", () => {
    const { html, csp } = sealDocument(
      `<link rel="modulepreload" href="/a.js" nonce="${N}"/><script nonce="${N}" type="text/x-load-after-paint">go()</script>`,
      N,
    );
    expect(csp).toContain(GO);
    expect(html).toBe(
      '<link rel="modulepreload" href="/a.js"/><script type="text/x-load-after-paint">go()</script>',
    );
  });
});

describe("the policies", () => {
  it("allows a document's own scripts by hash and nothing else inline", () => {
    const policy = sealDocument(`<script nonce="${N}">go()</script>`, N).csp;
    expect(policy).toContain(`script-src 'self' ${GO};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("allows no inline script in any other response", () => {
    expect(DEFAULT_CSP).toContain("script-src 'self';");
    expect(DEFAULT_CSP).not.toContain("sha256");
  });

  it("names a document by its bytes", () => {
    expect(documentEtag(Buffer.from("a"))).toBe(documentEtag(Buffer.from("a")));
    expect(documentEtag(Buffer.from("a"))).not.toBe(
      documentEtag(Buffer.from("b")),
    );
    expect(documentEtag(Buffer.from("a"))).toMatch(/^W\/"[\w-]{27}"$/);
  });
});
