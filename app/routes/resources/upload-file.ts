import { readUpload } from "~/server/content/media.server";
import type { Route } from "./+types/upload-file";

/** Uploaded images: server-chosen names, content never changes, so cached for a year. */
export function loader({ params }: Route.LoaderArgs): Response {
  const body = readUpload(params.file);
  if (!body)
    throw new Response("Not Found", {
      status: 404,
      headers: { "Cache-Control": "no-store" },
    });
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
