import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq } from "drizzle-orm";
import { generatePath, type MiddlewareFunction } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "~/lib/roles";
import { ADMINISTRATOR_PATHS, roleForPath } from "~/lib/roles";
import { adminGuard } from "~/server/auth/admin-guard.server";
import { createSession } from "~/server/auth/auth.server";
import { getDb } from "~/server/db/client.server";
import { adminUsers } from "~/server/db/schema.server";
import { createLoadContext } from "~/server/platform/request-context.server";
import routes from "../routes";

/**
 * The role each admin route module's loader and action requires (docs/decisions/034). Every file
 * in app/routes/admin/ must be listed, with exactly the handlers it exports: a new admin route
 * without a declared role fails here. "public" is for the pages reached without a session (login,
 * logout, the set-password link). The guard is a middleware (decision 058): the tests below hold
 * each module to its line. A guarded one is a child of the admin layout (whose middleware is the
 * guard) or exports the guard itself; a public one does neither; and through the middleware its
 * route really runs, at its own address, an editor's session gets 403 from every
 * administrator-only handler and passes every editor one.
 */
type Guard = Role | "public";
export const ROUTE_ROLES: Readonly<
  Record<string, { loader?: Guard; action?: Guard }>
> = {
  "about.tsx": { loader: "editor", action: "editor" },
  "account.tsx": { loader: "editor", action: "editor" },
  "application-cv.ts": { loader: "editor" },
  "applications.tsx": { loader: "editor", action: "editor" },
  "audit.tsx": { loader: "administrator" },
  "audit-csv.ts": { loader: "administrator" },
  "categories.tsx": { loader: "editor", action: "editor" },
  "certifications.tsx": { loader: "editor", action: "editor" },
  "clients.tsx": { loader: "editor", action: "editor" },
  "dashboard.tsx": { loader: "editor" },
  "downloads.tsx": { loader: "editor", action: "editor" },
  "faq.tsx": { loader: "editor", action: "editor" },
  "home.tsx": { loader: "editor", action: "editor" },
  "jobs.tsx": { loader: "editor", action: "editor" },
  "keepalive.ts": { action: "editor" },
  "layout.tsx": { loader: "editor" },
  "login.tsx": { loader: "public", action: "public" },
  "logout.tsx": { loader: "public", action: "public" },
  "messages.tsx": { loader: "editor", action: "editor" },
  "metal-prices.tsx": { loader: "administrator", action: "administrator" },
  "news.tsx": { loader: "editor", action: "editor" },
  "pages.tsx": { loader: "editor", action: "editor" },
  "products.tsx": { loader: "editor", action: "editor" },
  "products-export-csv.ts": { loader: "editor" },
  "products-export-xlsx.ts": { loader: "editor" },
  "products-import.tsx": { loader: "editor", action: "editor" },
  "quotes-csv.ts": { loader: "editor" },
  "quotes.tsx": { loader: "editor", action: "editor" },
  "set-password.tsx": { loader: "public", action: "public" },
  "settings.tsx": { loader: "administrator", action: "administrator" },
  "subcategories.tsx": { loader: "editor", action: "editor" },
  "users.tsx": { loader: "administrator", action: "administrator" },
};

const dir = path.join(__dirname, "admin");
const files = fs
  .readdirSync(dir)
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
const BASE = "http://127.0.0.1:4000";
const LAYOUT = "routes/admin/layout.tsx";

/** Each admin module's address pattern in app/routes.ts, and whether the admin layout holds it. */
function adminRoutes(
  entries: RouteConfigEntry[],
  inLayout = false,
  base = "",
): { file: string; pattern: string; inLayout: boolean }[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path
      ? `${base}/${entry.path}`.replace(/\/+/g, "/")
      : base;
    const here = entry.file.startsWith("routes/admin/")
      ? [{ file: entry.file.slice("routes/admin/".length), pattern, inLayout }]
      : [];
    return [
      ...here,
      ...adminRoutes(
        entry.children ?? [],
        inLayout || entry.file === LAYOUT,
        pattern,
      ),
    ];
  });
}
const table = adminRoutes(routes);
const routeOf = (file: string) => table.find((route) => route.file === file);

