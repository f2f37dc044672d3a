import { PagePlaceholder } from "~/components/site/page-placeholder";

export const meta = () => [{ title: "Applications | Cableworks Admin" }, { name: "robots", content: "noindex" }];

export default function Page() {
  return <PagePlaceholder title="Applications" />;
}
