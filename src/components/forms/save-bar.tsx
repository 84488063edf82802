"use client";
import { OfflineStatus } from "@/components/offline/offline-status";
import type { OfflineStatus as Status } from "@/components/offline/use-offline-submit";
import { FormMessage } from "@/components/ui/form-error";

/**
 * The end of a long form on a phone: a refusal right above the Save button, where the eye is after tapping it (the
 * top of the form is a screen or two away), then the button, then whether the save is kept on this phone or sent.
 */
export function SaveBar(props: {
  refusal: string | null | undefined;
  pending: boolean;
  label: string;
  status: Status;
  testId?: string;
}) {
  return (
    <div className="space-y-2" data-testid="save-bar">
      <FormMessage message={props.refusal} />
      <button type="submit" className="btn-primary w-full" disabled={props.pending} data-testid={props.testId}>
        {props.pending ? "…" : props.label}
      </button>
      <OfflineStatus status={props.status} />
    </div>
  );
}
