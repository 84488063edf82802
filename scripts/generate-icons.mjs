// Draws the app icon (a white die with five pips on the brand red) and writes the PNGs and favicon.ico that the
// web app manifest and the layout's metadata point to. Run after changing the drawing: `node scripts/generate-icons.mjs`.
// Uses the `sharp` that Next already installs; the outputs are committed, so builds do not depend on it.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const BRAND = "#991b1b";
const out = join(import.meta.dirname, "..", "public");

/** `inset`: share of the side kept free around the die (maskable icons need their content inside the 80 % circle). */
function svg({ inset, rounded }) {
  const s = 512;
  const d = s * (1 - 2 * inset);
  const o = s * inset;
  const pip = d * 0.09;
  const at = (fx, fy) => `<circle cx="${o + d * fx}" cy="${o + d * fy}" r="${pip}" fill="${BRAND}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <rect width="${s}" height="${s}" rx="${rounded ? s * 0.18 : 0}" fill="${BRAND}"/>
  <rect x="${o}" y="${o}" width="${d}" height="${d}" rx="${d * 0.18}" fill="#ffffff"/>
  ${at(0.27, 0.27)}${at(0.73, 0.27)}${at(0.5, 0.5)}${at(0.27, 0.73)}${at(0.73, 0.73)}
</svg>`;
}

const png = (source, size) => sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** A .ico holding PNG images (supported by every browser since IE Vista-era): 6-byte header, 16-byte entries, data. */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e);
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(data.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

const any = svg({ inset: 0.16, rounded: true });
const maskable = svg({ inset: 0.25, rounded: false });
const apple = svg({ inset: 0.16, rounded: false }); // iOS rounds the corners itself

writeFileSync(join(out, "icons", "icon.svg"), any);
writeFileSync(join(out, "icons", "icon-192.png"), await png(any, 192));
writeFileSync(join(out, "icons", "icon-512.png"), await png(any, 512));
writeFileSync(join(out, "icons", "icon-maskable-512.png"), await png(maskable, 512));
writeFileSync(join(out, "icons", "apple-touch-icon.png"), await png(apple, 180));
writeFileSync(
  join(out, "favicon.ico"),
  ico([
    { size: 16, data: await png(any, 16) },
    { size: 32, data: await png(any, 32) },
    { size: 48, data: await png(any, 48) },
  ]),
);
console.log("icons written to public/icons and public/favicon.ico");
