import { ClientMessages } from "@/i18n/client-messages";

/** Charts format numbers and dates in the reader's locale on the client. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages>{children}</ClientMessages>;
}
