import { notFound } from "next/navigation";
import { hasOrganiser } from "@/server/queries/leagues";
import { FirstRunSection } from "./_components/first-run-section";

export const dynamic = "force-dynamic";

export default async function SetupPage() {
  // The first-run page exists only while there is no organiser.
  if (await hasOrganiser()) notFound();
  return <FirstRunSection />;
}
