"use client";
import { ErrorView } from "@/components/errors/error-view";

// An unexpected error in a league page: shown inside the league's layout (its header and navigation stay).
export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView {...props} />;
}
