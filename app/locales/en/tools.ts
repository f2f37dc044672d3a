import type {
  SizingArrangement,
  SizingField,
  SizingMethod,
  SizingSystem,
} from "~/lib/tools/cable-sizing-options";

/**
 * The engineering tools' copy. Kept out of the shared catalogue (`useMessages()`) so that only the
 * tools' pages ship it; read through `~/locales/tools`.
 */
export const tools = {
  cableSizing: {
    title: "Cable sizing calculator",
    metaTitle: "Cable sizing and voltage drop calculator (IEC 60364-5-52)",
    metaDescription:
      "Find the smallest copper or aluminium cable section for a load: current-carrying capacity with correction factors and voltage drop, by IEC 60364-5-52, step by step.",
    eyebrow: "Engineering tools",
    intro:
      "Enter the load and how the cable is installed. The calculator finds the smallest standard cross-section that carries the current after correction factors and keeps the voltage drop within your limit, by IEC 60364-5-52:2009 (Annex B ratings, Annex G voltage drop), and shows every step.",
    formLabel: "Cable sizing inputs",
    groups: {
      load: "The load",
      cable: "The cable",
      installation: "How it is installed",
    },
    fields: {
      current: {
        label: "Design current (A)",
        hint: "Or leave empty and give the power.",
      },
      power_kw: { label: "Power (kW)", hint: "Used when no current is given." },
      power_factor: {
        label: "Power factor (cos φ)",
        hint: "Between 0 and 1. Empty means 0.8 (Annex G); leave it empty for DC.",
      },
      system: { label: "System" },
      voltage: {
        label: "Voltage (V)",
        hint: "Line to line for three-phase (400), line to neutral for single-phase (230).",
      },
      length: { label: "Length (m)", hint: "The one-way route length." },
      material: { label: "Conductor" },
      insulation: { label: "Insulation" },
      method: { label: "Installation method (Table B.52.1)" },
      ambient: {
        label: "Ambient temperature (°C)",
        hint: "Air, or the ground's for methods D1 and D2. Empty means 30 °C in air, 20 °C in the ground.",
      },
      circuits: {
        label: "Grouped circuits",
        hint: "Circuits or multi-core cables run together, this one included.",
      },
      arrangement: { label: "Arrangement of the group" },
      soil_resistivity: {
        label: "Soil thermal resistivity (K·m/W)",
        hint: "Methods D1 and D2 only. Empty means 2.5.",
      },
      max_drop: { label: "Allowed voltage drop (%)", hint: "Empty means 4 %." },
    } satisfies Record<SizingField, { label: string; hint?: string }>,
    systems: {
      "three-phase": "Three-phase AC",
      "single-phase": "Single-phase AC",
      dc: "DC",
    } satisfies Record<SizingSystem, string>,
    materials: { copper: "Copper", aluminium: "Aluminium" },
    insulations: { pvc: "PVC (70 °C)", xlpe: "XLPE or EPR (90 °C)" },
    methods: {
      A1: "A1: single-core cables in conduit in an insulated wall",
      A2: "A2: multi-core cable in conduit in an insulated wall",
      B1: "B1: single-core cables in conduit on a wall",
      B2: "B2: multi-core cable in conduit on a wall",
      C: "C: cable clipped direct to a wall",
      D1: "D1: multi-core cable in a duct in the ground",
      D2: "D2: cable direct in the ground",
      E: "E: multi-core cable in free air or on a perforated tray",
      F: "F: single-core cables touching in free air",
      G: "G: single-core cables spaced in free air",
    } satisfies Record<SizingMethod, string>,
    arrangementDefault: "As the method suggests",
    arrangements: {
      bunched: "Bunched, in air, on a surface or enclosed (B.52.17 item 1)",
      "single-layer-wall":
        "Single layer on a wall, floor or unperforated tray (B.52.17 item 2)",
      "single-layer-ceiling":
        "Single layer under a wooden ceiling (B.52.17 item 3)",
      "perforated-tray": "Single layer on a perforated tray (B.52.17 item 4)",
      ladder: "Single layer on a ladder or cleats (B.52.17 item 5)",
      "ground-touching": "In the ground, touching (B.52.18)",
      "ground-one-diameter":
        "In the ground, one cable diameter apart (B.52.18)",
      "ground-0.125m": "In the ground, 0.125 m apart (B.52.18)",
      "ground-0.25m": "In the ground, 0.25 m apart (B.52.18)",
      "ground-0.5m": "In the ground, 0.5 m apart (B.52.18)",
      "duct-touching": "Ducts touching (B.52.19)",
      "duct-0.25m": "Ducts 0.25 m apart (B.52.19)",
      "duct-0.5m": "Ducts 0.5 m apart (B.52.19)",
      "duct-1m": "Ducts 1 m apart (B.52.19)",
    } satisfies Record<SizingArrangement, string>,
    submit: "Calculate",
    updating: "Updating…",
    errorsTitle: "Please check these inputs",
    result: {
      heading: "Result",
      answer: "{section} mm² {material}",
      governedBy: {
        current: "The current-carrying capacity decides the size.",
        voltage_drop:
          "The voltage drop decides the size: {smaller} mm² would carry the current, but drops too much.",
      },
      stepsHeading: "How we got there",
      designCurrent: "Design current IB",
      designCurrentFromPower: "{power} kW ÷ ({divisor}) = {current} A",
      rated:
        "Tabulated rating, Table {table}, method {method}, {loaded} loaded conductors",
      factorAmbient: "Temperature factor, Table {table} ({at} °C)",
      factorGrouping:
        "Grouping factor, Table {table} ({circuits} circuits, read at {at})",
      factorGroupingNone: "Grouping factor (one circuit)",
      factorSoil: "Soil resistivity factor, Table {table} ({at} K·m/W)",
      corrected: "Corrected rating Iz = {rated} A × {factor}",
      drop: "Voltage drop, Annex G (b = {b}, cos φ = {pf})",
      dropValue: "{volts} V, {percent} % of {reference} V",
      limit: "Allowed drop",
      stepColumn: "Step",
      valueColumn: "Value",
      caption: "Calculation steps for {section} mm²",
      unchecked:
        "Check this rating before you rely on it: Table {table}, method {method}, {section} mm² is not yet confirmed against a printed copy of IEC 60364-5-52 (an independent entry of the table differs there or could not confirm it).",
    },
    products: {
      heading: "Our cables in {section} mm²",
      none: "We list no {material} {insulation} cable in {section} mm² yet.",
      contact: "Ask us for a quote.",
      article: "Article {article}",
    },
    empty:
      "Enter the load, the voltage and the length to see the size you need.",
    disclaimer:
      "A design aid: it does not replace the checks IEC 60364 asks for (protection, short-circuit withstand, earth fault loop). The tables are those of IEC 60364-5-52:2009.",
  },
} as const;
