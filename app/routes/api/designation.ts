import { designationApiResponse } from "~/server/tools/designation.server";
import type { Route } from "./+types/designation";

/** GET /api/v1/designation?code=...: a designation decoded as JSON (docs/api.md). */
export function loader({ request }: Route.LoaderArgs) {
  return designationApiResponse(new URL(request.url).searchParams);
}
