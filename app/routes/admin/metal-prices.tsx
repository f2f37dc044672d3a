import { adminMeta } from "~/components/admin/admin-meta";
import {
  LatestMetalPrices,
  MetalPriceForm,
  MetalPriceHistory,
  MetalPriceWarnings,
} from "~/components/admin/metal-prices";
import { PageHeader } from "~/components/admin/page-header";
import { adminWrite, readAdminForm } from "~/server/admin/form.server";
import { adminSessionContext } from "~/server/auth/admin-guard.server";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";
import {
  latestMetalPrices,
  metalPriceHistory,
  metalPriceWarnings,
  recordMetalPrice,
  utcDay,
} from "~/server/quotes/metal-prices.server";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import type { Route } from "./+types/metal-prices";

const t = adminMessages.metalPrices;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

// Prices: administrators only until the pricing permission exists (lib/roles.ts, issue 37).
export function loader() {
  const now = new Date();
  return {
    today: utcDay(now),
    latest: latestMetalPrices(),
    history: metalPriceHistory(),
    warnings: metalPriceWarnings(now),
  };
}

async function write({ request, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const form = await readAdminForm(request);
  return recordMetalPrice(form, {
    userId: session.userId,
    username: session.username,
  });
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = adminWrite(write);

export default function AdminMetalPrices({ loaderData }: Route.ComponentProps) {
  const m = useAdminMessages().metalPrices;
  return (
    <>
      <PageHeader title={m.title} description={m.description} />
      <MetalPriceWarnings warnings={loaderData.warnings} />
      <LatestMetalPrices latest={loaderData.latest} />
      <MetalPriceForm today={loaderData.today} />
      <MetalPriceHistory rows={loaderData.history} />
    </>
  );
}
