import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createLoadContext } from "../platform/request-context.server";
import { answer, entityWrite, numericId } from "./form.server";

/** What a React Router `data()` answer carries: its body and status. */
type Answered = { data: unknown; init: { status?: number } | null };

const messages = {
  added: "Added.",
  updated: "Updated.",
  deleted: "Deleted.",
  notFound: "No such row.",
};
const schema = z.object({ title: z.string().min(1, "Please enter a title") });

function post(fields: Record<string, string>) {
  return {
    request: new Request("http://127.0.0.1/admin/x", {
      method: "POST",
      body: new URLSearchParams(fields),
    }),
    context: createLoadContext({ clientIp: "", dataRequest: false }),
  };
}

/** An entity whose writes are recorded, with or without a restore. */
function recorder(withRestore: boolean) {
  const calls: string[] = [];
  const action = entityWrite({
    id: numericId,
    schema,
    messages,
    save: (id, value) => {
      calls.push(`save ${id} ${value.title}`);
      return { ok: true };
    },
    remove: (id) => {
      calls.push(`remove ${id}`);
      return id === 404
        ? { ok: false, errors: { form: "Gone." } }
        : { ok: true };
    },
    ...(withRestore
      ? {
          restore: (id: number) => {
            calls.push(`restore ${id}`);
            return { ok: true as const };
          },
        }
      : {}),
    other: (intent, id) => {
      if (intent !== "close") return undefined;
      calls.push(`close ${id}`);
      return answer({ ok: true }, "Closed.");
    },
    updatable: Number.isSafeInteger,
  });
  return { action, calls };
}

async function answered(
  result: Promise<unknown>,
): Promise<{ body: unknown; status: number }> {
  const { data, init } = (await result) as Answered;
  return { body: data, status: init?.status ?? 200 };
}

describe("entityWrite: an admin list screen's action", () => {
  it("creates and updates through the schema, with each one's message", async () => {
    const { action, calls } = recorder(true);
    expect(
      await answered(action(post({ intent: "create", title: "A" }))),
    ).toEqual({
      body: { ok: true, message: "Added." },
      status: 200,
    });
    expect(
      await answered(action(post({ intent: "update", id: "7", title: "B" }))),
    ).toEqual({ body: { ok: true, message: "Updated." }, status: 200 });
    expect(calls).toEqual(["save null A", "save 7 B"]);
  });

  it("refuses a form the schema refuses, and writes nothing", async () => {
    const { action, calls } = recorder(true);
    expect(
      await answered(action(post({ intent: "create", title: "" }))),
    ).toEqual({
      body: { ok: false, errors: { title: "Please enter a title" } },
      status: 400,
    });
    expect(calls).toEqual([]);
  });

  it("deletes with an Undo when the entity can be restored, and restores", async () => {
    const { action, calls } = recorder(true);
    expect(await answered(action(post({ intent: "delete", id: "3" })))).toEqual(
      {
        body: {
          ok: true,
          message: "Deleted.",
          undo: { intent: "restore", id: "3" },
        },
        status: 200,
      },
    );
    expect(
      (await answered(action(post({ intent: "restore", id: "3" })))).status,
    ).toBe(200);
    expect(calls).toEqual(["remove 3", "restore 3"]);
  });

  it("deletes without an Undo, and refuses a restore, when it cannot be restored", async () => {
    const { action, calls } = recorder(false);
    expect(await answered(action(post({ intent: "delete", id: "3" })))).toEqual(
      {
        body: { ok: true, message: "Deleted." },
        status: 200,
      },
    );
    expect(
      await answered(action(post({ intent: "restore", id: "3" }))),
    ).toEqual({
      body: { ok: false, errors: { form: "No such row." } },
      status: 400,
    });
    expect(calls).toEqual(["remove 3"]);
  });

  it("answers a write's own refusal with a 400", async () => {
    const { action } = recorder(true);
    expect(
      await answered(action(post({ intent: "delete", id: "404" }))),
    ).toEqual({
      body: { ok: false, errors: { form: "Gone." } },
      status: 400,
    });
  });

  it("refuses an unknown intent and an update of an id that is not one, writing nothing", async () => {
    const { action, calls } = recorder(true);
    const refused: Record<string, string>[] = [
      { intent: "nothing-at-all", title: "A" },
      { title: "A" },
      { intent: "update", id: "x", title: "A" },
    ];
    for (const fields of refused) {
      expect(await answered(action(post(fields)))).toEqual({
        body: { ok: false, errors: { form: "No such row." } },
        status: 400,
      });
    }
    expect(calls).toEqual([]);
  });

  it("hands the screen's own intents to `other` first", async () => {
    const { action, calls } = recorder(true);
    expect(
      await answered(action(post({ intent: "close", id: "5", title: "A" }))),
    ).toEqual({ body: { ok: true, message: "Closed." }, status: 200 });
    expect(calls).toEqual(["close 5"]);
  });
});
