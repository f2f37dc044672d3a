// Renders the hero and category illustrations (SVG scenes drawn here, no stock photos) to WebP at
// the widths the pages ask for. Run after changing a scene; the outputs are committed under
// public/images/{hero,categories}. Widths must match app/lib/content/hero-images.ts.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = (...p) => path.join(root, "public", "images", ...p);

// A small deterministic random source, so re-running the script gives the same pictures.
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** End view of a stranded conductor: rings of strands around a centre. */
function strandBundle(
  cx,
  cy,
  r,
  rings,
  { metal = "#c8773a", edge = "#6e3a14", shine = "#f2c08c" } = {},
) {
  const n = 2 * rings + 1;
  const s = r / n;
  let svg = "";
  const strand = (x, y) =>
    `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(s * 0.96).toFixed(2)}" fill="url(#metal)" stroke="${edge}" stroke-width="${(s * 0.08).toFixed(2)}"/>`;
  svg += strand(cx, cy);
  for (let ring = 1; ring <= rings; ring++) {
    const count = 6 * ring;
    for (let i = 0; i < count; i++) {
      const a = (2 * Math.PI * i) / count + ring * 0.2;
      svg += strand(
        cx + 2 * s * ring * Math.cos(a),
        cy + 2 * s * ring * Math.sin(a),
      );
    }
  }
  return `<defs><radialGradient id="metal" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${shine}"/><stop offset="0.45" stop-color="${metal}"/><stop offset="1" stop-color="${edge}"/></radialGradient></defs>${svg}`;
}

function lattice(x, baseY, h, w) {
  // A transmission tower: tapered legs, cross bracing, two cross-arms with insulators.
  const top = baseY - h;
  const legs = `M${x - w / 2} ${baseY} L${x - w * 0.12} ${top + h * 0.18} L${x} ${top} L${x + w * 0.12} ${top + h * 0.18} L${x + w / 2} ${baseY}`;
  let brace = "";
  const steps = 9;
  for (let i = 0; i < steps; i++) {
    const y1 = baseY - (h * 0.82 * i) / steps;
    const y2 = baseY - (h * 0.82 * (i + 1)) / steps;
    const half = (y) => w / 2 - ((w / 2 - w * 0.12) * (baseY - y)) / (h * 0.82);
    brace += `M${x - half(y1)} ${y1} L${x + half(y2)} ${y2} M${x + half(y1)} ${y1} L${x - half(y2)} ${y2} M${x - half(y2)} ${y2} L${x + half(y2)} ${y2} `;
  }
  const arms = [0.25, 0.42].map((f) => {
    const y = top + h * f;
    const span = w * (f < 0.3 ? 0.9 : 1.15);
    return `M${x - span} ${y} L${x + span} ${y} M${x - span} ${y} L${x - w * 0.1} ${y - h * 0.05} M${x + span} ${y} L${x + w * 0.1} ${y - h * 0.05}`;
  });
  return `<path d="${legs} ${brace} ${arms.join(" ")}" fill="none" stroke="#06080c" stroke-width="${Math.max(2, w / 60)}" stroke-linejoin="round"/>`;
}

