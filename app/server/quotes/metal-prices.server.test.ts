import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db/client.server";
import { adminUsers, metalPrices } from "../db/schema.server";
import {
  latestMetalPrices,
  metalPriceHistory,
  metalPriceWarnings,
  recordMetalPrice,
  workingDaysBetween,
} from "./metal-prices.server";

/** The day's metal prices (issue 37): exact, validated, kept, the latest read, the old ones warned of. */

/** The account that enters the prices, made for this file's database. */
function pricer(username: string) {
  const { id } = getDb()
    .insert(adminUsers)
    .values({ username, passwordHash: "x" })
    .returning({ id: adminUsers.id })
    .get();
  return { userId: id, username };
}
let author = { userId: 0, username: "" };
beforeAll(() => {
  author = pricer("pricing-clerk");
});
// Monday 7 December 2026, noon UTC.
const MONDAY = new Date("2026-12-07T12:00:00Z");

function form(values: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  return body;
}

const count = () => getDb().select().from(metalPrices).all().length;

describe("working days", () => {
  it("counts Monday to Friday after the first day, up to and including the last", () => {
    expect(workingDaysBetween("2026-12-03", "2026-12-07")).toBe(2); // Thu -> Mon: Fri, Mon
    expect(workingDaysBetween("2026-12-04", "2026-12-08")).toBe(2); // Fri -> Tue: Mon, Tue
    expect(workingDaysBetween("2026-12-04", "2026-12-09")).toBe(3); // Fri -> Wed
    expect(workingDaysBetween("2026-12-07", "2026-12-07")).toBe(0);
    expect(workingDaysBetween("2026-12-05", "2026-12-06")).toBe(0); // Sat -> Sun
  });
});

describe("the day's metal prices", () => {
  it("warns of both metals before any price is entered", () => {
    expect(metalPriceWarnings(MONDAY)).toEqual([
      "No copper price has been entered yet. Enter one before quoting.",
      "No aluminium price has been entered yet. Enter one before quoting.",
    ]);
  });

  it("keeps a price exactly, with who entered it, and every price in the history", () => {
    const saved = recordMetalPrice(
      form({
        metal: "copper",
        currency: "USD",
        price: "945.20",
        priceDate: "2026-12-03",
      }),
      author,
      MONDAY,
    );
    expect(saved.data).toEqual({ ok: true, message: "Metal price added" });
    recordMetalPrice(
      form({
        metal: "copper",
        currency: "EGP",
        price: "46,250.75",
        priceDate: "2026-12-03",
      }),
      author,
      MONDAY,
    );
    expect(
      metalPriceHistory().map((row) => [
        row.metal,
        row.currency,
        row.pricePer100kg,
        row.priceDate,
        row.enteredByName,
        row.enteredBy,
      ]),
    ).toEqual([
      [
        "copper",
        "EGP",
        4_625_075,
        "2026-12-03",
        "pricing-clerk",
        author.userId,
      ],
      ["copper", "USD", 94_520, "2026-12-03", "pricing-clerk", author.userId],
    ]);
  });

  it("refuses what it cannot keep exactly, and writes nothing", () => {
    const before = count();
    const good = {
      metal: "copper",
      currency: "USD",
      price: "945.20",
      priceDate: "2026-12-07",
    };
    const cases: [Record<string, string>, string, string][] = [
      [{ price: "945.205" }, "price", "at most two decimals"],
      [{ price: "1e3" }, "price", "at most two decimals"],
      [{ price: "" }, "price", "at most two decimals"],
      [{ price: "0" }, "price", "more than 0"],
      [{ price: "-5" }, "price", "more than 0"],
      [{ price: "100000000.00" }, "price", "more than 0"],
      [{ price: "9".repeat(5_000) }, "price", "at most two decimals"],
      [{ priceDate: "2026-02-30" }, "priceDate", "YYYY-MM-DD"],
      [{ priceDate: "7/12/2026" }, "priceDate", "YYYY-MM-DD"],
      [{ priceDate: "2026-12-08" }, "priceDate", "after today"],
      [{ metal: "gold" }, "metal", "copper or aluminium"],
      [{ currency: "GBP" }, "currency", "EGP, USD or EUR"],
    ];
    for (const [change, field, message] of cases) {
      const answer = recordMetalPrice(
        form({ ...good, ...change }),
        author,
        MONDAY,
      );
      expect(answer.init?.status, JSON.stringify(change)).toBe(400);
      expect(answer.data.ok).toBe(false);
      const errors = (answer.data as { errors: Record<string, string> }).errors;
      expect(errors[field], JSON.stringify(change)).toContain(message);
    }
    expect(count()).toBe(before);
  });

  it("reads the latest by date, then by entry; warns once the newest is over 2 working days old", () => {
    // A correction for the same day, entered later, is the one read.
    recordMetalPrice(
      form({
        metal: "copper",
        currency: "USD",
        price: "950.00",
        priceDate: "2026-12-03",
      }),
      author,
      new Date(MONDAY.getTime() + 60_000),
    );
    // An older day's price, entered after both, is history only.
    recordMetalPrice(
      form({
        metal: "copper",
        currency: "USD",
        price: "900.00",
        priceDate: "2026-12-01",
      }),
      author,
      new Date(MONDAY.getTime() + 120_000),
    );
    const latest = latestMetalPrices();
    expect(latest.copper?.USD?.pricePer100kg).toBe(95_000);
    expect(latest.copper?.EGP?.pricePer100kg).toBe(4_625_075);
    expect(latest.aluminium).toBeUndefined();
    // Thursday's copper price on Monday: 2 working days, no warning; aluminium still has none.
    expect(metalPriceWarnings(MONDAY)).toEqual([
      "No aluminium price has been entered yet. Enter one before quoting.",
    ]);
    // On Tuesday it is 3 working days old.
    expect(metalPriceWarnings(new Date("2026-12-08T08:00:00Z"))).toContain(
      "The latest copper price is from 2026-12-03, more than 2 working days ago. Enter today's before quoting.",
    );
  });

  it("keeps who entered a price when their account is deleted", () => {
    const leaving = pricer("leaving-clerk");
    recordMetalPrice(
      form({
        metal: "aluminium",
        currency: "EUR",
        price: "245.10",
        priceDate: "2026-12-07",
      }),
      leaving,
      MONDAY,
    );
    getDb()
      .$client.prepare("DELETE FROM admin_users WHERE id = ?")
      .run(leaving.userId);
    const row = metalPriceHistory().find(
      (entry) => entry.metal === "aluminium",
    )!;
    expect(row).toMatchObject({
      enteredBy: null,
      enteredByName: "leaving-clerk",
      pricePer100kg: 24_510,
    });
  });
});
