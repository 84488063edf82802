import QRCode from "qrcode";

/**
 * A QR code (encoded by the `qrcode` package) as SVG path data: one unit square per dark module,
 * with the standard 4-module quiet zone. Rendered as an accessible <svg role="img"> by the caller.
 */
export function qrSvgPath(text: string): { path: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) parts.push(`M${x + 4} ${y + 4}h1v1h-1z`);
  return { path: parts.join(""), size: modules.size + 8 };
}
