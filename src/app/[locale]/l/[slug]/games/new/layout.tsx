import { ClientMessages } from "@/i18n/client-messages";

/** The forms of a night (its creation, its result, a play of any system) and their previews, on the client. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={["gameNight", "results", "objectives", "plays", "night"]}>{children}</ClientMessages>
  );
}
