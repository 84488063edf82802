import { getTranslations } from "next-intl/server";

/** Rank movement since the previous game night: ▲2 / ▼1 / = with a spoken label. */
export async function Movement({ value }: { value: number | null }) {
  const t = await getTranslations("standings");
  if (value === null) return <span className="text-xs text-stone-500">{t("movementNew")}</span>;
  const label =
    value > 0 ? t("movementUp", { n: value }) : value < 0 ? t("movementDown", { n: -value }) : t("movementSame");
  const text = value > 0 ? `▲${value}` : value < 0 ? `▼${-value}` : "=";
  const cls = value > 0 ? "text-green-700" : value < 0 ? "text-red-700" : "text-stone-500";
  return (
    <span className={`text-xs font-semibold ${cls}`} title={label}>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
