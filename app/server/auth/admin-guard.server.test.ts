import { eq } from "drizzle-orm";
import type { MiddlewareFunction } from "react-router";
import { describe, expect, it } from "vitest";
import { adminWrite } from "../admin/form.server";
import { getDb } from "../db/client.server";
import { adminUsers, sessions } from "../db/schema.server";
import { createLoadContext } from "../platform/request-context.server";
import { adminGuard, adminSessionContext } from "./admin-guard.server";
import { createSession } from "./auth.server";

const BASE = "http://127.0.0.1:4000";

/** A session last seen an hour ago, so a write's touch shows. */
function signedIn(role: "administrator" | "editor") {
  const id = getDb()
    .insert(adminUsers)
    .values({
      username: `mw-${role}-${Math.random().toString(36).slice(2)}`,
      passwordHash: "x",
      role,
    })
    .returning({ id: adminUsers.id })
    .get().id;
  const cookie = createSession(
    new Request(BASE),
    id,
    Date.now() - 60 * 60 * 1000,
  ).split(";")[0]!;
  return {
    cookie,
    lastSeen: () =>
      getDb()
        .select()
        .from(sessions)
        .where(eq(sessions.userId, id))
        .get()!
        .lastSeenAt.getTime(),
  };
}

type Args = Parameters<MiddlewareFunction<Response>>[0];

/** The guard, then (when it let the request through) the handler, as React Router runs them. */
async function through(request: Request, handler: (args: Args) => unknown) {
  const args: Args = {
    request,
    url: new URL(request.url),
    pattern: new URL(request.url).pathname,
    params: {},
    context: createLoadContext({ clientIp: "10.1.1.1", dataRequest: false }),
  };
  let ran = false;
  const next = async () => {
    ran = true;
    return (await handler(args)) as Response;
  };
  try {
    await adminGuard(args, next);
    if (!ran) await next();
    return { ran, answer: "passed" as const };
  } catch (error) {
    return { ran, answer: error as Response };
  }
}

describe("the admin guard's middleware (decision 058)", () => {
  it("hands the session to the handlers, and a read writes nothing", async () => {
    const editor = signedIn("editor");
    const before = editor.lastSeen();
    let seen = "";
    const result = await through(
      new Request(`${BASE}/admin/products`, {
        headers: { cookie: editor.cookie },
      }),
      ({ context }) => {
        seen = context.get(adminSessionContext).role;
      },
    );
    expect(result).toEqual({ ran: true, answer: "passed" });
    expect(seen).toBe("editor");
    expect(editor.lastSeen()).toBe(before);
  });

  it("restarts the idle clock once for a write, in the action's write wrapper", async () => {
    const editor = signedIn("editor");
    const before = editor.lastSeen();
    let during = 0;
    const action = adminWrite((_: Args) => {
      during = editor.lastSeen();
      return null;
    });
    const result = await through(
      new Request(`${BASE}/admin/faq`, {
        method: "POST",
        headers: { cookie: editor.cookie, origin: BASE },
        body: "intent=x",
      }),
      action,
    );
    expect(result).toEqual({ ran: true, answer: "passed" });
    expect(during).toBeGreaterThan(before);
    expect(editor.lastSeen()).toBe(during);
  });

  it("reads the role from the address: an editor is refused an administrator's page, its data and its CSV", async () => {
    const editor = signedIn("editor");
    const before = editor.lastSeen();
    for (const [method, address] of [
      ["GET", "/admin/users"],
      ["POST", "/admin/settings"],
      ["GET", "/admin/audit.csv"],
    ] as const) {
      const result = await through(
        new Request(`${BASE}${address}`, {
          method,
          headers: { cookie: editor.cookie, origin: BASE },
          body: method === "POST" ? "intent=x" : undefined,
        }),
        () => null,
      );
      expect(result.ran, address).toBe(false);
      expect((result.answer as Response).status, address).toBe(403);
    }
    expect(editor.lastSeen()).toBe(before);
  });

  it("sends the anonymous to the login, and refuses a cross-origin write before reading its body", async () => {
    const anonymous = await through(new Request(`${BASE}/admin/faq`), () => 1);
    expect(anonymous.ran).toBe(false);
    expect((anonymous.answer as Response).status).toBe(302);
    const admin = signedIn("administrator");
    const foreign = new Request(`${BASE}/admin/faq`, {
      method: "POST",
      headers: { cookie: admin.cookie, origin: "https://evil.example" },
      body: "intent=delete&id=1",
    });
    const result = await through(foreign, () => 1);
    expect(result.ran).toBe(false);
    expect((result.answer as Response).status).toBe(403);
    expect(foreign.bodyUsed).toBe(false);
  });
});
