import { getTranslations } from "next-intl/server";

type Standings = Awaited<ReturnType<typeof getTranslations<"standings">>>;

/** How a rank movement reads: the mark shown (▲2 / ▼1 / =, none for a newcomer), its spoken label and colour. */
export type MovementLabel = { mark: string | null; label: string; tone: string };

/** The movement's words for one table: each distinct value is formatted once, not once a row (issue 25). */
export function movementLabels(t: Standings): (value: number | null) => MovementLabel {
  const seen = new Map<number | null, MovementLabel>();
  return (value) => {
    let m = seen.get(value);
    if (!m) {
      m =
        value === null
          ? { mark: null, label: t("movementNew"), tone: "text-stone-500" }
          : value > 0
            ? { mark: `▲${value}`, label: t("movementUp", { n: value }), tone: "text-green-700" }
            : value < 0
              ? { mark: `▼${-value}`, label: t("movementDown", { n: -value }), tone: "text-red-700" }
              : { mark: "=", label: t("movementSame"), tone: "text-stone-500" };
      seen.set(value, m);
    }
    return m;
  };
}

/** Rank movement since the previous game night: ▲2 / ▼1 / = with a spoken label. */
export async function Movement({ value }: { value: number | null }) {
  const m = movementLabels(await getTranslations("standings"))(value);
  if (m.mark === null) return <span className="text-xs text-stone-500">{m.label}</span>;
  return (
    <span className={`text-xs font-semibold ${m.tone}`} title={m.label}>
      <span aria-hidden="true">{m.mark}</span>
      <span className="sr-only">{m.label}</span>
    </span>
  );
}
