// The writers: `lanes` lanes of creates, updates, deletes and restores, and one login, until the kill.
import { canonical, tables, type DbState } from "./database";
import {
  type CreateTrack,
  type CycleWrites,
  fail,
  type RowTrack,
  totals,
} from "./checks";
import { actionPath, formFor } from "./forms";
import { lanes } from "./options";
import { pick, random, word } from "./random";
import { type Answer, login, post } from "./server";

/** Sends writes from `lanes` lanes until `signal` aborts (the kill), recording every answer. */
export async function sendWrites(
  cycle: number,
  dbState: DbState,
  cookie: { value: string },
  signal: AbortSignal,
  onFirstAck: () => void,
): Promise<CycleWrites> {
  const writes: CycleWrites = { rows: new Map(), creates: [] };
  const topCategories = [...dbState.rows.categories]
    .filter(
      ([id, s]) =>
        !JSON.parse(s).deleted &&
        JSON.parse(s).parentId === null &&
        !id.startsWith("crash"),
    )
    .map(([id]) => id);
  const categoriesAvailable = topCategories.length
    ? topCategories
    : [...dbState.rows.categories.keys()].slice(0, 1);
  // Every existing row goes to at most one lane: writes to a row are sequential, so at any moment
  // it has at most one write in flight.
  const laneRows: RowTrack[][] = Array.from({ length: lanes }, () => []);
  for (const table of tables) {
    const ids = [...dbState.rows[table].keys()]
      .filter(
        (id) =>
          table === "products" ||
          !JSON.parse(dbState.rows[table].get(id)!).deleted,
      )
      .filter(
        (id) =>
          table !== "categories" ||
          JSON.parse(dbState.rows[table].get(id)!).parentId === null,
      );
    for (let lane = 0; lane < lanes; lane++) {
      for (let k = 0; k < 2 && ids.length; k++) {
        const id = ids.splice(Math.floor(random() * ids.length), 1)[0]!;
        laneRows[lane]!.push({
          table,
          id,
          acked: dbState.rows[table].get(id)!,
          writes: 0,
        });
      }
    }
  }
  let serial = 0;
  const record = (answer: Answer, onAck: () => void): boolean => {
    if (answer === "acknowledged") {
      totals.acknowledged++;
      onFirstAck();
      onAck();
      return true;
    }
    if (answer === "no-answer") totals.unanswered++;
    else {
      totals.unexpected++;
      fail(`cycle ${cycle}: unexpected answer ${answer.unexpected}`);
    }
    return false;
  };

  const lane = async (index: number) => {
    const mine = laneRows[index]!;
    while (!signal.aborted) {
      const choice = random();
      if (choice < 0.35 || mine.length === 0) {
        const table = pick(tables);
        const name = `Crash ${table.slice(0, 4)} c${cycle} l${index} n${serial++} ${word()}`;
        const form = formFor[table](name, categoriesAvailable);
        const create: CreateTrack = {
          table,
          name,
          state: form.state,
          acknowledged: false,
        };
        writes.creates.push(create);
        const answer = await post(
          actionPath[table],
          { intent: "create", ...form.fields },
          cookie.value,
          signal,
        );
        if (!record(answer, () => (create.acknowledged = true))) return;
        continue;
      }
      const track = pick(mine);
      writes.rows.set(`${track.table}:${track.id}`, track);
      const current = JSON.parse(track.acked) as {
        deleted: boolean;
        name?: string;
        title?: string;
        parentId?: string | null;
      };
      let fields: Record<string, string>;
      let next: string;
      if (track.table === "products" && (current.deleted || choice > 0.9)) {
        // Delete or restore (soft): only the deleted flag changes.
        fields = {
          intent: current.deleted ? "restore" : "delete",
          id: track.id,
        };
        next = canonical({
          ...JSON.parse(track.acked),
          deleted: !current.deleted,
        });
      } else if (
        (track.table === "clients" || track.table === "certifications") &&
        choice > 0.97
      ) {
        fields = { intent: "delete", id: track.id };
        next = canonical({ ...JSON.parse(track.acked), deleted: true });
      } else {
        const name = `Crash ${track.table.slice(0, 4)} c${cycle} l${index} u${serial++} ${word()}`;
        const form = formFor[track.table](name, categoriesAvailable);
        fields = { intent: "update", id: track.id, ...form.fields };
        next = form.state;
      }
      track.pending = next;
      track.writes++;
      const answer = await post(
        actionPath[track.table],
        fields,
        cookie.value,
        signal,
      );
      const acknowledged = record(answer, () => {
        track.acked = next;
        track.pending = undefined;
      });
      if (!acknowledged) return;
      // A deleted client or certification takes no more updates.
      if (JSON.parse(track.acked).deleted && track.table !== "products")
        mine.splice(mine.indexOf(track), 1);
    }
  };

  const loginRun = (async () => {
    const answer = await login(signal);
    if (answer === "no-answer") return;
    if ("unexpected" in answer) {
      totals.unexpected++;
      fail(`cycle ${cycle}: unexpected login answer ${answer.unexpected}`);
      return;
    }
    totals.logins++;
    writes.login = { idHash: answer.idHash };
    // Later writes in this cycle use the new session: the next cycle checks it survived.
    cookie.value = answer.cookie;
  })();
  await Promise.all([
    ...Array.from({ length: lanes }, (_, i) => lane(i)),
    loginRun,
  ]);
  return writes;
}
