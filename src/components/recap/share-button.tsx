"use client";
import { useState } from "react";

type Labels = { share: string; copied: string; copyFailed: string; link: string };

/**
 * Shares the recap to the group's chat: the phone's share sheet where there is one (Web Share API), otherwise copies
 * the link. The link stays visible under the button, so it can still be long-pressed when both fail.
 */
export function ShareButton({
  path,
  title,
  text,
  labels,
}: {
  path: string;
  title: string;
  text: string;
  labels: Labels;
}) {
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  const [url, setUrl] = useState(path);

  async function share() {
    const href = new URL(path, window.location.origin).toString();
    setUrl(href);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url: href });
        return;
      } catch (e) {
        if (e instanceof DOMException && e.name === "AbortError") return; // the user closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(href);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  return (
    <div className="space-y-2">
      <button type="button" className="btn-primary w-full sm:w-auto" onClick={share} data-testid="share-recap">
        <span aria-hidden="true">↗</span> {labels.share}
      </button>
      <p role="status" className="text-sm text-stone-700">
        {status === "copied" ? labels.copied : status === "failed" ? labels.copyFailed : ""}
      </p>
      <p className="text-xs text-stone-600">
        <span className="sr-only">{labels.link}: </span>
        <a href={path} className="break-all underline" data-testid="recap-url">
          {url}
        </a>
      </p>
    </div>
  );
}
