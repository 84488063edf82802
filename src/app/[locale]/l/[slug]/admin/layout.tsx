import { ClientMessages } from "@/i18n/client-messages";

/**
 * Organiser-only area. The layout checks nothing: Next renders a page even when its layout redirects, so each page
 * checks the caller itself (loadOrganiserPage) and every admin query refuses a non-organiser (decision 0011).
 */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={["admin", "history", "plays"]}>{children}</ClientMessages>;
}
