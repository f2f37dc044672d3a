import { expect, test } from "../support/fixtures";
import { ADMIN } from "../support/env";
import {
  adminSessionCookie,
  describeFindings,
  fetchPages,
  nuHtmlChecker,
  pa11yErrors,
} from "../../scripts/lib/outside-checkers";

/**
 * Checkers nobody here wrote, on one page of each kind (every page, admin screens included:
 * `npm run check:outside`): the Nu Html Checker and pa11y (HTML_CodeSniffer, WCAG 2 AA) must find
 * no error. Desktop project only: the markup is the same at every width.
 */
test.describe.configure({ timeout: 150_000 });

const publicPaths = [
  "/",
  "/products",
  "/product/1",
  "/compare?ids=1,3,6",
  "/categories/stranded",
  "/careers",
  "/certifications",
  "/contact",
  "/downloads",
  "/news/new-xlpe-extrusion-line",
  "/privacy-policy",
  "/tools/cable-sizing?current=32&system=single-phase&voltage=230&length=80&material=copper&insulation=pvc&method=C",
  // A tool's answer: the part list with a part flagged, the products found.
  "/tools/designation?code=NYY-J%203x25%2B16%20foo",
  "/admin/login",
];
const adminPaths = ["/admin/products"];

test("the Nu Html Checker and pa11y find no error on a page of each kind", async ({
  baseURL,
}) => {
  const base = baseURL!;
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const cookie = await adminSessionCookie(
    base,
    ADMIN,
    `198.18.${octet()}.${octet()}`,
  );
  const publicUrls = publicPaths.map((p) => `${base}${p}`);
  const adminUrls = adminPaths.map((p) => `${base}${p}`);
  const pages = [
    ...(await fetchPages(publicUrls)),
    ...(await fetchPages(adminUrls, { cookie })),
  ];
  const findings = [
    ...(await nuHtmlChecker(pages)),
    ...(await pa11yErrors(publicUrls)),
    ...(await pa11yErrors(adminUrls, { cookie })),
  ];
  expect(findings, describeFindings(findings)).toEqual([]);
});
