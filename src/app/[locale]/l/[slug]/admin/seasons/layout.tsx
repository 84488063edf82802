import { ClientMessages } from "@/i18n/client-messages";

/** The admin namespaces plus the rules form's (a nested provider replaces the outer one's messages). */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={["admin", "history", "plays", "rules"]}>{children}</ClientMessages>;
}
