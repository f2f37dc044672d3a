import type {
  Armour,
  ConductorClass,
  ConductorMaterial,
  FireBehaviour,
  Insulation,
  LoadedConductors,
  RatedVoltage,
  ReferenceMethod,
  Sheath,
} from "~/lib/catalogue/cable-attributes";

/**
 * The labels of the typed attributes' codes (`~/lib/catalogue/cable-attributes`) and of the size table:
 * every code has one (the `satisfies` clauses fail the typecheck when a code is added without its
 * label). Kept out of the shared catalogue (`useMessages()`) so that only the pages showing
 * attributes ship them; read in the page's language by the finder (~/locales/lazy/finder.ts) and the comparison (`copySection`), the product page's lines and size table (`copySection`, app/server/catalogue/sizes.server.ts), in English by the admin.
 */
export const attributes = {
  voltage: {
    label: "Rated voltage (Uo/U)",
    none: "Not rated (bare conductor)",
    values: {
      "300/300V": "300/300 V",
      "300/500V": "300/500 V",
      "450/750V": "450/750 V",
      "0.6/1kV": "0.6/1 kV",
      "1.8/3kV": "1.8/3 kV",
      "3.6/6kV": "3.6/6 kV",
      "6/10kV": "6/10 kV",
      "8.7/15kV": "8.7/15 kV",
      "12/20kV": "12/20 kV",
      "18/30kV": "18/30 kV",
    } satisfies Record<RatedVoltage, string>,
  },
  material: {
    label: "Conductor material",
    values: {
      copper: "Copper",
      aluminium: "Aluminium",
      "tinned-copper": "Tinned copper",
    } satisfies Record<ConductorMaterial, string>,
  },
  conductorClass: {
    label: "Conductor class",
    values: {
      1: "Class 1, solid",
      2: "Class 2, stranded",
      5: "Class 5, flexible",
      6: "Class 6, highly flexible",
    } satisfies Record<ConductorClass, string>,
  },
  insulation: {
    label: "Insulation",
    values: {
      pvc: "PVC",
      xlpe: "XLPE",
      epr: "EPR",
      lszh: "LSZH (low smoke, zero halogen)",
      none: "None (bare conductor)",
    } satisfies Record<Insulation, string>,
  },
  sheath: {
    label: "Sheath",
    values: {
      none: "None",
      pvc: "PVC",
      pe: "PE",
      lszh: "LSZH (low smoke, zero halogen)",
    } satisfies Record<Sheath, string>,
  },
  armour: {
    label: "Armour",
    values: {
      none: "None",
      swa: "Steel wire armour (SWA)",
      sta: "Steel tape armour (STA)",
      awa: "Aluminium wire armour (AWA)",
      braid: "Wire braid",
    } satisfies Record<Armour, string>,
  },
  maxTemperature: {
    label: "Maximum conductor temperature",
    value: "{temperature} °C",
    none: "Not rated",
  },
  standards: { label: "Standards", none: "None listed" },
  fireBehaviour: {
    label: "Fire behaviour",
    none: "Not declared",
    values: {
      "IEC 60332-1-2": "Flame retardant, single cable (IEC 60332-1-2)",
      "IEC 60332-3-22":
        "Flame retardant, bunched cables, category A (IEC 60332-3-22)",
      "IEC 60332-3-24":
        "Flame retardant, bunched cables, category C (IEC 60332-3-24)",
      Eca: "CPR class Eca",
      "Dca-s2,d2,a2": "CPR class Dca-s2,d2,a2",
      "Cca-s1,d1,a1": "CPR class Cca-s1,d1,a1",
      "B2ca-s1a,d1,a1": "CPR class B2ca-s1a,d1,a1",
    } satisfies Record<FireBehaviour, string>,
  },
  typeDesignation: { label: "Type designation" },
  inStock: { label: "Stock", yes: "In stock", no: "Out of stock" },
  /** IEC 60364-5-52 reference methods, as a size's rating states its installation. */
  installation: {
    label: "Installation",
    values: {
      A1: "In conduit in an insulated wall (method A1)",
      A2: "Multi-core cable in conduit in an insulated wall (method A2)",
      B1: "In conduit on a wall (method B1)",
      B2: "Multi-core cable in conduit on a wall (method B2)",
      C: "Clipped direct (method C)",
      D1: "In a duct in the ground (method D1)",
      D2: "Direct in the ground (method D2)",
      E: "In free air, on a perforated tray (method E)",
      F: "Single cores touching, in free air (method F)",
      G: "Single cores spaced, in free air (method G)",
    } satisfies Record<ReferenceMethod, string>,
    /** The size table's column: short, with the method's code. */
    short: {
      A1: "In conduit in an insulated wall (A1)",
      A2: "In conduit in an insulated wall (A2)",
      B1: "In conduit on a wall (B1)",
      B2: "In conduit on a wall (B2)",
      C: "Clipped direct (C)",
      D1: "In a duct in the ground (D1)",
      D2: "Direct in the ground (D2)",
      E: "On a perforated tray (E)",
      F: "Touching in free air (F)",
      G: "Spaced in free air (G)",
    } satisfies Record<ReferenceMethod, string>,
    loaded: {
      2: "2 loaded conductors",
      3: "3 loaded conductors",
    } satisfies Record<LoadedConductors, string>,
  },
  /** The attribute list's lines the sizes give, and a size's installation in words. */
  details: {
    cores: "Cores",
    sections: "Cross-sections",
    classes: "Conductor class",
    range: "{min} to {max}",
    sectionValue: "{value} mm²",
    installation: "{method}, {loaded}",
  },
} as const;
