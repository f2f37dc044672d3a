import type { MetaDescriptor } from "react-router";
import { en } from "~/locales/en";

/** Admin pages: a title and noindex (robots.txt keeps crawlers out of /admin too). */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${en.admin.meta.suffix}` }, { name: "robots", content: "noindex, nofollow" }];
}
