import "server-only";

/** The .ics answer of the calendar routes: never cached by a shared cache (a private feed's URL is its key). */
export function icsResponse(body: string | null, filename: string): Response {
  if (body === null)
    return new Response("Not found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `inline; filename="${filename}"`,
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex",
    },
  });
}

/** "<value>.ics" → value; anything else → null. */
export const withoutIcs = (file: string) => (file.endsWith(".ics") ? file.slice(0, -4) : null);
