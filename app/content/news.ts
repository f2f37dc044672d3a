/**
 * News & Updates (spec: six items, two featured, read times 3 to 6 minutes). Each article has a
 * body of paragraphs and subheadings, rendered at /news/{slug}.
 */
export type ArticleBlock = { kind: "p"; text: string } | { kind: "h2"; text: string } | { kind: "ul"; items: readonly string[] };

export interface NewsArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date. */
  date: string;
  author: string;
  category: string;
  readTime: number;
  featured: boolean;
  body: readonly ArticleBlock[];
}

const p = (text: string): ArticleBlock => ({ kind: "p", text });
const h2 = (text: string): ArticleBlock => ({ kind: "h2", text });
const ul = (...items: string[]): ArticleBlock => ({ kind: "ul", items });

export const newsArticles: readonly NewsArticle[] = [
  {
    id: 1,
    slug: "new-xlpe-extrusion-line",
    title: "New XLPE Extrusion Line Doubles Our Power Cable Capacity",
    excerpt:
      "A new triple-head extrusion line at our New Borg El Arab plant lets us make 0.6/1 kV XLPE power cables up to 240 mm² twice as fast, with tighter insulation tolerances.",
    date: "2025-09-14",
    author: "Eng. Karim Hassan",
    category: "Company News",
    readTime: 5,
    featured: true,
    body: [
      p(
        "This September we commissioned a new triple-head extrusion line in hall B of our New Borg El Arab plant. It applies the conductor screen, the XLPE insulation and the insulation screen in one pass, and it doubles our capacity for 0.6/1 kV multi-core power cables.",
      ),
      p(
        "For our customers the change is simple: shorter lead times on XLPE power cables from 16 to 240 mm², and the ability to quote large project quantities with confidence. Orders that took six weeks can now ship in three.",
      ),
      h2("Why XLPE, and why now"),
      p(
        "Cross-linked polyethylene insulation runs at a conductor temperature of 90 °C in service and 250 °C in a short circuit, against 70 °C and 160 °C for PVC. The same cable carries more current, or a smaller cable carries the same current. Contractors on industrial and infrastructure projects in Egypt have moved steadily to XLPE, and our order book showed it.",
      ),
      p(
        "The new line also gives us tighter control of insulation thickness. A laser gauge measures the core in three axes several hundred times a second and feeds the extruder's screw speed, so we hold the minimum thickness of IEC 60502-1 with less material above it. That is better for the buyer's price and for the environment.",
      ),
      h2("What stays the same"),
      p(
        "Every length from the new line goes through the same laboratory as before: conductor resistance, a high-voltage withstand test, insulation resistance and a hot-set test on each production lot to confirm the cross-linking. Test reports ship with every drum.",
      ),
      ul(
        "Conductor sizes 16 to 240 mm², copper or aluminium",
        "Two to five cores, with or without armour",
        "Standard drum lengths of 500 and 1,000 m, or cut to order",
      ),
      p(
        "If you have a project coming up, ask our sales team for the updated datasheets or a quotation. We are happy to arrange a visit to see the line running.",
      ),
    ],
  },
  {
    id: 2,
    slug: "iso-9001-recertification-2025",
    title: "ISO 9001:2015 Recertification Completed With Zero Major Findings",
    excerpt:
      "Our quality management system has been recertified to ISO 9001:2015 after a three-day audit of production, laboratory, purchasing and customer service.",
    date: "2025-07-02",
    author: "Mona Abdelrahman",
    category: "Certifications",
    readTime: 4,
    featured: true,
    body: [
      p(
        "In June our quality management system passed its three-yearly recertification audit to ISO 9001:2015. Over three days the auditors followed orders from the first enquiry to the delivered drum, and closed the audit with no major and two minor findings.",
      ),
      h2("What the auditors looked at"),
      ul(
        "Incoming inspection of copper rod and PVC and XLPE compounds",
        "Process control on the drawing, stranding and extrusion lines",
        "Calibration of our laboratory instruments and the traceability of test reports",
        "How customer complaints are recorded, investigated and closed",
      ),
      p(
        "The two minor findings concerned the labelling of calibration due dates on two hand-held gauges and the review interval of one work instruction. Both were corrected within a week.",
      ),
      h2("Why it matters to buyers"),
      p(
        "A certificate on the wall is not the point. What matters is that a contractor who buys a 1,000 m drum from us today gets the same cable, made and tested the same way, as the one who bought it a year ago. ISO 9001 is the discipline that makes that true, and an external audit is how we prove it to ourselves.",
      ),
      p(
        "The renewed certificate is valid until 2026 and can be downloaded from our Downloads page, together with our product conformity certificates.",
      ),
    ],
  },
  {
    id: 3,
    slug: "solar-park-control-cables",
    title: "Control Cables Delivered for a 50 MW Solar Park in Upper Egypt",
    excerpt:
      "We supplied 180 km of screened control and instrumentation cable for the monitoring system of a new 50 MW photovoltaic plant near Benban.",
    date: "2025-05-20",
    author: "Eng. Ahmed Fathy",
    category: "Projects",
    readTime: 3,
    featured: false,
    body: [
      p(
        "This spring we completed delivery of 180 km of control and instrumentation cable for a 50 MW photovoltaic plant near Benban in Aswan governorate. The cables connect string monitoring boxes, weather stations and tracker controllers to the plant's SCADA system.",
      ),
      p(
        "Desert sites are hard on cables: ground temperatures above 60 °C in summer, strong ultraviolet light where cables leave the trench, and sand that abrades any exposed sheath. We supplied a UV-stabilised black PVC sheath and an overall copper tape screen to keep the signals clean next to the inverters.",
      ),
      h2("Delivered in stages"),
      p(
        "The contractor needed the cable in four lots timed to the civil works. We cut each lot to the lengths of the cable schedule, which saved the site team a week of cutting and reduced waste at the end of each run.",
      ),
      p(
        "Our thanks to the EPC contractor's electrical team for their close cooperation. Renewable energy is one of the fastest-growing markets for our control cables, and we are glad to be part of it.",
      ),
    ],
  },
  {
    id: 4,
    slug: "choosing-conductor-cross-section",
    title: "How to Choose the Right Conductor Cross Section",
    excerpt:
      "Current rating, voltage drop and short-circuit withstand: a practical guide to the three checks that decide the size of a power cable.",
    date: "2025-04-08",
    author: "Eng. Karim Hassan",
    category: "Technical",
    readTime: 6,
    featured: false,
    body: [
      p(
        "The question we are asked most often is some version of \"which size do I need?\". The honest answer is: the largest of three sizes, each found by a different check. Here is how our engineers work it out.",
      ),
      h2("1. Current-carrying capacity"),
      p(
        "First, the cable must carry the design current without its conductor exceeding its maximum temperature: 70 °C for PVC insulation, 90 °C for XLPE. The tables in IEC 60364-5-52 give the rating for each installation method (in air, on trays, in conduit, buried) and correction factors for ambient temperature and grouping. Egypt's high ambient temperatures matter here: a cable rated for 30 °C air carries noticeably less at 45 °C on a sunny roof.",
      ),
      h2("2. Voltage drop"),
      p(
        "Second, the voltage at the far end must stay within limits, typically 3% for lighting and 5% for other loads. Voltage drop grows with length and current, so long feeders are often sized by this check rather than by current rating. Our datasheets give the resistance and reactance per kilometre you need for the calculation.",
      ),
      h2("3. Short-circuit withstand"),
      p(
        "Third, the conductor must survive the prospective fault current until the protective device clears it, without the insulation exceeding its short-circuit temperature. The adiabatic equation S = I·√t / k gives the minimum cross section, where k is 115 for copper with PVC and 143 for copper with XLPE.",
      ),
      h2("A worked example"),
      ul(
        "A three-phase 400 V motor of 75 kW, design current about 135 A",
        "Route of 120 m on a perforated tray, grouped with three other circuits, 40 °C ambient",
        "Current rating with corrections: 50 mm² copper XLPE is enough",
        "Voltage drop at 120 m: 50 mm² gives about 2.4%, inside the 5% limit",
        "Fault level 12 kA cleared in 0.1 s: at least 27 mm², so 50 mm² passes",
      ),
      p(
        "Here the current rating decides the size. On a 300 m run, voltage drop would have pushed it to 95 mm². Send us your load list and routes and our engineers will check the sizes for you, free of charge.",
      ),
    ],
  },
  {
    id: 5,
    slug: "elecx-cairo-2025",
    title: "Meet Us at the Electricity Exhibition in Cairo",
    excerpt:
      "Visit our stand to see cross-sections of our cables, meet our engineers and ask about project pricing for 2026.",
    date: "2025-03-01",
    author: "Nour El-Sayed",
    category: "Events",
    readTime: 3,
    featured: false,
    body: [
      p(
        "We will exhibit at this year's electricity and energy exhibition at the Egypt International Exhibition Center in New Cairo. Our stand is in the power distribution hall, near the main entrance.",
      ),
      p(
        "On the stand you can see cut cross-sections of our conductors and cables, compare PVC and XLPE constructions side by side, and talk to the engineers who design them. Our sales team will be there all three days to discuss project quantities and supply agreements for 2026.",
      ),
      h2("Book a meeting"),
      p(
        "If you would like a fixed time with our technical or sales team, send us a message through the Contact page with the subject \"Exhibition meeting\" and your preferred day. We look forward to seeing you.",
      ),
    ],
  },
  {
    id: 6,
    slug: "copper-recycling-programme",
    title: "Our Copper Recycling Programme Recovers 98% of Production Scrap",
    excerpt:
      "Drawing and stranding scrap now goes back to the rod mill instead of the scrap market, cutting waste and our carbon footprint.",
    date: "2025-01-16",
    author: "Mona Abdelrahman",
    category: "Sustainability",
    readTime: 4,
    featured: false,
    body: [
      p(
        "Every cable factory produces copper scrap: wire breaks on the drawing machines, the ends of stranded lengths, and cores that fail a test. Until last year we sold ours on the scrap market. Since January, clean copper scrap goes back to our rod supplier under a closed-loop agreement.",
      ),
      h2("How it works"),
      ul(
        "Scrap is sorted at each machine into bare copper, tinned copper and insulated waste",
        "Insulated scrap is granulated and separated so the copper and the PVC can both be reused",
        "Clean copper is returned to the rod mill and comes back to us as certified rod",
      ),
      p(
        "In the first year the programme recovered 98% of our copper scrap by weight. Recycled copper needs a fraction of the energy of primary copper, so the saving in carbon is significant, and it protects us and our customers from swings in the scrap price.",
      ),
      p(
        "The granulated PVC goes to a local producer of cable trays and floor mats. We are now working on the last 2%: the fine copper dust from the drawing lubricant, which we hope to recover by filtration next year.",
      ),
    ],
  },
];

export function findArticle(slug: string): NewsArticle | undefined {
  return newsArticles.find((article) => article.slug === slug);
}

/** What the news list shows of an article (the list page does not carry the bodies). */
export type NewsSummary = Omit<NewsArticle, "body">;

export function summarize({ body: _body, ...summary }: NewsArticle): NewsSummary {
  return summary;
}
