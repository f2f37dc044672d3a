import type { MiddlewareFunction } from "react-router";
import { describe, expect, it } from "vitest";
import { servedDocumentLanguage, servedLanguage } from "./locale.server";
import { createLoadContext } from "./request-context.server";

type Args = Parameters<MiddlewareFunction<Response>>[0];

/** Runs a middleware for `path` (its `:lang?` segment as the router would match it). */
async function run(
  middleware: MiddlewareFunction<Response>,
  path: string,
  method = "GET",
) {
  const lang = /^\/([^/]+)\//.exec(`${path}/`)?.[1];
  const request = new Request(`http://127.0.0.1${path}`, { method });
  const args: Args = {
    request,
    url: new URL(request.url),
    pattern: "/:lang?/*",
    params: lang === "ar" || lang === "fr" || lang === "xx" ? { lang } : {},
    context: createLoadContext({ clientIp: "", dataRequest: false }),
  };
  const handled: string[] = [];
  try {
    const answer = await middleware(args, async () => {
      handled.push(method);
      return new Response("page");
    });
    return { handled, status: answer?.status ?? "next" };
  } catch (error) {
    const status =
      error instanceof Response
        ? error.status
        : (error as { init?: { status?: number } }).init?.status;
    return { handled, status };
  }
}

describe("the site layout's language check (decisions 043 and 058)", () => {
  it("serves English and /ar, and lets the page through", async () => {
    expect(await run(servedLanguage, "/products")).toEqual({
      handled: ["GET"],
      status: 200,
    });
    expect(await run(servedLanguage, "/ar/contact", "POST")).toEqual({
      handled: ["POST"],
      status: 200,
    });
  });

  it("refuses a write to another prefix before its action runs", async () => {
    for (const path of ["/fr/contact", "/xx/careers", "/ar/admin/news/1"])
      expect(await run(servedLanguage, path, "POST"), path).toEqual({
        handled: [],
        status: 404,
      });
  });

  it("answers a read of another prefix 404, after its loaders (the 404 page is in the site's frame)", async () => {
    for (const path of ["/fr/products", "/ar/admin/news/1/preview"])
      expect(await run(servedLanguage, path), path).toEqual({
        handled: ["GET"],
        status: 404,
      });
  });

  it("refuses a document under another prefix before its loader, as plain text", async () => {
    expect(
      await run(servedDocumentLanguage, "/fr/product/1/datasheet.pdf"),
    ).toEqual({ handled: [], status: 404 });
    expect(
      await run(servedDocumentLanguage, "/ar/product/1/datasheet.pdf"),
    ).toEqual({ handled: [], status: "next" });
  });
});
