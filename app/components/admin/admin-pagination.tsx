import { Pagination, type PaginationProps } from "~/components/ui/pagination";
import { common } from "~/locales/en/common";

/** The admin's page links: its interface is English (decision 041), its words the English ones. */
export function AdminPagination(props: Omit<PaginationProps, "words">) {
  return <Pagination words={common.pagination} {...props} />;
}
