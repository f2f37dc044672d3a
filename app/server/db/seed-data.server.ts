import type {
  ConductorClass,
  FireBehaviour,
  Standard,
} from "~/lib/catalogue/cable-attributes";
import type {
  CertificationIcon,
  ProductFeature,
  ProductSpecifications,
} from "./schema.server";
import type { FamilyAttributes, SizeRating } from "./size-estimates.server";

/**
 * The spec's public data (section 3), merged with the admin's seeds: what an empty database starts
 * with. Technical values are realistic for each construction (IEC 60228 / IEC 60502-1 / IEC 60227).
 */

export interface SeedCategory {
  id: string;
  name: string;
  description: string;
  image: string | null;
  subcategories: { id: string; name: string; description: string }[];
}

export const seedCategories: SeedCategory[] = [
  {
    id: "stranded",
    name: "Stranded Conductors",
    description:
      "Class 2 compacted copper and aluminium conductors for power distribution, earthing and overhead lines.",
    image: "/images/categories/stranded.webp",
    subcategories: [
      {
        id: "stranded-copper",
        name: "Copper Stranded",
        description: "Plain annealed copper, class 2.",
      },
      {
        id: "stranded-aluminum",
        name: "Aluminum Stranded",
        description: "Hard-drawn aluminium, class 2.",
      },
      {
        id: "stranded-tinned",
        name: "Tinned Copper",
        description: "Tinned copper for humid and marine sites.",
      },
    ],
  },
  {
    id: "multiConductor",
    name: "Multi Conductors",
    description:
      "Two to five-core 0.6/1 kV power cables with PVC or XLPE insulation for buildings and industrial plants.",
    image: "/images/categories/multiConductor.webp",
    subcategories: [
      {
        id: "multiConductor-2-core",
        name: "2-Core",
        description: "Single-phase feeders.",
      },
      {
        id: "multiConductor-3-core",
        name: "3-Core",
        description: "Three-phase and single-phase with earth.",
      },
      {
        id: "multiConductor-4-core",
        name: "4+ Core Cables",
        description: "Three-phase with neutral and earth.",
      },
    ],
  },
  {
    id: "control",
    name: "Control Cables",
    description:
      "Flexible multi-core control and instrumentation cables, screened and unscreened, for automation and signalling.",
    image: "/images/categories/control.webp",
    subcategories: [
      {
        id: "control-instrumentation",
        name: "Instrumentation",
        description: "Screened pairs and cores for measurement loops.",
      },
      {
        id: "control-communication",
        name: "Communication",
        description: "Data and voice between control rooms and field panels.",
      },
      {
        id: "control-signal",
        name: "Signal Cables",
        description: "Numbered cores for interlocks, relays and alarms.",
      },
    ],
  },
  {
    id: "pvc",
    name: "PVC Insulated",
    description:
      "Single and twin-core PVC insulated wiring cables for housing, commercial buildings and switchboards.",
    image: "/images/categories/pvc.webp",
    subcategories: [
      {
        id: "pvc-low-voltage",
        name: "Low Voltage",
        description: "300/500 V and 450/750 V building wires.",
      },
      {
        id: "pvc-medium-voltage",
        name: "Medium Voltage",
        description: "PVC-sheathed cables up to 3.6/6 kV.",
      },
      {
        id: "pvc-high-voltage",
        name: "High Voltage",
        description: "Projects engineered to order.",
      },
    ],
  },
];

export interface SeedProduct {
  id: string;
  name: string;
  description: string;
  category: string;
  subcategory: string;
  quantity: number;
  inStock: boolean;
  specifications: ProductSpecifications;
  features: ProductFeature[];
  applications: string[];
  certifications: string[];
}

