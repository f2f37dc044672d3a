import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import AdminAudit, { loader as auditLoader } from "~/routes/admin/audit";
import AdminQuotes, { loader as quotesLoader } from "~/routes/admin/quotes";
import { attemptLogin, createSession } from "~/server/auth/auth.server";
import { getDb } from "~/server/db/client.server";
import { adminUsers } from "~/server/db/schema.server";
import { storeQuote } from "~/server/quotes/quotes.server";
import { InboxList } from "./inbox-table";

/**
 * Issue 35, point 7c: a bidi override a visitor typed (U+202E) reverses at most its own text on
 * the admin's screens. Each screen is rendered as the server renders it, from its real loader
 * where it has one, and every override in the markup must sit inside a `<bdi>`.
 */

const RLO = "\u202e";
const SPOOF = `Ahmed${RLO}fdp.exe`;

function render(Component: ComponentType) {
  const Stub = createRoutesStub([{ path: "/", Component }]);
  return renderToStaticMarkup(<Stub />);
}

/** The markup with every `<bdi>...</bdi>` (visitor text is escaped: no `<` inside) taken out. */
function outsideIsolation(html: string): string {
  return html.replace(/<bdi>[^<]*<\/bdi>/g, "");
}

function adminRequest(path: string): Request {
  const id = getDb()
    .insert(adminUsers)
    .values({
      username: `bidi-admin-${path.length}-${Date.now()}`,
      passwordHash: "x",
      role: "administrator",
    })
    .returning({ id: adminUsers.id })
    .get().id;
  const request = new Request(`http://127.0.0.1:4000${path}`);
  const cookie = createSession(request, id).split(";")[0]!;
  return new Request(request.url, { headers: { cookie } });
}

type Args<L> = L extends (args: infer A) => unknown ? A : never;
const args = <L,>(request: Request) =>
  ({ request, params: {}, context: {} }) as unknown as Args<L>;

describe("visitor text on the admin's screens (issue 35)", () => {
  it("isolates the inbox's names, subjects, addresses and messages", () => {
    const html = render(() => (
      <InboxList
        items={[
          {
            id: 1,
            from: SPOOF,
            email: `a${RLO}@example.com`,
            title: `Hello${RLO}`,
            body: `Line one${RLO}\nLine two`,
            createdAt: new Date(0),
            deliveryState: "sent",
            readAt: null,
          },
        ]}
        titleLabel="Subject"
        empty="none"
      />
    ));
    expect(html).toContain(`<bdi>${SPOOF}</bdi>`);
    expect(html.split(RLO)).toHaveLength(5);
    expect(outsideIsolation(html)).not.toContain(RLO);
  });

  it("isolates a quote request's buyer, company, country, project and notes", () => {
    storeQuote(
      {
        name: SPOOF,
        company: `Co${RLO}`,
        email: "bidi@example.com",
        phone: "",
        country: `Egypt${RLO}`,
        project: `Tower${RLO}`,
        neededBy: "",
        notes: `Notes${RLO}`,
      },
      [
        {
          productId: "1",
          productName: "Probe",
          size: null,
          sizeDesignation: null,
          lengthM: 10,
          drumM: null,
        },
      ],
    );
    const data = quotesLoader(
      args<typeof quotesLoader>(adminRequest("/admin/quotes")),
    );
    const html = render(() => (
      <AdminQuotes
        {...({ loaderData: data } as Parameters<typeof AdminQuotes>[0])}
      />
    ));
    expect(html).toContain(`<bdi>${SPOOF}</bdi>`);
    expect(html.split(RLO).length).toBeGreaterThanOrEqual(6);
    expect(outsideIsolation(html)).not.toContain(RLO);
  });

  it("isolates a name tried at the login in the audit log", async () => {
    await attemptLogin(SPOOF, "wrong password", "10.35.3.1");
    const data = auditLoader(
      args<typeof auditLoader>(adminRequest("/admin/audit")),
    );
    const html = render(() => (
      <AdminAudit
        {...({ loaderData: data } as Parameters<typeof AdminAudit>[0])}
      />
    ));
    expect(html).toContain(`<bdi>${SPOOF}</bdi>`);
    expect(outsideIsolation(html)).not.toContain(RLO);
  });
});
