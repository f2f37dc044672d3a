import { PagePlaceholder } from "~/components/site/page-placeholder";

export const meta = () => [{ title: "Categories | Cableworks Admin" }, { name: "robots", content: "noindex" }];

export default function Page() {
  return <PagePlaceholder title="Categories" />;
}