export const seedProducts: SeedProduct[] = [
  {
    id: "1",
    name: "Copper Conductor 16mm²",
    description:
      "Single-core 16 mm² class 2 stranded copper conductor, XLPE insulated and PVC sheathed, for 0.6/1 kV distribution circuits, sub-mains and equipment earthing.",
    category: "stranded",
    subcategory: "stranded-copper",
    quantity: 2500,
    inStock: true,
    specifications: {
      crossSection: "16 mm²",
      voltage: "0.6/1 kV",
      current: "110 A (in air at 30 °C)",
      insulation: "XLPE",
      insulationMaterial: "Cross-linked polyethylene, 0.7 mm nominal wall",
      temperature: "-15 °C to +90 °C",
      operatingTemp: "90 °C conductor; 250 °C short circuit (5 s)",
      flexibility: "Class 2 stranded, 7 wires (IEC 60228)",
      bendRadius: "12 × overall diameter",
      availableColors: "Black, Red, Blue, Yellow/Green",
      conductors: 1,
      sheath: "PVC outer sheath",
      sheathMaterial: "PVC type ST2, flame retardant (IEC 60332-1-2)",
    },
    features: [
      {
        title: "High-conductivity copper",
        description:
          "Plain annealed copper of 99.9% purity with a DC resistance of at most 1.15 Ω/km at 20 °C.",
      },
      {
        title: "XLPE insulation",
        description:
          "Rated for 90 °C continuous operation, carrying more current than PVC of the same size.",
      },
      {
        title: "Flame-retardant sheath",
        description:
          "Passes the single-cable vertical flame test of IEC 60332-1-2.",
      },
    ],
    applications: [
      "Sub-main feeders in commercial buildings",
      "Distribution boards and switchgear connections",
      "Protective earthing conductors",
      "Underground installation in ducts",
    ],
    certifications: ["IEC 60228", "IEC 60502-1", "CE Mark"],
  },
  {
    id: "2",
    name: "Copper Conductor 25mm²",
    description:
      "Single-core 25 mm² class 2 compacted copper conductor with XLPE insulation and a PVC sheath, for heavier 0.6/1 kV feeders and generator connections.",
    category: "stranded",
    subcategory: "stranded-copper",
    quantity: 1800,
    inStock: true,
    specifications: {
      crossSection: "25 mm²",
      voltage: "0.6/1 kV",
      current: "145 A (in air at 30 °C)",
      insulation: "XLPE",
      insulationMaterial: "Cross-linked polyethylene, 0.9 mm nominal wall",
      temperature: "-15 °C to +90 °C",
      operatingTemp: "90 °C conductor; 250 °C short circuit (5 s)",
      flexibility: "Class 2 compacted stranded, 7 wires (IEC 60228)",
      bendRadius: "12 × overall diameter",
      availableColors: "Black, Red, Blue, Yellow/Green",
      conductors: 1,
      sheath: "PVC outer sheath",
      sheathMaterial: "PVC type ST2, flame retardant (IEC 60332-1-2)",
    },
    features: [
      {
        title: "Compacted strands",
        description:
          "A smaller overall diameter than plain stranding, so more circuits fit each tray.",
      },
      {
        title: "Low resistance",
        description:
          "DC resistance of at most 0.727 Ω/km at 20 °C, keeping voltage drop low on long runs.",
      },
      {
        title: "Tough PVC sheath",
        description:
          "Resists abrasion, moisture and most oils during pulling and in service.",
      },
    ],
    applications: [
      "Generator and transformer tails",
      "Main feeders to distribution boards",
      "Industrial motor supplies",
      "Solar farm AC collection circuits",
    ],
    certifications: ["IEC 60228", "IEC 60502-1", "CE Mark"],
  },
  {
    id: "3",
    name: "3-Core Multi Conductor Cable 3×6mm²",
    description:
      "Three-core 6 mm² copper power cable, PVC insulated with colour-coded cores and an overall PVC sheath, for single-phase circuits with earth and small three-phase loads.",
    category: "multiConductor",
    subcategory: "multiConductor-3-core",
    quantity: 1200,
    inStock: true,
    specifications: {
      crossSection: "3 × 6 mm²",
      voltage: "0.6/1 kV",
      current: "41 A (in air at 30 °C)",
      insulation: "PVC",
      insulationMaterial: "PVC type A, 1.0 mm nominal wall",
      temperature: "-5 °C to +70 °C",
      operatingTemp: "70 °C conductor; 160 °C short circuit (5 s)",
      flexibility: "Class 2 stranded (IEC 60228)",
      bendRadius: "10 × overall diameter",
      availableColors: "Brown, Blue, Yellow/Green",
      conductors: 3,
      sheath: "PVC outer sheath, black",
      sheathMaterial: "PVC type ST1, flame retardant (IEC 60332-1-2)",
    },
    features: [
      {
        title: "Colour-coded cores",
        description:
          "Brown, blue and green/yellow cores to IEC 60445 for quick, safe termination.",
      },
      {
        title: "Round, filled construction",
        description: "Keeps the cable round for reliable sealing in glands.",
      },
      {
        title: "Suitable for burial",
        description:
          "May be laid directly in the ground where protected from mechanical damage.",
      },
    ],
    applications: [
      "Final circuits to air-conditioning units",
      "Pump and fan supplies",
      "Residential and office sub-circuits",
      "Outdoor lighting feeders",
    ],
    certifications: ["IEC 60502-1", "IEC 60228", "CE Mark"],
  },
  {
    id: "4",
    name: "5-Core Multi Conductor Cable 5×10mm²",
    description:
      "Five-core 10 mm² copper power cable with PVC insulation and sheath: three phases, neutral and protective earth in one cable for 0.6/1 kV three-phase supplies.",
    category: "multiConductor",
    subcategory: "multiConductor-4-core",
    quantity: 950,
    inStock: true,
    specifications: {
      crossSection: "5 × 10 mm²",
      voltage: "0.6/1 kV",
      current: "57 A (in air at 30 °C)",
      insulation: "PVC",
      insulationMaterial: "PVC type A, 1.0 mm nominal wall",
      temperature: "-5 °C to +70 °C",
      operatingTemp: "70 °C conductor; 160 °C short circuit (5 s)",
      flexibility: "Class 2 stranded (IEC 60228)",
      bendRadius: "12 × overall diameter",
      availableColors: "Brown, Black, Grey, Blue, Yellow/Green",
      conductors: 5,
      sheath: "PVC outer sheath, black",
      sheathMaterial: "PVC type ST1, UV stabilised",
    },
    features: [
      {
        title: "Full three-phase set",
        description: "L1, L2, L3, neutral and earth of equal size in one pull.",
      },
      {
        title: "UV-stabilised sheath",
        description:
          "Rated for exposed outdoor runs on cable trays under strong sun.",
      },
      {
        title: "Low smoke option",
        description:
          "Also made to order with an LSZH sheath for public buildings.",
      },
    ],
    applications: [
      "Three-phase distribution boards",
      "Industrial machinery and compressors",
      "Elevator and escalator supplies",
      "Commercial kitchens and HVAC plant",
    ],
    certifications: ["IEC 60502-1", "IEC 60228", "CE Mark", "RoHS"],
  },
  {
    id: "5",
    name: "Control Cable 4×1.5mm²",
    description:
      "Flexible four-core 1.5 mm² control cable with numbered PVC-insulated cores and a grey PVC sheath, for connecting sensors, actuators and control panels.",
    category: "control",
    subcategory: "control-signal",
    quantity: 3200,
    inStock: true,
    specifications: {
      crossSection: "4 × 1.5 mm²",
      voltage: "300/500 V",
      current: "18 A (in air at 30 °C)",
      insulation: "PVC",
      insulationMaterial: "PVC type TI2, 0.6 mm nominal wall",
      temperature: "-5 °C to +70 °C (flexing); -30 °C fixed",
      operatingTemp: "70 °C conductor",
      flexibility: "Class 5 fine-stranded, flexible (IEC 60228)",
      bendRadius: "7.5 × overall diameter (flexing)",
      availableColors: "Black cores with white numbers, Yellow/Green earth",
      conductors: 4,
      sheath: "PVC outer sheath, grey RAL 7001",
      sheathMaterial: "PVC type TM2, oil resistant",
    },
    features: [
      {
        title: "Numbered cores",
        description:
          "Printed numbers on every core make wiring and fault-finding fast.",
      },
      {
        title: "Fine-stranded copper",
        description:
          "Class 5 conductors for moving machine parts and drag chains.",
      },
      {
        title: "Oil-resistant sheath",
        description: "Withstands cutting fluids and mineral oils in workshops.",
      },
    ],
    applications: [
      "PLC and control panel wiring",
      "Machine tools and conveyors",
      "Sensor and limit-switch connections",
      "Building management systems",
    ],
    certifications: ["IEC 60227", "IEC 60228", "CE Mark"],
  },
  {
    id: "6",
    name: "Control Cable 6×2.5mm²",
    description:
      "Screened six-core 2.5 mm² control cable with a tinned copper braid, for interference-free signals next to drives and switchgear.",
    category: "control",
    subcategory: "control-instrumentation",
    quantity: 0,
    inStock: false,
    specifications: {
      crossSection: "6 × 2.5 mm²",
      voltage: "300/500 V",
      current: "24 A (in air at 30 °C)",
      insulation: "PVC",
      insulationMaterial: "PVC type TI2, 0.7 mm nominal wall",
      temperature: "-5 °C to +70 °C (flexing); -30 °C fixed",
      operatingTemp: "70 °C conductor",
      flexibility: "Class 5 fine-stranded, flexible (IEC 60228)",
      bendRadius: "10 × overall diameter (flexing)",
      availableColors: "Black cores with white numbers, Yellow/Green earth",
      conductors: 6,
      sheath: "Tinned copper braid (85% coverage) under a PVC sheath",
      sheathMaterial: "PVC type TM2, grey RAL 7001, oil resistant",
    },
    features: [
      {
        title: "85% copper braid screen",
        description:
          "Keeps electromagnetic interference from VFDs and contactors out of control signals.",
      },
      {
        title: "Numbered cores",
        description:
          "Core identification by printed numbers for large wiring looms.",
      },
      {
        title: "Flexible construction",
        description: "Class 5 conductors for panel doors and moving equipment.",
      },
    ],
    applications: [
      "Variable-frequency drive control circuits",
      "Instrumentation in switchgear rooms",
      "Process automation in factories",
      "Measurement and data acquisition",
    ],
    certifications: ["IEC 60227", "IEC 60228", "CE Mark"],
  },
  {
    id: "7",
    name: "PVC Single Core Cable 1×6mm²",
    description:
      "Single-core 6 mm² PVC insulated building wire (H07V-R type) with a class 2 copper conductor, for fixed wiring in conduit and trunking.",
    category: "pvc",
    subcategory: "pvc-low-voltage",
    quantity: 4500,
    inStock: true,
    specifications: {
      crossSection: "1 × 6 mm²",
      voltage: "450/750 V",
      current: "41 A (in conduit at 30 °C)",
      insulation: "PVC",
      insulationMaterial: "PVC type C, 0.8 mm nominal wall",
      temperature: "-5 °C to +70 °C",
      operatingTemp: "70 °C conductor; 160 °C short circuit (5 s)",
      flexibility: "Class 2 stranded, 7 wires (IEC 60228)",
      bendRadius: "4 × overall diameter",
      availableColors: "Red, Yellow, Blue, Black, Brown, Grey, Yellow/Green",
      conductors: 1,
      sheath: "None (single insulated)",
      sheathMaterial: "Not applicable: installed in conduit or trunking",
    },
    features: [
      {
        title: "Seven insulation colours",
        description:
          "Every phase, neutral and earth colour held in stock for tidy installations.",
      },
      {
        title: "Easy stripping",
        description: "Insulation strips cleanly without nicking the copper.",
      },
      {
        title: "Printed every metre",
        description:
          "Size, voltage, standard and metre marks along the whole length.",
      },
    ],
    applications: [
      "Fixed wiring in conduit and trunking",
      "Switchboard and panel internal wiring",
      "Residential socket and lighting circuits",
      "Commercial building installations",
    ],
    certifications: ["IEC 60227", "IEC 60228", "CE Mark", "RoHS"],
  },
  {
    id: "8",
    name: "PVC Twin Core Cable 2×2.5mm²",
    description:
      "Flat twin-core 2.5 mm² PVC insulated and sheathed cable for surface and concealed wiring of sockets and lighting in homes and offices.",
    category: "pvc",
    subcategory: "pvc-low-voltage",
    quantity: 2700,
    inStock: true,
    specifications: {
      crossSection: "2 × 2.5 mm²",
      voltage: "300/500 V",
      current: "27 A (clipped direct at 30 °C)",
      insulation: "PVC",
      insulationMaterial: "PVC type TI1, 0.7 mm nominal wall",
      temperature: "0 °C to +70 °C",
      operatingTemp: "70 °C conductor",
      flexibility: "Class 1 solid or class 2 stranded (IEC 60228)",
      bendRadius: "3 × overall width",
      availableColors: "Brown and Blue cores; White or Grey sheath",
      conductors: 2,
      sheath: "Flat PVC sheath",
      sheathMaterial: "PVC type TM1, white or grey",
    },
    features: [
      {
        title: "Flat profile",
        description:
          "Lies flush in plaster and under clips for neat surface runs.",
      },
      {
        title: "Sheathed for protection",
        description:
          "A second PVC layer guards the cores where conduit is not used.",
      },
      {
        title: "Halogen-free option",
        description:
          "An LSZH version is made to order for schools and hospitals.",
      },
    ],
    applications: [
      "Socket-outlet ring and radial circuits",
      "Lighting circuits in homes and offices",
      "Surface wiring in workshops",
      "Renovation of existing installations",
    ],
    certifications: ["IEC 60227", "IEC 60228", "CE Mark"],
  },
];