function heroPower() {
  const W = 2400;
  const H = 1350;
  const rand = rng(7);
  let stars = "";
  for (let i = 0; i < 90; i++) {
    stars += `<circle cx="${(rand() * W).toFixed(0)}" cy="${(rand() * H * 0.45).toFixed(0)}" r="${(rand() * 1.6 + 0.4).toFixed(1)}" fill="#ffffff" opacity="${(rand() * 0.5 + 0.2).toFixed(2)}"/>`;
  }
  const towers = [
    [1150, 1130, 760, 170],
    [1750, 1080, 600, 135],
    [2200, 1040, 460, 104],
    [2560, 1010, 360, 80],
  ];
  let lines = "";
  for (let i = 0; i < towers.length - 1; i++) {
    const [x1, b1, h1, w1] = towers[i];
    const [x2, b2, h2, w2] = towers[i + 1];
    for (const [f, k] of [
      [0.25, 0.9],
      [0.42, 1.15],
    ]) {
      for (const side of [-1, 1]) {
        const ax = x1 + side * w1 * k;
        const ay = b1 - h1 + h1 * f + 40;
        const bx = x2 + side * w2 * k;
        const by = b2 - h2 + h2 * f + 30;
        const sag = 90;
        lines += `<path d="M${ax} ${ay} Q${(ax + bx) / 2} ${(ay + by) / 2 + sag} ${bx} ${by}" stroke="#0b0e13" stroke-width="3" fill="none"/>`;
      }
    }
  }
  // Lines leaving the first tower to the left edge.
  for (const [f, k] of [
    [0.25, 0.9],
    [0.42, 1.15],
  ]) {
    for (const side of [-1, 1]) {
      const [x1, b1, h1, w1] = towers[0];
      const ax = x1 + side * w1 * k;
      const ay = b1 - h1 + h1 * f + 40;
      lines += `<path d="M${ax} ${ay} Q${ax - 500} ${ay + 160} -100 ${ay + 60}" stroke="#0b0e13" stroke-width="3.5" fill="none"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b1424"/><stop offset="0.45" stop-color="#1f3a5f"/><stop offset="0.72" stop-color="#a8520f"/><stop offset="0.86" stop-color="#f0a35e"/><stop offset="1" stop-color="#f7d2a3"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.72" cy="0.78" r="0.35"><stop offset="0" stop-color="#ffe2b8" stop-opacity="0.95"/><stop offset="0.25" stop-color="#f0a35e" stop-opacity="0.55"/><stop offset="1" stop-color="#f0a35e" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  ${stars}
  <rect width="${W}" height="${H}" fill="url(#sun)"/>
  <path d="M0 1060 C 400 1020 700 1080 1100 1050 S 1900 990 2400 1030 L2400 ${H} L0 ${H} Z" fill="#141a22"/>
  <path d="M0 1120 C 500 1090 900 1150 1400 1120 S 2100 1080 2400 1110 L2400 ${H} L0 ${H} Z" fill="#0b0f15"/>
  ${lines}
  ${towers.map(([x, b, h, w]) => lattice(x, b, h, w)).join("\n")}
</svg>`;
}

function heroStrands() {
  const W = 2400;
  const H = 1350;
  const cy = 675;
  // A cable stripped in steps: sheath, bedding, three insulated cores, bare strands.
  const cores = [
    ["#7b4a2b", -1],
    ["#2d5fb4", 0],
    ["#e3c21c", 1],
  ];
  let coreSvg = "";
  cores.forEach(([color, k], i) => {
    const y = cy + k * 120;
    const x0 = 980;
    const x1 = 1700 + i * 60;
    coreSvg += `<rect x="${x0}" y="${y - 52}" width="${x1 - x0}" height="104" rx="52" fill="${color}"/>`;
    coreSvg += `<rect x="${x0}" y="${y - 52}" width="${x1 - x0}" height="30" rx="15" fill="#ffffff" opacity="0.18"/>`;
    if (color === "#e3c21c") {
      for (let s = x0 + 30; s < x1 - 40; s += 90)
        coreSvg += `<path d="M${s} ${y - 52} l40 0 l-30 104 l-40 0 z" fill="#2f8f46"/>`;
    }
    // Bare strands fanning out of the core.
    for (let j = 0; j < 7; j++) {
      const dy = (j - 3) * 12;
      const len = 260 + ((j * 37) % 80);
      coreSvg += `<path d="M${x1 - 10} ${y + dy * 0.6} C ${x1 + len * 0.4} ${y + dy} ${x1 + len * 0.7} ${y + dy * 1.8} ${x1 + len} ${y + dy * 2.6}" stroke="url(#wire)" stroke-width="15" stroke-linecap="round" fill="none"/>`;
    }
    coreSvg += `<ellipse cx="${x1}" cy="${y}" rx="16" ry="50" fill="#00000055"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <radialGradient id="bg" cx="0.68" cy="0.5" r="0.7"><stop offset="0" stop-color="#2a3240"/><stop offset="1" stop-color="#0b0e13"/></radialGradient>
    <linearGradient id="wire" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2c08c"/><stop offset="0.5" stop-color="#c8773a"/><stop offset="1" stop-color="#7a3f15"/></linearGradient>
    <linearGradient id="sheath" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a414c"/><stop offset="0.35" stop-color="#1d2229"/><stop offset="1" stop-color="#0e1116"/></linearGradient>
    <pattern id="grid" width="60" height="60" patternUnits="userSpaceOnUse"><path d="M60 0H0V60" fill="none" stroke="#ffffff" stroke-opacity="0.05" stroke-width="2"/></pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#grid)"/>
  <rect x="-40" y="${cy - 270}" width="760" height="540" rx="60" fill="url(#sheath)"/>
  <rect x="-40" y="${cy - 270}" width="760" height="70" rx="35" fill="#ffffff" opacity="0.06"/>
  <ellipse cx="720" cy="${cy}" rx="70" ry="270" fill="#151920"/>
  <rect x="600" y="${cy - 215}" width="420" height="430" rx="40" fill="#d8d2c8"/>
  <ellipse cx="1020" cy="${cy}" rx="50" ry="215" fill="#b8b1a5"/>
  ${coreSvg}
</svg>`;
}

function drum(cx, cy, r, cable) {
  // A cable drum seen three-quarters on: back flange, the wound barrel, the front flange.
  const w = r * 1.1;
  const rx = r * 0.38;
  let turns = "";
  for (let x = cx + 6; x < cx + w; x += r * 0.07) {
    turns += `<path d="M${x} ${cy - r * 0.78} Q${x + r * 0.05} ${cy} ${x} ${cy + r * 0.78}" stroke="#000000" stroke-opacity="0.28" stroke-width="${r * 0.018}" fill="none"/>`;
  }
  return `<g>
    <ellipse cx="${cx + w}" cy="${cy}" rx="${rx}" ry="${r}" fill="#6b4420" stroke="#3d2612" stroke-width="${r * 0.03}"/>
    <rect x="${cx}" y="${cy - r * 0.78}" width="${w}" height="${r * 1.56}" fill="${cable}"/>
    <rect x="${cx}" y="${cy - r * 0.7}" width="${w}" height="${r * 0.22}" fill="#ffffff" opacity="0.14"/>
    ${turns}
    <rect x="${cx}" y="${cy + r * 0.5}" width="${w}" height="${r * 0.28}" fill="#000000" opacity="0.22"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r}" fill="#a06a35" stroke="#3d2612" stroke-width="${r * 0.03}"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.86}" ry="${r * 0.86}" fill="none" stroke="#7a4f26" stroke-width="${r * 0.025}"/>
    <path d="M${cx} ${cy - r * 0.95} L${cx} ${cy + r * 0.95} M${cx - rx * 0.9} ${cy} L${cx + rx * 0.9} ${cy}" stroke="#7a4f26" stroke-width="${r * 0.03}"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.22}" ry="${r * 0.22}" fill="#3d2612"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.1}" ry="${r * 0.1}" fill="#0d0906"/>
  </g>`;
}

function heroFactory() {
  const W = 2400;
  const H = 1350;
  let beams = "";
  for (let i = 0; i < 6; i++) {
    const x = 700 + i * 300;
    beams += `<path d="M${x} 0 L${x + 140} 0 L${x + 420} ${H} L${x + 120} ${H} Z" fill="#ffd9a8" opacity="0.05"/>`;
    beams += `<rect x="${x}" y="40" width="140" height="70" fill="#f7d2a3" opacity="0.55"/>`;
  }
  let trusses = "";
  for (let x = 0; x <= W; x += 150)
    trusses += `M${x} 130 L${x + 75} 200 L${x + 150} 130 `;
  const drums = [
    [1900, 880, 210, "#2d5fb4"],
    [1240, 900, 240, "#1d2229"],
    [1560, 1080, 170, "#c0392b"],
    [2050, 1120, 150, "#8b929c"],
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b222c"/><stop offset="1" stop-color="#2f3744"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a414c"/><stop offset="1" stop-color="#12161c"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  ${beams}
  <path d="${trusses}" stroke="#0c0f14" stroke-width="10" fill="none"/>
  <rect x="0" y="120" width="${W}" height="16" fill="#0c0f14"/>
  ${[300, 900, 1500, 2100].map((x) => `<rect x="${x}" y="120" width="36" height="${H}" fill="#11151b"/>`).join("")}
  <rect x="0" y="1010" width="${W}" height="${H - 1010}" fill="url(#floor)"/>
  <path d="M0 1080 L${W} 1060" stroke="#e3c21c" stroke-width="10" stroke-dasharray="60 40" opacity="0.6"/>
  ${drums.map(([x, y, r, c]) => drum(x, y, r, c)).join("\n")}
  
</svg>`;
}

function categoryStranded() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <defs><radialGradient id="bg" cx="0.5" cy="0.5" r="0.7"><stop offset="0" stop-color="#3a2414"/><stop offset="1" stop-color="#120c08"/></radialGradient></defs>
  <rect width="800" height="500" fill="url(#bg)"/>
  ${strandBundle(400, 250, 230, 3)}
</svg>`;
}

function coreCircle(cx, cy, r, color, stripe) {
  let s = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" stroke="#00000055" stroke-width="2"/>`;
  if (stripe) {
    const rr = r * 0.83;
    s += `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="none" stroke="${stripe}" stroke-width="${r * 0.34}" stroke-dasharray="${(rr * Math.PI) / 4} ${(rr * Math.PI) / 4}"/>`;
  }
  return (
    s +
    `<g>${strandBundle(cx, cy, r * 0.66, 1).replace(/id="metal"/, `id="metal"`)}</g>`
  );
}

function categoryMulti() {
  const cx = 400;
  const cy = 250;
  const colors = [
    ["#7b4a2b"],
    ["#24272c"],
    ["#8b929c"],
    ["#2d5fb4"],
    ["#e3c21c", "#2f8f46"],
  ];
  const R = 200;
  const inner = R - 26;
  const sin = Math.sin(Math.PI / 5);
  const r = (inner * sin) / (1 + sin) - 2;
  const ring = inner - r - 2;
  const cores = colors
    .map(([c, s], i) => {
      const a = -Math.PI / 2 + ((2 * Math.PI) / 5) * i;
      return coreCircle(
        cx + ring * Math.cos(a),
        cy + ring * Math.sin(a),
        r,
        c,
        s,
      );
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f3a5f"/><stop offset="1" stop-color="#0d1726"/></linearGradient></defs>
  <rect width="800" height="500" fill="url(#bg)"/>
  <circle cx="${cx}" cy="${cy}" r="${R}" fill="#1a1d22" stroke="#5b6270" stroke-width="3"/>
  <circle cx="${cx}" cy="${cy}" r="${inner}" fill="#d8d2c8"/>
  ${cores}
</svg>`;
}

function categoryControl() {
  // A bundle of numbered control cores running into a gland, with a grey sheath.
  let cores = "";
  for (let i = 0; i < 8; i++) {
    const y = 82 + i * 48;
    const ys = 250 + (i - 3.5) * 19;
    const color = i === 7 ? "#e3c21c" : "#24272c";
    cores += `<path d="M330 ${ys} C 460 ${ys} 470 ${y} 600 ${y} L 830 ${y}" stroke="#0b0e13" stroke-width="34" fill="none"/>`;
    cores += `<path d="M330 ${ys} C 460 ${ys} 470 ${y} 600 ${y} L 830 ${y}" stroke="${color}" stroke-width="30" fill="none"/>`;
    if (i === 7)
      cores += `<path d="M600 ${y} L830 ${y}" stroke="#2f8f46" stroke-width="30" stroke-dasharray="22 22" fill="none"/>`;
    else
      cores += `<text x="660" y="${y + 7}" fill="#ffffff" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" font-weight="700">${i + 1}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#24594d"/><stop offset="1" stop-color="#0f2520"/></linearGradient>
  <linearGradient id="sh" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9bfc6"/><stop offset="0.5" stop-color="#8b929c"/><stop offset="1" stop-color="#5b6270"/></linearGradient></defs>
  <rect width="800" height="500" fill="url(#bg)"/>
  ${cores}
  <rect x="-20" y="160" width="360" height="180" rx="90" fill="url(#sh)"/>
  <rect x="300" y="150" width="60" height="200" rx="10" fill="#3a414c"/>
  <rect x="300" y="150" width="60" height="40" rx="10" fill="#5b6270"/>
</svg>`;
}

function categoryPvc() {
  const colors = [
    "#c0392b",
    "#e3c21c",
    "#2d5fb4",
    "#24272c",
    "#7b4a2b",
    "#8b929c",
    "#eeeeea",
  ];
  let wires = "";
  colors.forEach((c, i) => {
    const y = 70 + i * 58;
    wires += `<path d="M-20 ${y} C 200 ${y - 40} 420 ${y + 60} 820 ${y + 10}" stroke="${c}" stroke-width="40" fill="none" stroke-linecap="round"/>`;
    wires += `<path d="M-20 ${y - 10} C 200 ${y - 50} 420 ${y + 50} 820 ${y}" stroke="#ffffff" stroke-opacity="0.22" stroke-width="8" fill="none"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <rect width="800" height="500" fill="#2b2f36"/>
  ${wires}
</svg>`;
}

async function render(svg, file, widths, height) {
  for (const width of widths) {
    const name = widths.length > 1 ? `${file}-${width}.webp` : `${file}.webp`;
    await sharp(Buffer.from(svg), { density: 96 })
      .resize(
        width,
        height
          ? Math.round((height * width) / widths[widths.length - 1])
          : undefined,
      )
      .webp({ quality: 78, effort: 6 })
      .toFile(name);
  }
}

const heroWidths = [640, 1024, 1600, 2400];
await render(heroPower(), out("hero", "power"), heroWidths);
await render(heroStrands(), out("hero", "strands"), heroWidths);
await render(heroFactory(), out("hero", "factory"), heroWidths);
await render(categoryStranded(), out("categories", "stranded"), [800]);
await render(categoryMulti(), out("categories", "multiConductor"), [800]);
await render(categoryControl(), out("categories", "control"), [800]);
await render(categoryPvc(), out("categories", "pvc"), [800]);
for (const dir of ["hero", "categories"]) {
  for (const f of fs.readdirSync(out(dir)))
    console.log(dir, f, fs.statSync(out(dir, f)).size);
}
