"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { FormMessage } from "@/components/ui/form-error";
import type { ActionResult } from "@/server/action";
import { voidGame } from "@/server/actions/void-game";
import { useResultErrorText } from "./error-text";

/** Void a game, with a required reason; behind a <details> so it is never one tap away. */
export function VoidGameForm({ gameId, version, sequence }: { gameId: string; version: number; sequence: number }) {
  const t = useTranslations("results");
  const err = useResultErrorText();
  const router = useRouter();
  const [reason, setReason] = useState("");
  const [result, setResult] = useState<ActionResult<{ version: number }> | null>(null);
  const [pending, startTransition] = useTransition();
  const fieldError = result && !result.ok ? result.fieldErrors?.reason?.map((k) => err(k)).join(" ") : undefined;
  return (
    <details className="card">
      <summary className="cursor-pointer font-semibold text-red-800">{t("voidLink")}</summary>
      <form
        className="mt-3 space-y-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          startTransition(async () => {
            const res = await voidGame({ gameId, version, reason });
            setResult(res);
            if (res.ok) router.refresh();
          });
        }}
      >
        <p className="text-sm">{t("voidIntro")}</p>
        <FormMessage
          tone={result?.ok ? "success" : "error"}
          message={result ? (result.ok ? t("voided") : err(result.formError)) : null}
        />
        <div>
          <label htmlFor={`void-reason-${gameId}`} className="label">
            {t("voidReason")}
          </label>
          <input
            id={`void-reason-${gameId}`}
            className="input"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={Boolean(fieldError)}
          />
          {fieldError && <p className="field-error">{fieldError}</p>}
        </div>
        <button
          type="submit"
          className="btn-secondary w-full border-red-300 text-red-800"
          disabled={pending}
          aria-label={t("voidTitle", { sequence })}
        >
          {t("voidConfirm")}
        </button>
      </form>
    </details>
  );
}
