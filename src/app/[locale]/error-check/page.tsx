import { notFound } from "next/navigation";
import { connection } from "next/server";

// How the end-to-end suite sees the error page (tests/e2e/service.spec.ts) without a crash anyone can reach: this
// page throws only when the server was started with IWL_ERROR_CHECK=1 (scripts/e2e-server.mjs sets it, nothing else
// does) and the URL asks for it; everywhere else it is an ordinary 404.
export default async function ErrorCheck({ searchParams }: { searchParams: Promise<{ fail?: string }> }) {
  await connection();
  const { fail } = await searchParams;
  if (process.env.IWL_ERROR_CHECK !== "1" || fail !== "1") notFound();
  throw new Error("error page check (IWL_ERROR_CHECK)");
}
