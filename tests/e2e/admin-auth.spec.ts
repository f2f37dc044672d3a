import { createHash } from "node:crypto";
import { ADMIN } from "../support/env";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  test,
} from "../support/fixtures";
import {
  ADMIN_PAGES,
  login,
  loginThroughForm,
  queryOne,
  run,
  toast,
} from "../support/admin-helpers";

const guarded = [...ADMIN_PAGES, "/admin/applications/1/cv"];

// Long flows on a shared 2-core machine: generous time, each step still bounded by expect timeouts.
test.describe.configure({ timeout: 90_000 });

test.describe("admin login and the guard", () => {
  test("every admin route sends an anonymous visitor to the login, replacing the history entry", async ({
    page,
  }) => {
    // Three page loads a route, and the list grows with every screen: time in proportion.
    test.setTimeout(guarded.length * 8_000);
    for (const route of guarded) {
      await page.goto("/about");
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(
        `/admin/login?redirectTo=${encodeURIComponent(route)}`,
      );
      await expect(
        page.getByRole("heading", { name: "Admin Login" }),
      ).toBeVisible();
      // The guarded page is not in the history: Back returns to the page before it.
      await page.goBack();
      await expect(page).toHaveURL("/about");
    }
  });

  test("the login page: required fields, wrong credentials, success back to the asked page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/admin/products");
    await expect(page).toHaveURL(
      /\/admin\/login\?redirectTo=%2Fadmin%2Fproducts$/,
    );
    await expect(page).toHaveTitle(/Admin Login/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      /noindex/,
    );
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Login" }).click();
    await expect(toast(page, "Please enter your username")).toBeVisible();

    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(toast(page, "Invalid credentials")).toBeVisible();

    await page.getByLabel("Username").fill("nobody-by-this-name");
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Invalid credentials" }),
    ).toBeVisible();

    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/admin/products");
    await expect(toast(page, "Login successful!")).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 1, name: "Products" }),
    ).toBeVisible();
  });

  test("login without a target lands on /admin/categories; the session cookie is HttpOnly and Lax", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/admin/login");
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/admin/categories");
    await expect(toast(page, "Login successful!")).toBeVisible();
    const cookie = (await context.cookies()).find(
      (c) => c.name === "cw_session",
    );
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.value.length).toBeGreaterThanOrEqual(22);
  });

  test("a new session id on every login; logout ends the session on the server", async ({
    page,
    context,
  }) => {
    await loginThroughForm(page, "/admin");
    const first = (await context.cookies()).find(
      (c) => c.name === "cw_session",
    )!.value;
    await context.clearCookies();
    await loginThroughForm(page, "/admin");
    const second = (await context.cookies()).find(
      (c) => c.name === "cw_session",
    )!.value;
    expect(second).not.toBe(first);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/admin/login");
    // The old cookie no longer opens anything, even if replayed.
    await context.addCookies([
      { name: "cw_session", value: second, url: page.url() },
    ]);
    await page.goto("/admin/clients");
    await expect(page).toHaveURL(
      /\/admin\/login\?redirectTo=%2Fadmin%2Fclients/,
    );
  });

  test("the layout: sidebar links, logo to the dashboard, dashboard counts", async ({
    page,
  }) => {
    await login(page, "/admin/clients");
    const nav = page.getByRole("navigation", { name: "Admin navigation" });
    for (const [name, href] of [
      ["Categories", "/admin/categories"],
      ["Products", "/admin/products"],
      ["Certifications", "/admin/certifications"],
      ["Clients", "/admin/clients"],
      ["Quality FAQ", "/admin/faq"],
      ["Company details", "/admin/settings"],
      ["Home Page", "/admin/home"],
      ["About Page", "/admin/about"],
      ["Legal Pages", "/admin/pages"],
      ["News", "/admin/news"],
      ["Job Openings", "/admin/jobs"],
      ["Downloads", "/admin/downloads"],
      ["Messages", "/admin/messages"],
      ["Applications", "/admin/applications"],
      ["Metal prices", "/admin/metal-prices"],
      ["Audit Log", "/admin/audit"],
      ["My Account", "/admin/account"],
    ] as const) {
      await expect(
        nav.getByRole("link", { name: new RegExp(`^${name}`) }),
      ).toHaveAttribute("href", href);
    }
    await page.getByRole("link", { name: "Cableworks Admin" }).click();
    await expect(page).toHaveURL("/admin");
    await expect(
      page.getByRole("heading", { level: 1, name: "Dashboard" }),
    ).toBeVisible();
    // Other tests write at the same time: compare a fresh page with a fresh count until they agree.
    await expect
      .poll(async () => {
        const counts = queryOne<{ c: number; p: number }>(
          "select (select count(*) from categories where parent_id is null and deleted_at is null) as c, (select count(*) from products where deleted_at is null) as p",
        )!;
        const shown = [
          await page.getByTestId("count-categories").textContent(),
          await page.getByTestId("count-products").textContent(),
        ];
        if (shown[0] === String(counts.c) && shown[1] === String(counts.p))
          return true;
        await page.reload();
        return false;
      })
      .toBe(true);
    await expect(
      page.getByRole("link", { name: /Certifications/ }).last(),
    ).toBeVisible();
    await expect(page.getByText("Unread visitor messages")).toBeVisible();
    await expectNoAxeViolations(page, "#admin-shell");
    // The public chrome is not part of the admin area.
    await expect(page.getByRole("searchbox")).toHaveCount(0);
  });

  test("after 5 failures for one username from one address, further tries are refused with a clear message", async ({
    page,
  }, testInfo) => {
    const username = `throttle-${testInfo.project.name}-${Date.now()}`;
    try {
      await gotoHydrated(page, "/admin/login");
      for (let i = 0; i < 5; i++) {
        await page.getByLabel("Username").fill(username);
        await page.getByLabel("Password").fill(`wrong-${i}`);
        await page.getByRole("button", { name: "Login" }).click();
        await expect(page.getByRole("alert")).toHaveText("Invalid credentials");
        await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
      }
      await page.getByLabel("Username").fill(username);
      await page.getByLabel("Password").fill("wrong-again");
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        /Too many failed login attempts/,
      );
      // Counted for this account from this address (not for the account everywhere: anyone could lock it).
      const stored = queryOne<{ n: number }>(
        "select count(*) as n from login_attempts where key like ?",
        `pair:${username}|%`,
      );
      expect(stored?.n).toBeGreaterThanOrEqual(5);
    } finally {
      // Leave no failures behind for this address.
      run("delete from login_attempts where key like 'addr:%'");
    }
  });
});

