"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { useFeatureErrorText } from "@/components/objectives/use-feature-error";
import { FormMessage } from "@/components/ui/form-error";
import { ARMY_COLORS, armyHex } from "@/lib/display/army-colors";
import { MAX_PLAYERS } from "@/schemas/game-night";
import { createGameNight } from "@/server/actions/create-game-night";
import { browserStore, useOfflineOwner } from "@/components/offline/owner";
import { clearDraftSubmissionId, draftSubmissionId, newSubmissionId } from "@/lib/offline/outbox";

type Player = { id: string; displayName: string; armyName: string | null; armyColor: string };
type Row = { present: boolean; armyColor: string; turnOrder: string };

export function GameNightForm({
  slug,
  season,
  players,
  today,
}: {
  slug: string;
  season: number;
  players: Player[];
  today: string;
}) {
  const t = useTranslations("gameNight");
  const err = useFeatureErrorText("gameNight");
  const router = useRouter();
  const [pending, start] = useTransition();
  const [playedOn, setPlayedOn] = useState(today);
  const [mode, setMode] = useState<"random" | "entered">("random");
  const [rows, setRows] = useState<Record<string, Row>>(() =>
    Object.fromEntries(players.map((p) => [p.id, { present: false, armyColor: p.armyColor, turnOrder: "" }])),
  );
  const [errors, setErrors] = useState<{ form?: string; fields?: Record<string, string[]> } | null>(null);
  const chosen = players.filter((p) => rows[p.id].present);
  const set = (id: string, patch: Partial<Row>) => setRows((r) => ({ ...r, [id]: { ...r[id], ...patch } }));
  const fieldError = (name: string) =>
    Object.entries(errors?.fields ?? {})
      .filter(([key]) => key === name || key.startsWith(`${name}.`))
      .flatMap(([, keys]) => keys.map((k) => err(k)))
      .filter((v, i, all) => all.indexOf(v) === i)
      .join(" ");

  // one key for this night until the server took it: a retap or a save after a reload is not a second night (issue 22 §4)
  const owner = useOfflineOwner() ?? "anonymous";
  const keyName = `night:${slug}:s${season}:new`; // a draft belongs to its season
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    start(async () => {
      const store = browserStore();
      const submissionId = store ? draftSubmissionId(store, owner, keyName) : newSubmissionId();
      const res = await createGameNight({
        submissionId,
        slug,
        season,
        playedOn,
        turnOrderMode: mode,
        seats: chosen.map((p) => ({
          playerId: p.id,
          armyColor: rows[p.id].armyColor,
          turnOrder: mode === "entered" ? rows[p.id].turnOrder : undefined,
        })),
      });
      if (res.ok && store) clearDraftSubmissionId(store, owner, keyName);
      if (res.ok) router.push(`/l/${slug}/games/${res.data.gameId}`);
      else setErrors({ form: res.formError, fields: res.fieldErrors });
    });
  };

  return (
    <form onSubmit={submit} className="card space-y-4" noValidate>
      <FormMessage message={err(errors?.form)} />
      <div>
        <label htmlFor="played-on" className="label">
          {t("new.date")}
        </label>
        <input
          id="played-on"
          type="date"
          className="input"
          value={playedOn}
          onChange={(e) => setPlayedOn(e.target.value)}
          required
          aria-invalid={Boolean(fieldError("playedOn"))}
        />
        {fieldError("playedOn") && <p className="field-error">{fieldError("playedOn")}</p>}
      </div>

      <fieldset className="space-y-2">
        <legend className="label">{t("new.turnOrderMode")}</legend>
        {(["random", "entered"] as const).map((m) => (
          <label key={m} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="turnOrderMode"
              value={m}
              checked={mode === m}
              onChange={() => setMode(m)}
              className="size-5"
            />
            {t(`new.${m}`)}
          </label>
        ))}
      </fieldset>

      <fieldset className="space-y-2" aria-describedby={fieldError("seats") ? "seats-error" : undefined}>
        <legend className="label">{t("new.players")}</legend>
        <p className="text-xs text-stone-500">{t("new.selected", { count: chosen.length })}</p>
        <ul className="divide-y divide-stone-100">
          {players.map((p) => {
            const row = rows[p.id];
            return (
              <li key={p.id} className="flex flex-wrap items-center gap-2 py-2">
                <label className="flex min-h-11 flex-1 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={row.present}
                    disabled={!row.present && chosen.length >= MAX_PLAYERS}
                    onChange={(e) => set(p.id, { present: e.target.checked })}
                    aria-label={t("new.present", { name: p.displayName })}
                  />
                  <span
                    aria-hidden
                    className="inline-block size-3 rounded-full border border-stone-300"
                    style={{ background: armyHex(row.armyColor) }}
                  />
                  <span>
                    {p.displayName}
                    {p.armyName && <span className="block text-xs text-stone-500">{p.armyName}</span>}
                  </span>
                </label>
                {row.present && (
                  <>
                    <select
                      className="input w-auto"
                      value={row.armyColor}
                      onChange={(e) => set(p.id, { armyColor: e.target.value })}
                      aria-label={t("new.color", { name: p.displayName })}
                    >
                      {ARMY_COLORS.map((c) => (
                        <option key={c} value={c}>
                          {t(`colors.${c}`)}
                        </option>
                      ))}
                    </select>
                    {mode === "entered" && (
                      <input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={MAX_PLAYERS}
                        className="input w-20"
                        value={row.turnOrder}
                        onChange={(e) => set(p.id, { turnOrder: e.target.value })}
                        aria-label={t("new.turnOrderOf", { name: p.displayName })}
                      />
                    )}
                  </>
                )}
              </li>
            );
          })}
        </ul>
        {fieldError("seats") && (
          <p id="seats-error" className="field-error">
            {fieldError("seats")}
          </p>
        )}
      </fieldset>

      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {t("new.submit")}
      </button>
    </form>
  );
}
