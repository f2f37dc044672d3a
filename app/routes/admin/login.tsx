import { PagePlaceholder } from "~/components/site/page-placeholder";

export const meta = () => [{ title: "Admin Login | Cableworks Admin" }, { name: "robots", content: "noindex" }];

export default function Page() {
  return <PagePlaceholder title="Admin Login" />;
}
