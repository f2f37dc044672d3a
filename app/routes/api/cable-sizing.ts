import { answerCableSizing } from "~/server/tools/cable-sizing.server";
import { copySection } from "~/locales/copy.server";
import type { Route } from "./+types/cable-sizing";

/**
 * GET /api/v1/cable-sizing (docs/api.md): the cable-sizing answer as JSON; 400 naming the
 * parameter for bad input, 422 with the reason when the tables hold no answer. The same question
 * always gets the same answer until the catalogue changes, so a CDN may keep it a minute.
 */
const CACHE_CONTROL =
  "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300";

function json(body: unknown, status: number) {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": CACHE_CONTROL,
    },
  });
}

// The API is not localised (decision 043): its messages are English, as docs/api.md documents.
export function loader({ request }: Route.LoaderArgs) {
  const answer = answerCableSizing(new URL(request.url).searchParams, "en");
  switch (answer.kind) {
    case "answer":
      return json(answer.body, 200);
    case "refused":
      return json(
        { error: answer.message, parameter: answer.field },
        answer.status,
      );
    case "invalid": {
      const [parameter, message] = Object.entries(answer.errors)[0]!;
      return json({ error: message, parameter, errors: answer.errors }, 400);
    }
    case "empty":
      return json(
        {
          error: copySection("en", "toolErrors").refusals.noLoad,
          parameter: "current",
        },
        400,
      );
  }
}
