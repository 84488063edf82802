import { ImageResponse } from "next/og";
import { getTranslations } from "next-intl/server";
import { isLocale } from "@/i18n/config";
import { armyHex } from "@/lib/army-colors";
import { getCurrentUser } from "@/server/auth/current-user";
import { getLeagueSummary } from "@/server/queries/leagues";
import { getGameRecap } from "@/server/queries/recap";
import { bySeatRank } from "./load";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = "Italy War League";

type Props = { params: Promise<{ locale: string; slug: string; gameId: string }> };

/**
 * The picture a chat shows for a recap link. Chat previews fetch it without a session, so a members-only season's
 * recap gets a plain card that names nothing: the same rule as the page (getGameRecap checks visibility).
 */
export default async function RecapImage({ params }: Props) {
  const { locale: raw, slug, gameId } = await params;
  const locale = isLocale(raw) ? raw : "it";
  const t = await getTranslations({ locale, namespace: "recap" });
  const [league, user] = await Promise.all([getLeagueSummary(slug), getCurrentUser().catch(() => null)]);
  const recap = league ? await getGameRecap(league.id, user?.id ?? null, gameId) : null;
  const podium = recap ? bySeatRank(recap.result.seats).filter((s) => s.rank !== null && s.rank <= 3) : [];
  const winners = podium.filter((s) => s.rank === 1).map((s) => s.playerName).join(", ");
  const fmt = new Intl.NumberFormat(locale === "en" ? "en-GB" : "it-IT", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 64, background: "#991b1b", color: "#ffffff", fontSize: 36 }}>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ fontSize: 32, opacity: 0.85 }}>{league && (league.isPublic || recap) ? league.name : "Italy War League"}</div>
          <div style={{ fontSize: 40, marginTop: 8 }}>
            {recap ? `${t("ogTitle", { sequence: recap.result.game.sequence })} · ${recap.season.name}` : t("ogPrivate")}
          </div>
        </div>
        {recap && (
          <div style={{ display: "flex", flexDirection: "column" }}>
            <div style={{ fontSize: 76, fontWeight: 700 }}>{recap.movement.drawn ? t("ogDraw", { names: winners }) : t("ogWinner", { name: winners })}</div>
            <div style={{ display: "flex", flexDirection: "column", marginTop: 24, background: "#ffffff", color: "#1c1917", borderRadius: 24, padding: "20px 32px" }}>
              {podium.map((s) => (
                <div key={s.id} style={{ display: "flex", alignItems: "center", justifyContent: "space-between", padding: "6px 0" }}>
                  <div style={{ display: "flex", alignItems: "center" }}>
                    <div style={{ width: 60 }}>{`${s.rank}°`}</div>
                    <div style={{ width: 28, height: 28, borderRadius: 14, background: armyHex(s.armyColor), border: "2px solid #a8a29e", marginRight: 16 }} />
                    <div>{s.playerName}</div>
                  </div>
                  <div>{s.points === null ? "—" : fmt.format(s.points)}</div>
                </div>
              ))}
            </div>
          </div>
        )}
      </div>
    ),
    size,
  );
}
