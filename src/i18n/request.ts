import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { defaultLocale, isLocale, LOCALE_COOKIE } from "./config";
import { loadMessages } from "./messages";

// URLs are rewritten to /[locale]/… from the NEXT_LOCALE cookie (next.config.ts). Statically rendered pages pass the
// segment with setRequestLocale; dynamic ones may not have it yet when this runs, so they read the same cookie.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = (await requestLocale) ?? (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: loadMessages(locale), timeZone: "Europe/Rome" };
});