/** A seeded product's typed attributes and its range of sizes. */
export interface SeedFamily extends FamilyAttributes {
  fireBehaviour: FireBehaviour | null;
  typeDesignation: string | null;
  standards: Standard[];
  /** Article numbers are this prefix, a hyphen and the designation: "CW-NYY-3X25+16". */
  articlePrefix: string;
  /** The rating's installation, as the product's current text states it. */
  rating: SizeRating;
  /** [cores, mm², extra cores?, extra mm²?, class?]; the first is the product's size of today. */
  sizes: [number, number, number?, number?, ConductorClass?][];
  conductorClass: ConductorClass;
}

const powerCable = {
  ratedVoltage: "0.6/1kV",
  conductorMaterial: "copper",
  armour: "none",
} as const;
const singleCoreSections = [16, 25, 35, 50, 70, 95, 120, 150, 185, 240, 300];

/**
 * The families of the eight seeded products, by product id. Today's single size comes first (its
 * construction, class and installation are the product's texts); the rest of the range follows,
 * smallest first, as the makers of these constructions list them.
 */
export const seedFamilies: Record<string, SeedFamily> = {
  // N2XY: copper, XLPE, PVC sheath; 110 A "in air" is closest to clipped direct, two loaded.
  "1": {
    ...powerCable,
    insulation: "xlpe",
    sheath: "pvc",
    maxConductorTempC: 90,
    fireBehaviour: "IEC 60332-1-2",
    typeDesignation: "N2XY",
    standards: ["IEC 60502-1", "IEC 60228", "IEC 60332-1-2"],
    articlePrefix: "CW-N2XY",
    rating: { method: "C", loaded: 2 },
    conductorClass: 2,
    sizes: singleCoreSections.slice(0, 10).map((section) => [1, section]),
  },
  // The same family with compacted conductors, from 25 mm².
  "2": {
    ...powerCable,
    insulation: "xlpe",
    sheath: "pvc",
    maxConductorTempC: 90,
    fireBehaviour: "IEC 60332-1-2",
    typeDesignation: "N2XY",
    standards: ["IEC 60502-1", "IEC 60228", "IEC 60332-1-2"],
    articlePrefix: "CW-N2XY-CM",
    rating: { method: "C", loaded: 2 },
    conductorClass: 2,
    sizes: singleCoreSections.slice(1).map((section) => [1, section]),
  },
  // NYY three-core, then the 3.5-core constructions with a reduced neutral.
  "3": {
    ...powerCable,
    insulation: "pvc",
    sheath: "pvc",
    maxConductorTempC: 70,
    fireBehaviour: "IEC 60332-1-2",
    typeDesignation: "NYY",
    standards: ["IEC 60502-1", "IEC 60228", "IEC 60332-1-2"],
    articlePrefix: "CW-NYY",
    rating: { method: "C", loaded: 3 },
    conductorClass: 2,
    sizes: [
      [3, 6],
      [3, 1.5],
      [3, 2.5],
      [3, 4],
      [3, 10],
      [3, 16],
      [3, 25, 1, 16],
      [3, 35, 1, 16],
      [3, 50, 1, 25],
      [3, 70, 1, 35],
      [3, 95, 1, 50],
      [3, 120, 1, 70],
    ],
  },
  // NYY five-core, then four-core with reduced neutral and earth (3x..+2x..).
  "4": {
    ...powerCable,
    insulation: "pvc",
    sheath: "pvc",
    maxConductorTempC: 70,
    fireBehaviour: "IEC 60332-1-2",
    typeDesignation: "NYY",
    standards: ["IEC 60502-1", "IEC 60228", "IEC 60332-1-2"],
    articlePrefix: "CW-NYY",
    rating: { method: "C", loaded: 3 },
    conductorClass: 2,
    sizes: [
      [5, 10],
      [5, 1.5],
      [5, 2.5],
      [5, 4],
      [5, 6],
      [5, 16],
      [5, 25],
      [3, 35, 2, 16],
      [3, 50, 2, 25],
      [3, 70, 2, 35],
    ],
  },
  // YSLY-JZ: numbered flexible cores; ratings for three loaded cores, clipped direct.
  "5": {
    ratedVoltage: "300/500V",
    conductorMaterial: "copper",
    insulation: "pvc",
    sheath: "pvc",
    armour: "none",
    maxConductorTempC: 70,
    fireBehaviour: "IEC 60332-1-2",
    typeDesignation: "YSLY-JZ",
    standards: ["IEC 60227", "IEC 60228", "IEC 60332-1-2"],
    articlePrefix: "CW-YSLY",
    rating: { method: "C" },
    conductorClass: 5,
    sizes: [
      [4, 1.5],
      [3, 1.5],
      [5, 1.5],
      [7, 1.5],
      [12, 1.5],
      [18, 1.5],
      [25, 1.5],
      [4, 2.5],
      [7, 2.5],
      [12, 2.5],
    ],
  },
  // YSLCY-JZ: as YSLY with a tinned copper braid screen. Out of stock today, every size with it.
  "6": {
    ratedVoltage: "300/500V",
    conductorMaterial: "copper",
    insulation: "pvc",
    sheath: "pvc",
    armour: "braid",
    maxConductorTempC: 70,
    fireBehaviour: "IEC 60332-1-2",
    typeDesignation: "YSLCY-JZ",
    standards: ["IEC 60227", "IEC 60228", "IEC 60332-1-2"],
    articlePrefix: "CW-YSLCY",
    rating: { method: "C" },
    conductorClass: 5,
    sizes: [
      [6, 2.5],
      [2, 1.5],
      [3, 1.5],
      [4, 1.5],
      [7, 1.5],
      [12, 1.5],
      [3, 2.5],
      [4, 2.5],
      [7, 2.5],
    ],
  },
  // H07V-R building wire in conduit: method B1, two loaded conductors (41 A at 6 mm²).
  "7": {
    ratedVoltage: "450/750V",
    conductorMaterial: "copper",
    insulation: "pvc",
    sheath: "none",
    armour: "none",
    maxConductorTempC: 70,
    fireBehaviour: "Eca",
    typeDesignation: "H07V-R",
    standards: ["IEC 60227", "IEC 60228", "IEC 60332-1-2"],
    articlePrefix: "CW-H07VR",
    rating: { method: "B1", loaded: 2 },
    conductorClass: 2,
    sizes: [
      [1, 6],
      [1, 1.5],
      [1, 2.5],
      [1, 4],
      [1, 10],
      [1, 16],
      [1, 25],
      [1, 35],
    ],
  },
  // Flat twin: solid (class 1) to 2.5 mm², stranded above; clipped direct, two loaded (27 A).
  "8": {
    ratedVoltage: "300/500V",
    conductorMaterial: "copper",
    insulation: "pvc",
    sheath: "pvc",
    armour: "none",
    maxConductorTempC: 70,
    fireBehaviour: "Eca",
    typeDesignation: null,
    standards: ["IEC 60227", "IEC 60228"],
    articlePrefix: "CW-FT",
    rating: { method: "C", loaded: 2 },
    conductorClass: 2,
    sizes: [
      [2, 2.5, undefined, undefined, 1],
      [2, 1.5, undefined, undefined, 1],
      [2, 4],
      [2, 6],
      [2, 10],
      [2, 16],
    ],
  },
};

