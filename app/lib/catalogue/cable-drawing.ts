import { format } from "~/locales";

/**
 * A cable's cross-section computed from its specification: how many cores, their insulation
 * colours, the conductor metal and stranding, a screen and the sheath. Pure geometry, so the page
 * (SVG) and the server (PNG preview cards) draw the same picture.
 */
export interface CableSpecInput {
  conductors: number | null;
  crossSection: string;
  availableColors: string;
  insulation: string;
  sheath: string;
  sheathMaterial: string;
  flexibility: string;
}

export interface CoreShape {
  cx: number;
  cy: number;
  /** Outer radius of the insulation. */
  r: number;
  /** Radius of the conductor inside it. */
  conductorR: number;
  color: string;
  /** Second colour drawn as stripes (yellow/green earth). */
  stripe?: string;
  label?: string;
  strands: { cx: number; cy: number; r: number }[];
}

export interface CableDrawing {
  size: number;
  sheath: {
    shape: "round" | "flat";
    color: string;
    width: number;
    height: number;
    thickness: number;
  } | null;
  screen: boolean;
  bedding: string | null;
  cores: CoreShape[];
  metal: string;
  metalEdge: string;
  /** What the alt text says, in words of no language: `describeCable` writes it in one. */
  description: CableDescription;
}

/** The colours a core's insulation is named by in the specification's colours text. */
export type CoreColour =
  | "black"
  | "red"
  | "blue"
  | "brown"
  | "grey"
  | "white"
  | "yellow"
  | "green"
  | "orange"
  | "yellow/green";

/** The drawing's content for its alt text: the cores and their colours, the screen, the sheath. */
export interface CableDescription {
  cores: number;
  /** Each core's colour in order; null when the cores are told apart by printed numbers. */
  colours: CoreColour[] | null;
  screen: boolean;
  sheath: "round" | "flat" | "none";
}

/** The alt text's words in one language (the catalogue's server copy, `drawing`). */
export interface CableDescriptionCopy {
  /** "{cores} ({colours})" */
  summary: string;
  oneCore: string;
  /** "{count}" */
  cores: string;
  numbered: string;
  /** Between the colours and between the parts: the Arabic comma on an Arabic page. */
  separator: string;
  screen: string;
  sheath: string;
  flatSheath: string;
  noSheath: string;
  colours: Record<CoreColour, string>;
}

/** "4 cores (brown, black, grey, yellow/green), sheath", or the same in Arabic. */
export function describeCable(
  description: CableDescription,
  copy: CableDescriptionCopy,
): string {
  const cores =
    description.cores === 1
      ? copy.oneCore
      : format(copy.cores, { count: String(description.cores) });
  const colours = description.colours
    ? description.colours
        .map((colour) => copy.colours[colour])
        .join(copy.separator)
    : copy.numbered;
  return [
    format(copy.summary, { cores, colours }),
    ...(description.screen ? [copy.screen] : []),
    {
      round: copy.sheath,
      flat: copy.flatSheath,
      none: copy.noSheath,
    }[description.sheath],
  ].join(copy.separator);
}

const palette: Record<string, string> = {
  black: "#24272c",
  red: "#c0392b",
  blue: "#2d5fb4",
  brown: "#7b4a2b",
  grey: "#8b929c",
  gray: "#8b929c",
  white: "#eeeeea",
  yellow: "#e3c21c",
  green: "#2f8f46",
  orange: "#d9742b",
  "yellow/green": "#e3c21c",
  natural: "#e6e1d6",
};
const colourPattern =
  /yellow\s*\/\s*green|green\s*\/\s*yellow|black|red|blue|brown|gr[ae]y|white|yellow|green|orange/gi;

function colourWords(text: string): CoreColour[] {
  return (text.match(colourPattern) ?? []).map((word): CoreColour => {
    const lower = word.toLowerCase().replace(/\s+/g, "");
    return lower === "green/yellow"
      ? "yellow/green"
      : lower === "gray"
        ? "grey"
        : (lower as CoreColour);
  });
}

/** The number of cores: the conductors field, else the "3 × 6 mm²" form of the cross section. */
export function coreCount(
  spec: Pick<CableSpecInput, "conductors" | "crossSection">,
): number {
  if (spec.conductors && spec.conductors > 0)
    return Math.min(spec.conductors, 61);
  const match = /^\s*(\d+)\s*[x×]/i.exec(spec.crossSection);
  return match ? Math.min(Number(match[1]), 61) : 1;
}

/** Core colours in order, and the sheath colour when the colours text names one. */
export function coreColours(
  text: string,
  cores: number,
): { cores: CoreColour[]; sheath?: CoreColour; numbered: boolean } {
  const segments = text.split(/[;]/);
  const sheathSegment = segments.find((segment) =>
    /sheath|jacket/i.test(segment),
  );
  const coreText = segments
    .filter((segment) => segment !== sheathSegment)
    .join(",");
  const numbered = /number/i.test(coreText);
  let words = colourWords(coreText).filter(
    (word) => !(numbered && word === "white"),
  );
  if (words.length === 0) words = ["black"];
  const earth = words.includes("yellow/green");
  let list: CoreColour[];
  if (numbered) {
    const base = words.find((word) => word !== "yellow/green") ?? "black";
    list = Array.from({ length: cores }, () => base);
    if (earth && cores > 1) list[cores - 1] = "yellow/green";
  } else if (cores === 1) {
    list = [words[0] ?? "black"];
  } else {
    const phases = words.filter((word) => word !== "yellow/green");
    const needPhases = earth && cores >= 3 ? cores - 1 : cores;
    list = Array.from(
      { length: needPhases },
      (_, i) => phases[i % Math.max(phases.length, 1)] ?? "black",
    );
    if (earth && cores >= 3) list.push("yellow/green");
  }
  const sheathWords = sheathSegment ? colourWords(sheathSegment) : [];
  return { cores: list, sheath: sheathWords[0], numbered };
}

