/**
 * The finder's copy (app/components/site/finder.tsx). Kept out of the shared catalogue so that only
 * the pages with the finder (/products, the category pages) load it; the attribute labels come
 * from `catalog.attributes`. An Arabic file mirrors it.
 */
export const finder = {
  heading: "Filter products",
  /** The disclosure on narrow screens; {count} active filters. */
  toggle: "Filters",
  toggleActive: "Filters ({count})",
  search: "Search within results",
  sort: "Sort by",
  sorts: {
    catalogue: "Catalogue order",
    name: "Name, A to Z",
    "name-desc": "Name, Z to A",
    section: "Cross-section, smallest first",
    "section-desc": "Cross-section, largest first",
  },
  category: "Category",
  section: "Cross-section (mm²)",
  cores: "Number of cores",
  coreCount: "{count} cores",
  from: "From",
  to: "To",
  available: "Available: {min} to {max}",
  inStockOnly: "In stock only",
  /** A checkbox's accessible name and visible count. */
  count: "({count})",
  apply: "Apply filters",
  reset: "Clear all filters",
  applied: "Active filters",
  remove: "Remove filter: {filter}",
  search_: "Search: “{query}”",
  rangeFrom: "{label} from {value}",
  rangeTo: "{label} up to {value}",
  or: " or ",
  /** Joins the filters an empty list names: "Cross-section (mm²) from 4, Cross-section (mm²) to 10". */
  separator: ", ",
  emptyBecause: "No products match {filter} with your other filters.",
  emptyBecauseOnly: "No products match {filter}.",
  emptyTogether: "No products match all of these filters together.",
  emptyHint: "Remove a filter or clear them all to see more products.",
  removeIt: "Remove {filter}",
  /** The nearest sizes that exist, offered when the cores or sections emptied the list. */
  nearest: "Nearest sizes we make:",
  nearestSize: "{cores} × {section} mm²",
  nearestSection: "{section} mm²",
  problems: "Some of the address could not be read, so we left it out:",
} as const;
