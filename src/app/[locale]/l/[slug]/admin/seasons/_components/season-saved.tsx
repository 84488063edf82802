"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Ref } from "react";

/** "Saved", focused by the form once the server accepts it so that a screen reader and the eye land on it. */
export function SeasonSaved({ ref }: { ref: Ref<HTMLParagraphElement> }) {
  const t = useTranslations("admin.seasons");
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      data-testid="form-success"
      className="rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-800"
    >
      {t("saved")}
    </p>
  );
}

/**
 * A new season's success stays on screen instead of the form folding away: open the season, add its players, or
 * create another one (a fresh form).
 */
export function SeasonCreated({
  savedRef,
  leagueSlug,
  edition,
  onAnother,
}: {
  savedRef: Ref<HTMLParagraphElement>;
  leagueSlug: string;
  edition: number;
  onAnother?: () => void;
}) {
  const tr = useTranslations("rules");
  return (
    <div className="space-y-3">
      <SeasonSaved ref={savedRef} />
      <div className="flex flex-wrap gap-2">
        <Link className="btn-primary" href={`/l/${leagueSlug}/seasons/${edition}`} data-testid="season-created-open">
          {tr("season.open")}
        </Link>
        <Link className="btn-secondary" href={`/l/${leagueSlug}/admin/players`}>
          {tr("season.players")}
        </Link>
        {onAnother && (
          <button type="button" className="btn-secondary" onClick={onAnother}>
            {tr("season.another")}
          </button>
        )}
      </div>
    </div>
  );
}
