import type { CableDrawing } from "./cable-drawing";

/**
 * A drawn cross-section as SVG markup. A string, not a component: the server serves it as a file
 * and rasterises it into preview cards, and no page renders it inline.
 */
type Attributes = Record<string, string | number | undefined>;

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function element(name: string, attributes: Attributes, children = ""): string {
  const list = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escape(String(value))}"`)
    .join("");
  return `<${name}${list}>${children}</${name}>`;
}

function roundSheath(
  drawing: CableDrawing,
  c: number,
  sheath: NonNullable<CableDrawing["sheath"]>,
): string {
  const outer = sheath.width / 2;
  return (
    element("circle", {
      cx: c,
      cy: c,
      r: outer,
      fill: sheath.color,
      stroke: "#6b7280",
      "stroke-width": "1.5",
    }) +
    element("circle", {
      cx: c,
      cy: c,
      r: outer - 4,
      fill: "none",
      stroke: "#ffffff",
      "stroke-opacity": "0.12",
      "stroke-width": "3",
    }) +
    (drawing.screen
      ? element("circle", {
          cx: c,
          cy: c,
          r: outer - sheath.thickness - 3,
          fill: "none",
          stroke: "#b7bcc3",
          "stroke-width": "5",
          "stroke-dasharray": "2.2 1.6",
        })
      : "") +
    element("circle", {
      cx: c,
      cy: c,
      r: outer - sheath.thickness - (drawing.screen ? 6 : 0),
      fill: drawing.bedding ?? "#cfc9bf",
    })
  );
}

function flatSheath(
  c: number,
  sheath: NonNullable<CableDrawing["sheath"]>,
): string {
  const inner = sheath.height - 2 * sheath.thickness;
  return (
    element("rect", {
      x: c - sheath.width / 2,
      y: c - sheath.height / 2,
      width: sheath.width,
      height: sheath.height,
      rx: sheath.height / 2,
      fill: sheath.color,
      stroke: "#6b7280",
      "stroke-width": "1.5",
    }) +
    element("rect", {
      x: c - sheath.width / 2 + sheath.thickness,
      y: c - sheath.height / 2 + sheath.thickness,
      width: sheath.width - 2 * sheath.thickness,
      height: inner,
      rx: inner / 2,
      fill: "#d8d2c8",
    })
  );
}

function core(
  drawing: CableDrawing,
  shape: CableDrawing["cores"][number],
): string {
  const ringR = (shape.r + shape.conductorR) / 2;
  const ringW = shape.r - shape.conductorR;
  const dash = (ringR * Math.PI) / 4;
  return element(
    "g",
    {},
    element("circle", {
      cx: shape.cx,
      cy: shape.cy,
      r: shape.r,
      fill: shape.color,
      stroke: "#00000033",
      "stroke-width": "0.8",
    }) +
      (shape.stripe
        ? element("circle", {
            cx: shape.cx,
            cy: shape.cy,
            r: ringR,
            fill: "none",
            stroke: shape.stripe,
            "stroke-width": ringW,
            "stroke-dasharray": `${dash} ${dash}`,
          })
        : "") +
      element("circle", {
        cx: shape.cx,
        cy: shape.cy,
        r: shape.conductorR,
        fill: drawing.metalEdge,
      }) +
      shape.strands
        .map((strand) =>
          element("circle", {
            cx: strand.cx,
            cy: strand.cy,
            r: strand.r,
            fill: drawing.metal,
            stroke: drawing.metalEdge,
            "stroke-width": "0.5",
          }),
        )
        .join("") +
      (shape.label
        ? element(
            "text",
            {
              x: shape.cx,
              y: shape.cy - shape.conductorR - ringW / 2,
              fill: "#ffffff",
              "font-size": Math.max(5, ringW * 0.9),
              "font-family": "Arial, sans-serif",
              "font-weight": "700",
              "text-anchor": "middle",
              "dominant-baseline": "central",
            },
            escape(shape.label),
          )
        : ""),
  );
}

/** The cross-section as one decorative `<svg>` element (its size set by whoever embeds it). */
export function cableSvg(drawing: CableDrawing): string {
  const { size, sheath } = drawing;
  const c = size / 2;
  const body =
    (sheath?.shape === "round" ? roundSheath(drawing, c, sheath) : "") +
    (sheath?.shape === "flat" ? flatSheath(c, sheath) : "") +
    drawing.cores.map((shape) => core(drawing, shape)).join("");
  return element(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      viewBox: `0 0 ${size} ${size}`,
      "aria-hidden": "true",
      focusable: "false",
      // The core labels are technical marks (L1, N, PE, 1 to 5): pinned left to right, so an
      // <svg> inlined in an Arabic page (dir="rtl" inherited) neither mirrors their anchoring
      // nor reorders them (decision 040).
      direction: "ltr",
    },
    body,
  );
}
