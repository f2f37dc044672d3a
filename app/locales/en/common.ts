import { errorScreen } from "./error-screen";

/** The shared public chrome, the 404 page and the error screen. */
export const common = {
  siteName: "Cableworks",
  tagline: "Cables & Conductors",
  skipToContent: "Skip to main content",
  nav: {
    mainLabel: "Main",
    // The drawer's copy of the main menu: landmarks need names of their own.
    drawerLabel: "Main menu",
    home: "Home",
    // Contains the logo's visible words, so speech users can say what they see.
    homeLink: "Cableworks Cables & Conductors: home",
    products: "Products",
    about: "About Us",
    certifications: "Certifications",
    qualityControl: "Quality Control",
    contact: "Contact",
    contactUs: "Contact Us",
    downloads: "Downloads",
    news: "News & Updates",
    careers: "Careers",
    viewAllProducts: "View All Products",
    cableSizing: "Cable sizing calculator",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menu: "Menu",
    productsMenu: "Product categories",
    // The header's link to the quote basket; the count is read in the browser.
    quoteBasket: "Your quote",
    quoteBasketOne: "Your quote, 1 line",
    quoteBasketMany: "Your quote, {count} lines",
    toolsMenu: "Engineering tools",
    designationDecoder: "Designation decoder",
  },
  categories: {
    stranded: "Stranded Conductors",
    multiConductor: "Multi Conductors",
    control: "Control Cables",
    pvc: "PVC Insulated",
  },
  search: {
    label: "Search products",
    placeholder: "Search products...",
    submit: "Search",
  },
  theme: {
    toggle: "Dark theme",
  },
  sidebar: {
    label: "All pages",
    expand: "Expand sidebar",
    collapse: "Collapse sidebar",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    cookies: "Cookie Policy",
  },
  footer: {
    blurb:
      "Cables and conductors made in New Borg El Arab City since {foundedYear}: stranded conductors, power, control and PVC insulated cables, tested to IEC standards and delivered across Egypt and the region.",
    followUs: "Follow us on Facebook",
    chatSales: "Chat with sales on WhatsApp",
    findUs: "Find Us",
    showMap: "Show map",
    mapTitle: "Map of the Cableworks factory in New Borg El Arab City",
    openInMaps: "Open in maps",
    mapNotice:
      "The map is served by OpenStreetMap and loads only when you ask for it.",
    contact: "Contact",
    address: "Address",
    officePhone: "Office",
    salesPhones: "Sales",
    // Between two of the sales phones.
    listSeparator: ", ",
    email: "Email",
    quickLinks: "Company",
    legal: "Legal",
    copyright: "© {year} {company}. All rights reserved.",
    madeBy: "Website questions:",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    cookies: "Cookie Policy",
  },
  pagination: {
    label: "Pages",
    previous: "Previous",
    next: "Next",
    previousPage: "Previous page",
    nextPage: "Next page",
    page: "Page {page}",
    pageOf: "Page {page} of {count}",
    // Page 2 and later of a list: its own title, so search results and tabs tell pages apart.
    titleSuffix: "{title} (page {page})",
  },
  notFound: {
    code: "404",
    title: "Oops! Page not found",
    home: "Return to Home",
    metaTitle: "Page not found",
  },
  error: errorScreen,
} as const;