function strandLayout(cx: number, cy: number, radius: number, fine: boolean) {
  const strands: { cx: number; cy: number; r: number }[] = [];
  if (fine) {
    const s = radius / 5;
    strands.push({ cx, cy, r: s });
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i;
      strands.push({
        cx: cx + 2 * s * Math.cos(a),
        cy: cy + 2 * s * Math.sin(a),
        r: s,
      });
    }
    for (let i = 0; i < 12; i++) {
      const a = (Math.PI / 6) * i + Math.PI / 12;
      strands.push({
        cx: cx + 3.9 * s * Math.cos(a),
        cy: cy + 3.9 * s * Math.sin(a),
        r: s,
      });
    }
  } else {
    const s = radius / 3;
    strands.push({ cx, cy, r: s });
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i;
      strands.push({
        cx: cx + 2 * s * Math.cos(a),
        cy: cy + 2 * s * Math.sin(a),
        r: s,
      });
    }
  }
  return strands.map((strand) => ({
    cx: round(strand.cx),
    cy: round(strand.cy),
    r: round(strand.r * 0.97),
  }));
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

function sheathColour(spec: CableSpecInput, fromColours?: string): string {
  const named =
    fromColours ?? colourWords(`${spec.sheath} ${spec.sheathMaterial}`)[0];
  return palette[named ?? "black"] ?? palette.black!;
}

export function drawCable(spec: CableSpecInput): CableDrawing {
  const size = 200;
  const c = size / 2;
  const cores = coreCount(spec);
  const colours = coreColours(spec.availableColors, cores);
  const hasSheath =
    !/^\s*(none|no\b|-|$)/i.test(spec.sheath) && spec.sheath.trim() !== "";
  const flat = hasSheath && /flat/i.test(spec.sheath) && cores <= 4;
  const screen = /braid|screen|shield/i.test(spec.sheath);
  const fine = /class\s*5|fine|flexible/i.test(spec.flexibility);
  const tinned = /tinned/i.test(`${spec.flexibility} ${spec.sheath}`);
  const aluminium = /alumin/i.test(spec.flexibility);
  const metal = aluminium ? "#c3c8cf" : tinned ? "#d4d6d9" : "#c8773a";
  const metalEdge = aluminium ? "#8d949d" : tinned ? "#9ea3a9" : "#8a4a1c";
  const thickness = hasSheath ? 11 : 0;
  const outer = 92;

  const shapes: CoreShape[] = [];
  // A sheathed single-core cable is ordered by sheath colour; its insulation is the natural compound.
  const singleSheathed = cores === 1 && hasSheath;
  const core = (
    cx: number,
    cy: number,
    r: number,
    index: number,
  ): CoreShape => {
    const colourName = singleSheathed
      ? "natural"
      : (colours.cores[index] ?? "black");
    const conductorR = r * (singleSheathed ? 0.62 : cores === 1 ? 0.72 : 0.66);
    return {
      cx: round(cx),
      cy: round(cy),
      r: round(r),
      conductorR: round(conductorR),
      color: palette[colourName] ?? palette.black!,
      stripe: colourName === "yellow/green" ? palette.green : undefined,
      label:
        colours.numbered && colourName !== "yellow/green"
          ? String(index + 1)
          : undefined,
      strands: strandLayout(cx, cy, conductorR, fine),
    };
  };

  let sheath: CableDrawing["sheath"] = null;
  if (flat) {
    const width = 184;
    const height = 96;
    sheath = {
      shape: "flat",
      color: sheathColour(spec, colours.sheath),
      width,
      height,
      thickness,
    };
    const r = (height - 2 * thickness) / 2 - 4;
    const gap = (width - 2 * thickness - 8) / cores;
    for (let i = 0; i < cores; i++)
      shapes.push(
        core(
          c - (width - 2 * thickness - 8) / 2 + gap * (i + 0.5),
          c,
          Math.min(r, gap / 2 - 2),
          i,
        ),
      );
  } else {
    const sheathNamed = singleSheathed
      ? (colours.sheath ?? colours.cores[0])
      : colours.sheath;
    if (hasSheath)
      sheath = {
        shape: "round",
        color: sheathColour(spec, sheathNamed),
        width: outer * 2,
        height: outer * 2,
        thickness,
      };
    const inner = outer - thickness - (screen ? 6 : 0) - (hasSheath ? 3 : 0);
    if (cores === 1) {
      shapes.push(core(c, c, hasSheath ? inner + 2 : outer * 0.9, 0));
    } else {
      const sin = Math.sin(Math.PI / cores);
      const r = (inner * sin) / (1 + sin) - 1;
      const ring = inner - r - 1;
      for (let i = 0; i < cores; i++) {
        const a = -Math.PI / 2 + ((2 * Math.PI) / cores) * i;
        shapes.push(core(c + ring * Math.cos(a), c + ring * Math.sin(a), r, i));
      }
    }
  }

  return {
    size,
    sheath,
    screen,
    bedding: hasSheath && cores > 1 && !flat ? "#d8d2c8" : null,
    cores: shapes,
    metal,
    metalEdge,
    description: {
      cores,
      colours: colours.numbered ? null : colours.cores,
      screen,
      sheath: !hasSheath ? "none" : flat ? "flat" : "round",
    },
  };
}
