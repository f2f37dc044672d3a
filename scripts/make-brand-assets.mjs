// Renders the brand's raster files from the SVG mark: favicon.ico (PNG inside), the Apple touch
// icon, the web-app icons and the default preview card. Run once after changing the mark; the
// outputs are committed under public/.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pub = (...p) => path.join(root, "public", ...p);
const mark = fs.readFileSync(pub("favicon.svg"));

async function png(size, out, padding = 0) {
  const inner = Math.round(size * (1 - padding * 2));
  const icon = await sharp(mark, { density: 600 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: padding ? "#ffffff" : { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([{ input: icon, gravity: "centre" }])
    .png({ compressionLevel: 9 })
    .toFile(out);
}

// An .ico whose single image is a 32x32 PNG (supported by every current browser).
async function ico(out) {
  const image = await sharp(mark, { density: 300 })
    .resize(32, 32)
    .png()
    .toBuffer();
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(32, 6);
  header.writeUInt8(32, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18);
  fs.writeFileSync(out, Buffer.concat([header, image]));
}

const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#10233d"/><stop offset="1" stop-color="#1f3a5f"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(960 315) scale(0.82)">
    <circle r="250" fill="#2c4d78" opacity="0.55"/><circle r="200" fill="#0c1a2e" opacity="0.6"/>
    ${[0, 1, 2, 3, 4, 5, 6]
      .map((i) => {
        const a = (i / 6) * Math.PI * 2;
        const r = i === 6 ? 0 : 112;
        const x = i === 6 ? 0 : Math.cos(a) * r;
        const y = i === 6 ? 0 : Math.sin(a) * r;
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="52" fill="#f3e6da"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="38" fill="#c8702a"/>`;
      })
      .join("")}
  </g>
  <text x="80" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="#ffffff">Cableworks</text>
  <text x="80" y="315" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" letter-spacing="6" fill="#f0a35e">CABLES &amp; CONDUCTORS</text>
  <!-- No founding year: the card is a committed file, and the year is the company's to edit (its facts). -->
  <text x="80" y="400" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#d5dde8">Made in New Borg El Arab City, Egypt</text>
  <text x="80" y="450" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#d5dde8">Tested to IEC standards</text>
</svg>`;

fs.mkdirSync(pub("images"), { recursive: true });
await png(180, pub("apple-touch-icon.png"), 0.1);
await png(192, pub("icon-192.png"));
await png(512, pub("icon-512.png"));
await ico(pub("favicon.ico"));
await sharp(Buffer.from(card))
  .png({ compressionLevel: 9 })
  .toFile(pub("images", "og-default.png"));
console.log("brand assets written to public/");
