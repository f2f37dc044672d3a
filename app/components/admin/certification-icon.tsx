import { Award, CheckCircle, Shield, Star } from "~/components/ui/icons";

const icons = { Award, Shield, CheckCircle, Star } as const;

/** The icon a certification was given (spec: Award, Shield, CheckCircle or Star; default Award). */
export function CertificationIcon({
  name,
  className,
}: {
  name: string;
  className?: string;
}) {
  const Icon = icons[name as keyof typeof icons] ?? Award;
  return <Icon className={className} aria-hidden="true" />;
}
