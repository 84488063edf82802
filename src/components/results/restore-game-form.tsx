"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { FormMessage } from "@/components/ui/form-error";
import type { ActionResult } from "@/server/action";
import { restoreGame } from "@/server/actions/restore-game";
import { useResultErrorText } from "./error-text";

type Restored = { version: number; status: string; redealNeeded: boolean };

/**
 * Restore a voided game (organiser), with a required reason; next to the void form, behind a <details>.
 * A game voided while being played comes back to be dealt again: the form says so before and after.
 */
export function RestoreGameForm({
  gameId,
  version,
  sequence,
  voidedFromStatus,
}: {
  gameId: string;
  version: number;
  sequence: number;
  voidedFromStatus: string | null;
}) {
  const t = useTranslations("results");
  const err = useResultErrorText();
  const router = useRouter();
  const [reason, setReason] = useState("");
  const [result, setResult] = useState<ActionResult<Restored> | null>(null);
  const [pending, startTransition] = useTransition();
  const fieldError = result && !result.ok ? result.fieldErrors?.reason?.map((k) => err(k)).join(" ") : undefined;
  const inputId = `restore-reason-${gameId}`;
  const intro =
    voidedFromStatus === "finished"
      ? "restoreIntroFinished"
      : voidedFromStatus === "planned"
        ? "restoreIntroPlanned"
        : "restoreIntroDealt";
  return (
    <details className="card" data-testid="restore-game">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
        {t("restoreLink")}
      </summary>
      <form
        className="mt-3 space-y-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          startTransition(async () => {
            const res = await restoreGame({ gameId, version, reason });
            setResult(res);
            if (res.ok) router.refresh();
          });
        }}
      >
        <p className="text-sm">{t(intro)}</p>
        <FormMessage
          tone={result?.ok ? "success" : "error"}
          message={
            result
              ? result.ok
                ? t(result.data.redealNeeded ? "restoredRedeal" : "restored")
                : err(result.formError)
              : null
          }
        />
        <div>
          <label htmlFor={inputId} className="label">
            {t("restoreReason")}
          </label>
          <input
            id={inputId}
            className="input"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? `${inputId}-error` : undefined}
          />
          {fieldError && (
            <p id={`${inputId}-error`} className="field-error">
              {fieldError}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={pending}
          aria-label={t("restoreTitle", { sequence })}
        >
          {t("restoreConfirm")}
        </button>
      </form>
    </details>
  );
}
