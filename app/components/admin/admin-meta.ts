import type { MetaDescriptor } from "react-router";
import { adminMessages } from "~/locales/admin";

/** Admin pages: a title and noindex (robots.txt keeps crawlers out of /admin too). */
export function adminMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${adminMessages.meta.suffix}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
