"use client";
import { useState } from "react";
import { qrSvgPath } from "@/lib/display/qr-svg";

/**
 * A single-use link shown once on the organiser's phone: as a QR code for the player's phone to scan, and as text
 * to copy. The token exists only in this answer (the database keeps its hash).
 */
export function OneTimeLink({
  url,
  title,
  qrLabel,
  note,
  copyLabel,
  copiedLabel,
  testId,
}: {
  url: string;
  title: string;
  qrLabel: string;
  note: string;
  copyLabel: string;
  copiedLabel: string;
  testId: string;
}) {
  const [copied, setCopied] = useState(false);
  const qr = qrSvgPath(url);
  return (
    <div
      className="space-y-2 rounded-lg border border-stone-300 bg-stone-50 p-3"
      aria-live="polite"
      data-testid={testId}
    >
      <p className="font-semibold">{title}</p>
      <svg
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        role="img"
        aria-label={qrLabel}
        className="mx-auto w-full max-w-64 bg-white"
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <p className="break-all font-mono text-sm" data-testid={`${testId}-url`}>
        {url}
      </p>
      <p className="text-sm text-stone-600">{note}</p>
      <button
        type="button"
        className="btn-primary w-full"
        onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
      >
        {copied ? copiedLabel : copyLabel}
      </button>
    </div>
  );
}
