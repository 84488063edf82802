/**
 * Which push endpoints the server may call: an https URL of a push service browsers use, or of an origin the
 * deployment adds (PUSH_SERVICE_ORIGINS). A subscription is the browser's to send, so without this guard a member
 * could make the server post to any address (an internal service, a metadata endpoint).
 */
const BROWSER_PUSH_HOSTS: Array<string | RegExp> = [
  "fcm.googleapis.com", // Chrome, Edge on Android, Samsung Internet
  "updates.push.services.mozilla.com", // Firefox
  "web.push.apple.com", // Safari, installed apps on iPhone and iPad
  /^[a-z0-9-]+\.notify\.windows\.com$/, // Edge on Windows (WNS)
];

/** An endpoint is at most this long (browsers' are under 600 characters). */
export const MAX_ENDPOINT_LENGTH = 2048;

/** The origins of PUSH_SERVICE_ORIGINS ("https://a, https://b:8443"), each as URL.origin spells it. */
export function extraPushOrigins(setting: string | undefined): string[] {
  if (!setting) return [];
  return setting
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin);
}

export function isPushEndpoint(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.port !== "") return false; // the browsers' services answer on 443 only
  return BROWSER_PUSH_HOSTS.some((h) => (typeof h === "string" ? url.hostname === h : h.test(url.hostname)));
}
