import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { NightFlow } from "./flow";

type Props = {
  flow: NonNullable<NightFlow>;
  /** seated players and whether each has opened their card (public: the seats table shows it too) */
  seats: { name: string; viewed: boolean; reported: boolean }[];
  canRecord: boolean;
  resultHref: string;
  recapHref: string;
};

/**
 * The one next thing to do, at the top of the game page. Dealing is the deal panel's own button (organiser), so a
 * planned night shows nothing here; a dealt one shows who has opened their card, then "record the result"; a finished
 * one the recap. A planned play of another game (fair tables, decision 0062) has no card: "record the result" at once.
 */
export async function NightNextAction({ flow, seats, canRecord, resultHref, recapHref }: Props) {
  const t = await getTranslations("night.next");
  if (flow.current === "recap") {
    return (
      <Link href={recapHref} className="btn-primary w-full" data-testid="night-next-action">
        {t("recap")}
      </Link>
    );
  }
  if (flow.current !== "cards" && flow.current !== "result") return null;
  if (!flow.steps.includes("cards")) {
    return (
      <section className="card space-y-2" data-testid="night-awaiting-result">
        <p className="font-semibold">{t("awaitingResult")}</p>
        {canRecord && (
          <Link href={resultHref} className="btn-primary w-full" data-testid="night-next-action">
            {t("record")}
          </Link>
        )}
      </section>
    );
  }
  const waiting = seats.filter((s) => !s.viewed).map((s) => s.name);
  const reported = seats.filter((s) => s.reported).length;
  return (
    <section
      className="card space-y-2"
      aria-label={t("opened", { opened: seats.length - waiting.length, total: seats.length })}
      data-testid="night-cards"
    >
      <p className="font-semibold" data-testid="night-cards-opened">
        {t("opened", { opened: seats.length - waiting.length, total: seats.length })}
      </p>
      <p className="text-sm text-stone-600">
        {waiting.length ? t("waiting", { names: waiting.join(", ") }) : t("allOpened")}
      </p>
      {reported > 0 && (
        <p className="text-sm" data-testid="night-reported">
          {t("reported", { reported, total: seats.length })}
          {reported < seats.length && (
            <>
              {" "}
              {t("reportMissing", {
                names: seats
                  .filter((s) => !s.reported)
                  .map((s) => s.name)
                  .join(", "),
              })}
            </>
          )}
        </p>
      )}
      {canRecord && (
        <Link href={resultHref} className="btn-primary w-full" data-testid="night-next-action">
          {t("record")}
        </Link>
      )}
    </section>
  );
}
