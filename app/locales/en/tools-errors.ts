import type { SizingRefusalCode } from "~/lib/tools/cable-sizing";

/**
 * The cable-sizing tool's refusals and input errors: written by the server only (the page's loader
 * and the API), so kept apart from ./tools.ts, which the page ships to the browser.
 */
export const toolErrors = {
  cableSizing: {
    numbers: {
      notNumber:
        "{field}: “{value}” is not a number. Type digits, with a point for decimals (for example 2.5).",
      notInteger: "{field} must be a whole number.",
      tooSmall: "{field} must be at least {min}.",
      notAbove: "{field} must be more than {min}.",
      tooLarge: "{field} must be at most {max}.",
      empty: "Enter {field}.",
    },
    required: "Enter {field}.",
    notOneOf: "{field}: “{value}” is not one of the choices.",
    refusals: {
      bothLoads: "Give either the current or the power, not both.",
      noLoad: "Enter the design current in amperes, or the power in kilowatts.",
      powerFactorOnDc:
        "A DC circuit has no power factor: leave the power factor empty.",
      soilNotInGround:
        "Soil thermal resistivity applies only to cables in the ground (methods D1 and D2), not to method {method}. Leave it empty or choose D1 or D2.",
      arrangementNotForMethod:
        "The arrangement “{arrangement}” does not apply to method {method}. Choose an arrangement the method allows.",
      noGroupingForMethod:
        "The standard gives no grouping factor for method {method}. Size each circuit alone (1 circuit) or choose another method.",
      ambientOutsideTable:
        "Table {table} gives no factor at {ambient} °C for this insulation. Choose XLPE (rated to 80 °C ambient) or a lower temperature.",
      circuitsOutsideTable:
        "Table {table} stops at {most} circuits. Split the group, or size for {most}.",
      soilOutsideTable:
        "Table B.52.16 stops at {most} K·m/W. Improve the backfill or ask us for a rating.",
      tooLargeForCurrent:
        "No single cable up to {largest} mm² carries {current} A after correction. Split the load over parallel cables, or ask us.",
      tooLargeForDrop:
        "Even {largest} mm² drops more than {maxDrop} % over this length. Shorten the run, raise the voltage, or allow a larger drop.",
    } satisfies Record<SizingRefusalCode, string>,
  },
} as const;
