import fs from "node:fs";
import path from "node:path";
import type { Locale } from "./config";

/**
 * Messages live in one file per area (messages/<locale>/<namespace>.json), so features can add
 * their texts without touching each other's files. The file name is the namespace.
 */
const cache = new Map<Locale, Record<string, unknown>>();

export function loadMessages(locale: Locale): Record<string, unknown> {
  const hit = cache.get(locale);
  if (hit) return hit;
  const dir = path.join(process.cwd(), "messages", locale);
  const messages: Record<string, unknown> = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    messages[file.replace(/\.json$/, "")] = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  }
  cache.set(locale, messages);
  return messages;
}