test.describe("writes without a session or from another site", () => {
  test("anonymous writes are refused and change nothing", async ({
    request,
    baseURL,
  }) => {
    for (const [path, form] of [
      ["/admin/products", { intent: "delete", id: "1" }],
      ["/admin/categories", { intent: "create", name: "Anonymous Category" }],
      [
        "/admin/clients",
        { intent: "create", name: "Anon", industry: "X", description: "Y" },
      ],
    ] as const) {
      const response = await request.post(path, {
        form,
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect([302, 303, 401, 403]).toContain(response.status());
    }
    expect(
      queryOne<{ deleted_at: number | null }>(
        "select deleted_at from products where id = '1'",
      )?.deleted_at,
    ).toBeNull();
    expect(
      queryOne("select id from categories where name = 'Anonymous Category'"),
    ).toBeUndefined();
    expect(
      queryOne("select id from clients where name = 'Anon'"),
    ).toBeUndefined();
  });

  test("a cross-origin write with a valid session is refused and changes nothing", async ({
    page,
    context,
  }) => {
    await login(page, "/admin");
    const response = await context.request.post("/admin/products", {
      form: { intent: "delete", id: "2" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(
      queryOne<{ deleted_at: number | null }>(
        "select deleted_at from products where id = '2'",
      )?.deleted_at,
    ).toBeNull();
    const noOrigin = await context.request.post("/admin/products", {
      form: { intent: "delete", id: "2" },
      maxRedirects: 0,
    });
    expect(noOrigin.status()).toBeGreaterThanOrEqual(400);
    expect(
      queryOne<{ deleted_at: number | null }>(
        "select deleted_at from products where id = '2'",
      )?.deleted_at,
    ).toBeNull();
  });
});

test.describe("the session's idle clock", () => {
  test("reading admin pages writes nothing; an active administrator's page restarts the clock with a keep-alive POST", async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await loginThroughForm(page, "/admin");
    const token = (await context.cookies()).find(
      (c) => c.name === "cw_session",
    )!.value;
    const hash = createHash("sha256").update(token).digest("hex");
    const lastSeen = () =>
      queryOne<{ last_seen_at: number }>(
        "select last_seen_at from sessions where id_hash = ?",
        hash,
      )!.last_seen_at;
    // Ten minutes idle: old enough for a write to move the clock.
    const stale = Date.now() - 10 * 60 * 1000;
    run("update sessions set last_seen_at = ? where id_hash = ?", stale, hash);

    await gotoHydrated(page, "/admin/clients");
    await page.getByRole("link", { name: "Products" }).first().click();
    await expect(page).toHaveURL("/admin/products");
    expect(lastSeen()).toBe(stale);

    const keepalive = page.waitForResponse((response) =>
      response.url().endsWith("/admin/keepalive"),
    );
    await page.clock.fastForward("05:01");
    expect((await keepalive).status()).toBe(204);
    expect(lastSeen()).toBeGreaterThan(stale);
  });

  test("the keep-alive refuses anonymous and cross-origin posts", async ({
    page,
    context,
    baseURL,
  }) => {
    const anonymous = await context.request.post("/admin/keepalive", {
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(anonymous.status()).toBe(302);
    await login(page, "/admin");
    const crossOrigin = await context.request.post("/admin/keepalive", {
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(crossOrigin.status()).toBe(403);
    expect(
      (
        await context.request.post("/admin/keepalive", {
          headers: { Origin: baseURL! },
          maxRedirects: 0,
        })
      ).status(),
    ).toBe(204);
  });
});

test.describe("hostile input to admin actions", () => {
  test("is answered with a 4xx and a message, never a 500, and stores nothing invalid", async ({
    page,
    context,
    baseURL,
  }) => {
    await login(page, "/admin");
    const long = "x".repeat(20_000);
    const forms: [string, Record<string, string>][] = [
      ["/admin/categories", {}],
      ["/admin/categories", { intent: "create" }],
      ["/admin/categories", { intent: "create", name: long }],
      [
        "/admin/categories",
        {
          intent: "create",
          name: "Orphan",
          isSubcategory: "on",
          parentId: "../../etc",
        },
      ],
      ["/admin/categories", { intent: "update", id: "no-such", name: "X" }],
      [
        "/admin/categories",
        { intent: "delete", id: "'; drop table categories; --" },
      ],
      [
        "/admin/categories/stranded",
        { intent: "update", id: "control", name: "Hijack" },
      ],
      [
        "/admin/products",
        {
          intent: "create",
          name: "Bad",
          category: "stranded",
          features: "{not json",
        },
      ],
      [
        "/admin/products",
        {
          intent: "create",
          name: "Bad",
          category: "stranded",
          features: '[{"title":1}]',
        },
      ],
      [
        "/admin/products",
        {
          intent: "create",
          name: "Bad",
          category: "stranded",
          conductors: "1e9",
        },
      ],
      [
        "/admin/products",
        {
          intent: "create",
          name: "Bad",
          category: "<script>alert(1)</script>",
        },
      ],
      [
        "/admin/products",
        { intent: "update", id: "nope", name: "Bad", category: "stranded" },
      ],
      [
        "/admin/certifications",
        {
          intent: "create",
          title: "T",
          category: "C",
          description: "D",
          status: "S",
          validUntil: "V",
          icon: "Skull",
        },
      ],
      ["/admin/certifications", { intent: "delete", id: "NaN" }],
      [
        "/admin/clients",
        {
          intent: "update",
          id: "99999",
          name: "N",
          industry: "I",
          description: "D",
        },
      ],
      ["/admin/messages", { intent: "read", id: "-1" }],
      ["/admin/applications", { intent: "read", id: "abc" }],
    ];
    for (const [path, form] of forms) {
      const response = await context.request.post(path, {
        multipart: form,
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect(
        response.status(),
        `${path} ${JSON.stringify(form).slice(0, 80)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(
        response.status(),
        `${path} ${JSON.stringify(form).slice(0, 80)}`,
      ).toBeLessThan(500);
    }
    // Nothing any of these sent was stored (other tests write at the same time, so count only ours).
    const stored = queryOne<{ n: number }>(
      `select (select count(*) from categories where name in (?, 'Orphan', 'X', 'Hijack') or id like '%etc%')
            + (select count(*) from products where name = 'Bad')
            + (select count(*) from certifications where icon = 'Skull') as n`,
      long,
    );
    expect(stored?.n).toBe(0);
    expect(
      queryOne<{ name: string }>(
        "select name from categories where id = 'control'",
      )?.name,
    ).toBe("Control Cables");

    const tooBig = await context.request.post("/admin/products", {
      multipart: {
        intent: "create",
        name: "Huge",
        category: "stranded",
        image: {
          name: "big.png",
          mimeType: "image/png",
          buffer: Buffer.alloc(7 * 1024 * 1024),
        },
      },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(tooBig.status()).toBe(413);
  });
});
