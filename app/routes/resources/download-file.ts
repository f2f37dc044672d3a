export function loader(): Response {
  throw new Response("Not Found", { status: 404 });
}