type Args = Parameters<MiddlewareFunction<Response>>[0];
type Handler = (args: Args) => unknown;
type Module = {
  loader?: Handler;
  action?: Handler;
  middleware?: MiddlewareFunction<Response>[];
};

const load = async (file: string) =>
  (await import(/* @vite-ignore */ path.join(dir, file))) as Module;

/** The middleware that runs before a module's handlers: its layout's, then its own. */
async function chainOf(file: string): Promise<MiddlewareFunction<Response>[]> {
  const layout = routeOf(file)?.inLayout ? await load("layout.tsx") : {};
  return [
    ...(layout.middleware ?? []),
    ...((await load(file)).middleware ?? []),
  ];
}

/** Runs the middleware chain as React Router does (each `next` runs the rest), then the handler. */
async function run(
  chain: MiddlewareFunction<Response>[],
  handler: Handler,
  args: Args,
): Promise<unknown> {
  const step = async (index: number): Promise<unknown> => {
    const middleware = chain[index];
    if (!middleware) return handler(args);
    let result: unknown;
    let called = false;
    const value = await middleware(args, async () => {
      called = true;
      result = await step(index + 1);
      return result as Response;
    });
    return value ?? (called ? result : step(index + 1));
  };
  return step(0);
}

/** What a handler threw or answered: a Response's status, or "passed" when it got past the guard. */
async function outcome(
  file: string,
  kind: "loader" | "action",
  request: Request,
): Promise<number | "passed"> {
  const handler = (await load(file))[kind]!;
  try {
    const result = await run(await chainOf(file), handler, {
      request,
      url: new URL(request.url),
      pattern: routeOf(file)!.pattern,
      params: PARAMS,
      context: createLoadContext({ clientIp: "10.9.9.9", dataRequest: false }),
    });
    return result instanceof Response && result.status === 403 ? 403 : "passed";
  } catch (error) {
    if (error instanceof Response)
      return error.status === 403
        ? 403
        : error.status >= 300 && error.status < 400
          ? error.status
          : "passed";
    // Past the guard, a handler may fail on this test's made-up params: not this test's business.
    return "passed";
  }
}

const PARAMS = { categoryId: "stranded", id: "1", token: "x" };

/** The module's own address, its parameters filled in: the guard reads the role from it. */
function addressOf(file: string): string {
  return generatePath(routeOf(file)!.pattern, PARAMS);
}

let editorCookie = "";
let adminCookie = "";

function sessionFor(username: string, role: Role): string {
  const db = getDb();
  db.insert(adminUsers)
    .values({ username, passwordHash: "x", role })
    .onConflictDoNothing()
    .run();
  const user = db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.username, username))
    .get()!;
  return createSession(new Request(BASE), user.id).split(";")[0]!;
}

beforeAll(() => {
  editorCookie = sessionFor("roles-editor", "editor");
  adminCookie = sessionFor("roles-admin", "administrator");
});

