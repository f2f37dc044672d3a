import { describe, expect, it } from "vitest";
import { hasRole, roleForPath } from "~/lib/roles";
import { createSession } from "./auth.server";
import { getDb } from "../db/client.server";
import { adminUsers, sessions } from "../db/schema.server";
import { requireRole } from "./roles.server";

const BASE = "http://127.0.0.1:4000";

function cookieFor(role: "administrator" | "editor"): {
  cookie: string;
  lastSeen: () => number;
} {
  const id = getDb()
    .insert(adminUsers)
    .values({
      username: `guard-${role}-${Math.random().toString(36).slice(2)}`,
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
        .all()
        .find((row) => row.userId === id)!
        .lastSeenAt.getTime(),
  };
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("the role guard", () => {
  it("ranks administrators above editors", () => {
    expect(hasRole("administrator", "editor")).toBe(true);
    expect(hasRole("administrator", "administrator")).toBe(true);
    expect(hasRole("editor", "editor")).toBe(true);
    expect(hasRole("editor", "administrator")).toBe(false);
    expect(roleForPath("/admin/users")).toBe("administrator");
    expect(roleForPath("/admin/settings")).toBe("administrator");
    expect(roleForPath("/admin/usersx")).toBe("editor");
    // A resource beside a screen needs the screen's role: the audit log's CSV.
    expect(roleForPath("/admin/audit.csv")).toBe("administrator");
    expect(roleForPath("/admin/quotes.csv")).toBe("editor");
  });

  it("refuses an editor with 403 where an administrator is needed, before touching the session", () => {
    const editor = cookieFor("editor");
    const seenBefore = editor.lastSeen();
    const post = new Request(`${BASE}/admin/users`, {
      method: "POST",
      headers: { cookie: editor.cookie, origin: BASE },
    });
    const error = thrown(() => requireRole(post, "administrator"));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(403);
    expect(editor.lastSeen()).toBe(seenBefore);
    expect(
      requireRole(
        new Request(`${BASE}/admin/products`, {
          headers: { cookie: editor.cookie },
        }),
        "editor",
      ).role,
    ).toBe("editor");
  });

  it("lets an administrator through everywhere", () => {
    const admin = cookieFor("administrator");
    const get = new Request(`${BASE}/admin/users`, {
      headers: { cookie: admin.cookie },
    });
    expect(requireRole(get, "administrator").role).toBe("administrator");
    expect(requireRole(get, "editor").role).toBe("administrator");
  });

  it("sends the anonymous to the login and refuses cross-origin writes", () => {
    const anonymous = thrown(() =>
      requireRole(new Request(`${BASE}/admin/users`), "administrator"),
    ) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Fusers",
    );
    const admin = cookieFor("administrator");
    const foreign = thrown(() =>
      requireRole(
        new Request(`${BASE}/admin/users`, {
          method: "POST",
          headers: { cookie: admin.cookie, origin: "https://evil.example" },
        }),
        "editor",
      ),
    ) as Response;
    expect(foreign.status).toBe(403);
  });

  it("treats a deactivated user's session as none", () => {
    const editor = cookieFor("editor");
    const request = new Request(`${BASE}/admin/products`, {
      headers: { cookie: editor.cookie },
    });
    const session = requireRole(request, "editor");
    getDb().update(adminUsers).set({ active: false }).run();
    expect(
      (thrown(() => requireRole(request, "editor")) as Response).status,
    ).toBe(302);
    getDb().update(adminUsers).set({ active: true }).run();
    expect(session.userId).toBeGreaterThan(0);
  });
});
