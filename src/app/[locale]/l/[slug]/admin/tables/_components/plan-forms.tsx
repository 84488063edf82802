"use client";
import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { acceptTables } from "@/server/actions/accept-tables";
import { drawTables } from "@/server/actions/draw-tables";
import { lockTablePlayer } from "@/server/actions/lock-table-player";
import { swapTablePlayers } from "@/server/actions/swap-table-players";

type Player = { id: string; name: string };
type State = { ok: true } | { ok: false; formError?: string; fieldErrors?: Record<string, string[]> } | null;

function Errors({ state }: { state: State }) {
  const err = useErrorText();
  if (!state || state.ok) return null;
  const fields = Object.values(state.fieldErrors ?? {})
    .flat()
    .map((k) => err(k));
  return <FormMessage message={[...fields, fields.length ? null : err(state.formError)].filter(Boolean).join(" ")} />;
}

/** The draw: reveals the committed seed. */
export function DrawButton({ slug, planId }: { slug: string; planId: string }) {
  const t = useTranslations("tables");
  const [state, onSubmit, pending] = useFormAction(drawTables);
  return (
    <PlanForm slug={slug} planId={planId} state={state} onSubmit={onSubmit} pending={pending} label={t("plan.draw")} />
  );
}

/** Accept: one game per table, in one step (dealt for RisiKo!, a planned play of another game: decision 0062). */
export function AcceptButton({ slug, planId, deals }: { slug: string; planId: string; deals: boolean }) {
  const t = useTranslations("tables");
  const [state, onSubmit, pending] = useFormAction(acceptTables);
  return (
    <PlanForm
      slug={slug}
      planId={planId}
      state={state}
      onSubmit={onSubmit}
      pending={pending}
      label={deals ? t("plan.accept") : t("plan.acceptPlays")}
    />
  );
}

function PlanForm({
  slug,
  planId,
  state,
  onSubmit,
  pending,
  label,
}: {
  slug: string;
  planId: string;
  state: State;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  label: string;
}) {
  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <input type="hidden" name="leagueSlug" value={slug} />
      <input type="hidden" name="planId" value={planId} />
      <Errors state={state} />
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {label}
      </button>
    </form>
  );
}

/** Swap two players: each takes the other's table and turn. */
export function SwapForm({ slug, planId, players }: { slug: string; planId: string; players: Player[] }) {
  const t = useTranslations("tables");
  const [state, onSubmit, pending] = useFormAction(swapTablePlayers);
  return (
    <form onSubmit={onSubmit} className="space-y-2" aria-labelledby="swap-title" data-testid="swap-form">
      <h3 id="swap-title" className="font-semibold">
        {t("plan.swapTitle")}
      </h3>
      <input type="hidden" name="leagueSlug" value={slug} />
      <input type="hidden" name="planId" value={planId} />
      <div className="grid grid-cols-2 gap-2">
        <PlayerSelect name="first" label={t("plan.swapFirst")} players={players} />
        <PlayerSelect name="second" label={t("plan.swapSecond")} players={players} initial={1} />
      </div>
      <Errors state={state} />
      <button type="submit" className="btn-secondary w-full" disabled={pending}>
        {t("plan.swap")}
      </button>
    </form>
  );
}

/** Lock a player to a table and redraw the rest with the committed seed. */
export function LockForm({
  slug,
  planId,
  players,
  tables,
}: {
  slug: string;
  planId: string;
  players: Player[];
  tables: number;
}) {
  const t = useTranslations("tables");
  const [state, onSubmit, pending] = useFormAction(lockTablePlayer);
  return (
    <form onSubmit={onSubmit} className="space-y-2" aria-labelledby="lock-title" data-testid="lock-form">
      <h3 id="lock-title" className="font-semibold">
        {t("plan.lockTitle")}
      </h3>
      <input type="hidden" name="leagueSlug" value={slug} />
      <input type="hidden" name="planId" value={planId} />
      <div className="grid grid-cols-2 gap-2">
        <PlayerSelect name="playerId" label={t("plan.lockPlayer")} players={players} />
        <div>
          <label htmlFor="lock-table" className="label">
            {t("plan.lockTable")}
          </label>
          <select id="lock-table" name="table" className="input">
            {Array.from({ length: tables }, (_, i) => (
              <option key={i} value={i + 1}>
                {t("plan.table", { table: i + 1 })}
              </option>
            ))}
            <option value={0}>{t("plan.unlockOption")}</option>
          </select>
        </div>
      </div>
      <Errors state={state} />
      <button type="submit" className="btn-secondary w-full" disabled={pending}>
        {t("plan.lock")}
      </button>
    </form>
  );
}

function PlayerSelect({
  name,
  label,
  players,
  initial = 0,
}: {
  name: string;
  label: string;
  players: Player[];
  initial?: number;
}) {
  return (
    <div>
      <label htmlFor={`tables-${name}`} className="label">
        {label}
      </label>
      <select
        id={`tables-${name}`}
        name={name}
        className="input"
        defaultValue={players[Math.min(initial, players.length - 1)]?.id}
      >
        {players.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
}
