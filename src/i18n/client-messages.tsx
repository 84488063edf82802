import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";

/** Namespaces every page's client components may use (header, forms, field errors, colours). */
const BASE = ["common", "errors", "colors", "auth", "offline"];

/**
 * Sends client components only the message namespaces they use: the full catalogue would otherwise travel
 * (twice: HTML + RSC payload) with every page, and pages without translated client components (the cached
 * leaderboard) ship no next-intl client code at all. Feature layouts wrap their subtree with their namespaces.
 */
export async function ClientMessages({
  namespaces = [],
  children,
}: {
  namespaces?: string[];
  children: React.ReactNode;
}) {
  const all = await getMessages();
  const picked = Object.fromEntries([...BASE, ...namespaces].filter((n) => n in all).map((n) => [n, all[n]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