export interface SeedCertification {
  title: string;
  description: string;
  icon: CertificationIcon;
  status: string;
  validUntil: string;
  category: string;
}

export const seedCertifications: SeedCertification[] = [
  {
    title: "ISO 9001:2015",
    description: "Quality Management System",
    icon: "Award",
    status: "Active",
    validUntil: "2026",
    category: "Quality",
  },
  {
    title: "IEC 60228",
    description:
      "Conductor classes 1, 2 and 5 verified by type testing of every conductor size we make.",
    icon: "Shield",
    status: "Certified",
    validUntil: "2025",
    category: "International",
  },
  {
    title: "CE Marking",
    description:
      "Conformity with the EU Low Voltage Directive 2014/35/EU for our building and power cables.",
    icon: "CheckCircle",
    status: "Compliant",
    validUntil: "2027",
    category: "European",
  },
  {
    title: "UL Listed",
    description:
      "Building wire and control cable listed to UL 83 and UL 1277 for North American projects.",
    icon: "Star",
    status: "Listed",
    validUntil: "2026",
    category: "North America",
  },
  {
    title: "RoHS Compliant",
    description:
      "Insulation and sheath compounds free of the substances restricted by Directive 2011/65/EU.",
    icon: "CheckCircle",
    status: "Compliant",
    validUntil: "Ongoing",
    category: "Environmental",
  },
  {
    title: "REACH Regulation",
    description:
      "Substances of very high concern declared under Regulation (EC) No 1907/2006.",
    icon: "Shield",
    status: "Registered",
    validUntil: "2025",
    category: "Chemical Safety",
  },
];

export interface SeedClient {
  name: string;
  industry: string;
  description: string;
}

export const seedClients: SeedClient[] = [
  {
    name: "Delta Steel Works",
    industry: "Heavy Industry",
    description:
      "Power and control cabling for rolling mills and furnace lines in the Delta region.",
  },
  {
    name: "Nile Power Distribution",
    industry: "Power Distribution",
    description:
      "Low-voltage feeders and service cables for urban distribution networks.",
  },
  {
    name: "Alexandria Build Group",
    industry: "Construction",
    description:
      "Building wires and sub-main cables for residential towers and business parks.",
  },
  {
    name: "Cairo Transit Engineering",
    industry: "Transportation",
    description:
      "Signal and control cables for rail depots and station systems.",
  },
  {
    name: "Mediterranean Marine Engineering",
    industry: "Marine Engineering",
    description:
      "Tinned copper conductors for shipyard and port installations.",
  },
  {
    name: "Red Sea Resorts & Hotels",
    industry: "Hospitality",
    description:
      "Complete electrical packages for resort refurbishments on the Red Sea coast.",
  },
];
