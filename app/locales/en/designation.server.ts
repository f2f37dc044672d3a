import type { DesignationMessages } from "~/lib/tools/designation/messages";

/**
 * What each part of a cable designation means (`~/lib/designation`): the decoder answers in these
 * words. Server-only copy: pages and the API get the decoded words from their loaders, so no page
 * ships this catalogue. Arabic adds `ar/designation.server.ts` of the same shape. Every code of the
 * tables has its text (`satisfies DesignationMessages` fails the typecheck otherwise).
 */
export const designation = {
  schemes: {
    "vde-0292": "German type code (DIN VDE 0292)",
    "hd-361": "Harmonised type code (CENELEC HD 361)",
    "article-number": "Cableworks article number",
    unknown: "Not a designation we can read",
  },
  vde: {
    standardType: "A type made to a German (VDE) standard",
    prefixes: {
      F: "Overhead line cable (aerial bundled)",
      A: "Aluminium conductor (no letter here means copper)",
    },
    insulation: "Insulation: {material}",
    innerSheath: "Inner sheath: {material}",
    sheath: "Outer sheath: {material}",
    materials: {
      Y: "PVC (polyvinyl chloride)",
      "2Y": "thermoplastic polyethylene (PE)",
      X: "cross-linked PVC",
      "2X": "cross-linked polyethylene (XLPE)",
      HX: "cross-linked halogen-free compound",
      H: "halogen-free compound",
      G: "rubber",
      "2G": "silicone rubber",
    },
    elements: {
      C: "Concentric copper conductor",
      CW: "Concentric copper conductor laid in a wave (Ceander), so the cable can be tapped",
      CE: "Concentric copper conductor over each core",
      S: "Copper screen (wires and tape)",
      SE: "Copper screen over each core, with conductive layers",
      "(F)": "Longitudinally watertight screen area",
      B: "Steel tape armour",
      F: "Flat galvanised steel wire armour",
      R: "Round galvanised steel wire armour",
      G: "Counter-helix of galvanised steel tape",
      GB: "Counter-helix of galvanised steel tape",
      M: "Sheathed installation cable (German: Mantelleitung)",
      SL: "Control cable (German: Steuerleitung)",
    },
    /** "C" in a control cable ("SL"). */
    braidScreen: "Braided copper screen",
    suffixes: {
      J: "With a green-and-yellow protective core",
      O: "Without a green-and-yellow protective core",
      Z: "Cores numbered (black with white numbers)",
    },
  },
  hd: {
    standards: {
      H: "Harmonised type (CENELEC HD 361)",
      A: "Recognised national type, listed in a supplement to the harmonised standards",
    },
    voltages: {
      "01": "Rated voltage Uo/U below 300/300 V",
      "03": "Rated voltage Uo/U 300/300 V",
      "05": "Rated voltage Uo/U 300/500 V",
      "07": "Rated voltage Uo/U 450/750 V",
    },
    insulation: "Insulation: {material}",
    innerCovering: "Inner covering: {material}",
    sheath: "Sheath: {material}",
    materials: {
      B: "ethylene propylene rubber (EPR) for 90 °C",
      G: "ethylene-vinyl acetate (EVA)",
      J: "glass-fibre braid",
      M: "mineral",
      N: "polychloroprene (neoprene)",
      N2: "polychloroprene for welding cables",
      N4: "chlorosulphonated or chlorinated polyethylene",
      N8: "water-resistant polychloroprene",
      Q: "polyurethane (PUR)",
      Q4: "polyamide",
      R: "rubber (EPR or similar) for 60 °C",
      S: "silicone rubber",
      T: "textile braid over the assembled cores",
      T6: "textile braid over each core",
      V: "PVC",
      V2: "PVC for 90 °C",
      V3: "PVC for low temperatures",
      V4: "cross-linked PVC",
      V5: "oil-resistant PVC",
      Z: "cross-linked polyolefin, low smoke and low corrosive gases",
      Z1: "thermoplastic polyolefin, low smoke and low corrosive gases",
    },
    metallic: {
      C: "Concentric copper conductor",
      C4: "Braided copper screen over the assembled cores",
    },
    constructions: {
      D: "Strain-bearing textile element",
      D5: "Central filler that bears no strain (lift cables)",
      H: "Flat cable whose cores can be separated",
      H2: "Flat cable whose cores cannot be separated",
      H6: "Flat cable of three or more cores (lift cables)",
      H7: "Insulation applied in two layers",
      H8: "Extensible (coiled) cord",
    },
    aluminium: "Aluminium conductor (no letter here means copper)",
    conductors: {
      D: "Flexible conductor of a welding cable (class 5)",
      E: "Highly flexible conductor of a welding cable (class 6)",
      F: "Flexible conductor of a flexible cable (class 5)",
      H: "Highly flexible conductor of a flexible cable (class 6)",
      K: "Flexible conductor for fixed installation (class 5)",
      R: "Rigid, round, stranded conductor (class 2)",
      U: "Rigid, round, solid conductor (class 1)",
      Y: "Tinsel conductor",
    },
  },
  size: {
    one: "1 core of {section} mm²",
    many: "{cores} cores of {section} mm² each",
    withEarth:
      "{cores} cores of {section} mm² each, one of them green-and-yellow",
    withoutEarth:
      "{cores} cores of {section} mm² each, none of them green-and-yellow",
    extraOne: "Plus 1 core of {section} mm²",
    extraMany: "Plus {cores} cores of {section} mm² each",
    concentric: "Concentric conductor or screen of {section} mm²",
  },
  shapes: {
    RE: "Round, solid conductor",
    RM: "Round, stranded conductor",
    SE: "Sector-shaped, solid conductor",
    SM: "Sector-shaped, stranded conductor",
  },
  ratedVoltage: "Rated voltage Uo/U {voltage}",
  article: {
    prefix: "Cableworks article number",
    family: "Product: {name}",
    familyWithType: "Product: {name} (type {type})",
    size: "Size {designation}: {meaning}",
    whole: "Article of {name}, size {designation}",
  },
} as const satisfies DesignationMessages;
