import {
  Award,
  Briefcase,
  Cookie,
  Download,
  FileText,
  FlaskConical,
  House,
  Info,
  Mail,
  Newspaper,
  Package,
  Scale,
} from "~/components/ui/icons";
import type { Messages } from "~/locales";

export type NavKey = keyof Messages["common"]["nav"];

/** The header's main menu (spec: Products, About Us, Certifications, Quality Control, Contact). */
export const mainNav = [
  { to: "/about", label: "about" },
  { to: "/certifications", label: "certifications" },
  { to: "/quality-control", label: "qualityControl" },
  { to: "/contact", label: "contact" },
] as const satisfies readonly { to: string; label: NavKey }[];

/** The four product families, in the spec's order, for the Products dropdown. */
export const productCategoryLinks = [
  { to: "/categories/stranded", label: "stranded" },
  { to: "/categories/multiConductor", label: "multiConductor" },
  { to: "/categories/control", label: "control" },
  { to: "/categories/pvc", label: "pvc" },
] as const satisfies readonly {
  to: string;
  label: keyof Messages["common"]["categories"];
}[];

/** The engineering tools, under the product links of the Products menu and the drawer. */
export const toolLinks = [
  { to: "/tools/cable-sizing", label: "cableSizing" },
  { to: "/tools/designation", label: "designationDecoder" },
] as const satisfies readonly { to: string; label: NavKey }[];

/** Every public page, for the sidebar. */
export const sidebarNav = [
  { to: "/", label: "home", icon: House },
  { to: "/products", label: "products", icon: Package },
  { to: "/about", label: "about", icon: Info },
  { to: "/certifications", label: "certifications", icon: Award },
  { to: "/quality-control", label: "qualityControl", icon: FlaskConical },
  { to: "/downloads", label: "downloads", icon: Download },
  { to: "/news", label: "news", icon: Newspaper },
  { to: "/careers", label: "careers", icon: Briefcase },
  { to: "/contact", label: "contactUs", icon: Mail },
] as const satisfies readonly { to: string; label: NavKey; icon: unknown }[];

export const legalNav = [
  { to: "/privacy-policy", label: "privacy", icon: FileText },
  { to: "/terms-of-service", label: "terms", icon: Scale },
  { to: "/cookie-policy", label: "cookies", icon: Cookie },
] as const;
