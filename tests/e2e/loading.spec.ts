import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../support/fixtures";

/**
 * How a page loads (docs/decisions/008): the HTML paints first, the page's modules load after that
 * paint, and the page hydrates in steps, a part per task, without moving or re-creating anything
 * the server sent; input that arrives before every part is live is handled by the page.
 */

/**
 * Holds back every MessageChannel message (the hydration steps' tasks) from the moment stepped
 * hydration begins (it listens for input in the capture phase at the window), until released.
 */
async function holdHydrationSteps(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as {
      __held: Array<() => void>;
      __holding: boolean;
      __release: (count?: number) => number;
    };
    state.__held = [];
    state.__holding = false;
    const RealChannel = window.MessageChannel;
    window.MessageChannel = function HeldChannel() {
      const channel = new RealChannel();
      const post = channel.port2.postMessage.bind(channel.port2);
      channel.port2.postMessage = (message: unknown) => {
        if (state.__holding) state.__held.push(() => post(message));
        else post(message);
      };
      return channel;
    } as unknown as typeof MessageChannel;
    const addEventListener = window.addEventListener.bind(window);
    window.addEventListener = ((
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) => {
      if (type === "pointerdown" && options === true) state.__holding = true;
      addEventListener(type, listener, options);
    }) as typeof window.addEventListener;
    /** Delivers up to `count` held messages (all when not given); returns how many it delivered. */
    state.__release = (count = Infinity) => {
      const due = state.__held.splice(0, count);
      if (state.__held.length === 0 && count === Infinity)
        state.__holding = false;
      for (const deliver of due) deliver();
      return due.length;
    };
  });
}

async function releaseSteps(page: Page, count?: number): Promise<number> {
  return page.evaluate(
    (n) =>
      (
        window as unknown as { __release: (count?: number) => number }
      ).__release(n ?? undefined),
    count ?? null,
  );
}

test.describe("how a page loads", () => {
  for (const path of ["/", "/products", "/about"]) {
    test(`${path}: the modules start loading after the first frame`, async ({
      page,
    }) => {
      // The first animation frame: the browser is about to render the page for the first time.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { __firstFrame: number }).__firstFrame =
            performance.now();
        });
      });
      const response = await gotoHydrated(page, path);
      const html = (await response?.text()) ?? "";
      expect(html).not.toMatch(/<link rel="modulepreload"/);
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      const timing = await page.evaluate(() => ({
        firstFrame: (window as unknown as { __firstFrame: number })
          .__firstFrame,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
      }));
      expect(timing.firstFrame).toBeGreaterThan(0);
      expect(timing.scripts.length).toBeGreaterThan(3);
      for (const script of timing.scripts)
        expect(script.start, script.name).toBeGreaterThanOrEqual(
          timing.firstFrame,
        );
    });
  }

  for (const path of ["/", "/careers"]) {
    test(`${path}: hydrating loads the site's route manifest only, not the admin area's too`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      // The router preloads `manifest.url` as it hydrates (docs/decisions/031): it must name the site manifest.
      await page.waitForTimeout(500);
      const manifests = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((name) => /\/assets\/manifest-/.test(name)),
      );
      expect(manifests).toHaveLength(1);
      expect(manifests[0]).toMatch(/^\/assets\/manifest-[0-9a-f]+-site\.js$/);
    });
  }

  for (const path of ["/", "/products"]) {
    test(`${path}: hydrating keeps every element the server sent`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const changed: string[] = [];
        (window as unknown as { __changed: string[] }).__changed = changed;
        const describe = (node: Node) =>
          node instanceof Element ? `${node.localName}.${node.className}` : "";
        document.addEventListener("DOMContentLoaded", () => {
          new MutationObserver((records) => {
            for (const record of records) {
              for (const node of [
                ...record.addedNodes,
                ...record.removedNodes,
              ]) {
                // Scripts that have run and the head's preload links may go; nothing else may move.
                if (
                  node instanceof Element &&
                  !["script", "link", "meta", "title"].includes(node.localName)
                )
                  changed.push(describe(node));
              }
            }
          }).observe(document.body, { childList: true, subtree: true });
        });
      });
      await gotoHydrated(page, path);
      expect(
        await page.evaluate(
          () => (window as unknown as { __changed: string[] }).__changed,
        ),
      ).toEqual([]);
    });
  }

  test("the page hydrates over several tasks, the rest of the page waiting with its server HTML", async ({
    page,
  }) => {
    await holdHydrationSteps(page);
    await page.goto("/products");
    // The first pass has run; every part waits for a task of its own.
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __held: unknown[] }).__held.length,
        ),
      )
      .toBeGreaterThan(0);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    let tasks = 0;
    while (!(await page.locator("html[data-hydrated]").count())) {
      tasks += await releaseSteps(page, 1);
      expect(tasks, "tasks before the page was live").toBeLessThan(100);
    }
    // The sidebar, the header, the content, the footer and each product card: a task apiece.
    expect(tasks).toBeGreaterThan(8);
  });

  test("a click before the clicked part is live is handled by the page", async ({
    page,
  }) => {
    await holdHydrationSteps(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.goto("/products");
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __held: unknown[] }).__held.length,
        ),
      )
      .toBeGreaterThan(0);
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    // The footer hydrates last; its link is clicked while every step is still held back.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Privacy Policy" })
      .click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Privacy Policy" }),
    ).toBeVisible();
    // The router navigated in the page: the only document loaded is the first one.
    expect(documents).toHaveLength(1);
    await releaseSteps(page);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  });
});

test.describe("a client-side navigation keeps the head whole", () => {
  // These pages have pictures React preloads from <head> (the hero, the product's drawing, the
  // first row of cards): once, those left the next page without its stylesheet.
  for (const from of ["/", "/product/1", "/products"]) {
    test(`from ${from}: one stylesheet, in effect, and the new page's canonical link`, async ({
      page,
    }) => {
      const documents: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document")
          documents.push(request.url());
      });
      await gotoHydrated(page, from);
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Privacy Policy" })
        .click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Privacy Policy" }),
      ).toBeVisible();
      expect(documents, "navigated in the page").toHaveLength(1);
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
      expect(
        await page.evaluate(() => document.styleSheets.length),
      ).toBeGreaterThan(0);
      // The site's styles apply: the page content has the site's font, not the browser's default.
      expect(
        await page.evaluate(() => getComputedStyle(document.body).fontFamily),
      ).toContain("Inter");
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        /\/privacy-policy$/,
      );
    });
  }
});
