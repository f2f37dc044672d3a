import { formatShortDate } from "~/lib/dates";

/**
 * The Downloads page's items (spec: three per tab). Every file is generated on the server from the
 * database (app/server/downloads.server.ts), so sizes and dates on the page are the real ones.
 */
export type DownloadTab = "catalogs" | "datasheets" | "certifications";

export const downloadTabs: readonly DownloadTab[] = ["catalogs", "datasheets", "certifications"];

export interface DownloadItem {
  /** The file name under /downloads/. */
  file: string;
  tab: DownloadTab;
  name: string;
  description: string;
  type: "PDF";
}

export const downloadItems: readonly DownloadItem[] = [
  {
    file: "cableworks-product-catalogue.pdf",
    tab: "catalogs",
    name: "Complete Product Catalogue",
    description: "Every cable and conductor we make, with full specifications, features and applications.",
    type: "PDF",
  },
  {
    file: "cableworks-power-cables-catalogue.pdf",
    tab: "catalogs",
    name: "Power Conductors & Cables Catalogue",
    description: "Stranded conductors and multi-core power cables for distribution, buildings and plants.",
    type: "PDF",
  },
  {
    file: "cableworks-control-wiring-catalogue.pdf",
    tab: "catalogs",
    name: "Control & Wiring Cables Catalogue",
    description: "Control and instrumentation cables and PVC insulated wiring for panels and buildings.",
    type: "PDF",
  },
  {
    file: "datasheets-stranded-conductors.pdf",
    tab: "datasheets",
    name: "Stranded Conductors Datasheets",
    description: "Technical datasheets of our copper and aluminium stranded conductors (IEC 60228 class 2).",
    type: "PDF",
  },
  {
    file: "datasheets-multi-conductor-cables.pdf",
    tab: "datasheets",
    name: "Multi-Conductor Cables Datasheets",
    description: "Technical datasheets of our 0.6/1 kV multi-core power cables.",
    type: "PDF",
  },
  {
    file: "datasheets-control-pvc-cables.pdf",
    tab: "datasheets",
    name: "Control & PVC Cables Datasheets",
    description: "Technical datasheets of our control cables and PVC insulated wiring cables.",
    type: "PDF",
  },
  {
    file: "cableworks-iso-9001-certificate.pdf",
    tab: "certifications",
    name: "ISO 9001:2015 Quality Certificate",
    description: "Our quality management system certification: scope, status and validity.",
    type: "PDF",
  },
  {
    file: "cableworks-product-conformity.pdf",
    tab: "certifications",
    name: "Product Conformity Certificates",
    description: "IEC 60228, CE Marking and UL listing of our conductors and cables.",
    type: "PDF",
  },
  {
    file: "cableworks-environmental-compliance.pdf",
    tab: "certifications",
    name: "Environmental Compliance Statement",
    description: "RoHS compliance and REACH registration of the materials in our products.",
    type: "PDF",
  },
];

/** "12.4 KB" / "1.2 MB": one decimal, 1024-based, as file managers show it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function formatDownloadDate(iso: string): string {
  return formatShortDate(iso);
}

/** Case-insensitive match of every word of `q` in the item's name, description or type. */
export function matchesDownload(item: Pick<DownloadItem, "name" | "description" | "type">, q: string): boolean {
  const haystack = `${item.name} ${item.description} ${item.type}`.toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