function request(
  file: string,
  cookie: string,
  method: "GET" | "POST",
): Request {
  return new Request(`${BASE}${addressOf(file)}`, {
    method,
    headers: {
      cookie,
      origin: BASE,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: method === "POST" ? "intent=nothing-at-all" : undefined,
  });
}

describe("every admin route declares the role it requires", () => {
  it("lists every module in app/routes/admin with the handlers it exports", async () => {
    expect(files.sort()).toEqual(Object.keys(ROUTE_ROLES).sort());
    for (const file of files) {
      expect(routeOf(file), `${file}: in app/routes.ts`).toBeDefined();
      const mod = (await import(
        /* @vite-ignore */ path.join(dir, file)
      )) as Record<string, unknown>;
      const declared = ROUTE_ROLES[file]!;
      expect(typeof mod.loader === "function", `${file}: loader`).toBe(
        declared.loader !== undefined,
      );
      expect(typeof mod.action === "function", `${file}: action`).toBe(
        declared.action !== undefined,
      );
    }
  });

  it("lets a busy write's Retry-After through every admin route with an action", async () => {
    for (const file of files) {
      const mod = (await import(
        /* @vite-ignore */ path.join(dir, file)
      )) as Record<string, unknown>;
      // Resource routes (.ts) answer with their own Response, whose headers are sent as they are.
      if (typeof mod.action !== "function" || !file.endsWith(".tsx")) continue;
      // Without a `headers` function React Router keeps only an action's cookies (decision 011).
      expect(typeof mod.headers, `${file}: headers`).toBe("function");
      const headers = new Headers(
        (
          mod.headers as (args: {
            parentHeaders: Headers;
            actionHeaders: Headers;
            loaderHeaders: Headers;
          }) => HeadersInit
        )({
          parentHeaders: new Headers({ "X-Parent": "kept" }),
          actionHeaders: new Headers({ "Retry-After": "1" }),
          loaderHeaders: new Headers(),
        }),
      );
      expect(headers.get("Retry-After"), `${file}: Retry-After`).toBe("1");
    }
  });

  it("puts every guarded module behind the guard's middleware, and no public one", async () => {
    expect((await load("layout.tsx")).middleware).toContain(adminGuard);
    for (const file of files) {
      const declared = ROUTE_ROLES[file]!;
      const isPublic = [declared.loader, declared.action].includes("public");
      const own = (await load(file)).middleware ?? [];
      const guarded =
        routeOf(file)!.inLayout || (own as unknown[]).includes(adminGuard);
      expect(guarded, `${file}: behind the guard`).toBe(!isPublic);
      // The role comes from the address (`roleForPath`): no handler names one of its own.
      const source = fs.readFileSync(path.join(dir, file), "utf8");
      expect(source, `${file}: a guard of its own`).not.toMatch(
        /requireRole|requireAdmin|checkRole/,
      );
      for (const kind of ["loader", "action"] as const) {
        const role = declared[kind];
        if (role && role !== "public")
          expect(
            roleForPath(addressOf(file)),
            `${file} ${kind}: the role its address needs`,
          ).toBe(role);
      }
    }
  });

  it("refuses an editor with 403 wherever an administrator is required, and lets them through elsewhere", async () => {
    for (const file of files) {
      const declared = ROUTE_ROLES[file]!;
      for (const kind of ["loader", "action"] as const) {
        const role = declared[kind];
        if (!role || role === "public") continue;
        const method = kind === "loader" ? "GET" : "POST";
        const asEditor = await outcome(
          file,
          kind,
          request(file, editorCookie, method),
        );
        expect(asEditor, `${file} ${kind} as an editor`).toBe(
          role === "administrator" ? 403 : "passed",
        );
        expect(
          await outcome(file, kind, request(file, adminCookie, method)),
          `${file} ${kind} as an administrator`,
        ).toBe("passed");
        // Anonymous: to the login, whatever the role.
        expect(
          await outcome(file, kind, request(file, "", method)),
          `${file} ${kind} anonymous`,
        ).toBe(302);
      }
    }
  });

  it("the navigation's table names the same administrator screens", () => {
    const adminOnly = Object.entries(ROUTE_ROLES)
      // Screens (.tsx); a resource route (the audit log's CSV) is no entry of the navigation.
      .filter(
        ([file, guard]) =>
          guard.loader === "administrator" && file.endsWith(".tsx"),
      )
      .map(([file]) => `/admin/${file.replace(/\.tsx?$/, "")}`);
    expect(adminOnly.sort()).toEqual([...ADMINISTRATOR_PATHS].sort());
    for (const path of adminOnly)
      expect(roleForPath(path)).toBe("administrator");
    expect(roleForPath("/admin/products")).toBe("editor");
  });
});
