import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** A card of the account page: its heading (which names what it holds) and a line under it. */
export function AccountSection({
  id,
  title,
  description,
  className,
  children,
}: {
  id: string;
  title: string;
  description: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Card className={cn("p-4 sm:p-6", className)}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">{description}</p>
      {children}
    </Card>
  );
}
