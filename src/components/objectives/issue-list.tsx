"use client";
import { useIssueText } from "./use-feature-error";

/** Validation warnings/errors of a set, as readable sentences. */
export function IssueList({ issues }: { issues: string[] }) {
  const text = useIssueText();
  return (
    <ul className="list-disc pl-5 text-sm">
      {issues.map((i, n) => (
        <li key={n}>{text(i)}</li>
      ))}
    </ul>
  );
}
