import { ImageResponse } from "next/og";
import { getTranslations } from "next-intl/server";
import { armyHex } from "@/lib/display/army-colors";
import { bySeatRank, type RecapResults } from "./recap-article";

export const RECAP_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * The picture a chat shows for a recap link: the league, the night, the winner and the podium. `recap` null draws the
 * plain card that names nothing (a members-only season seen without a session). Used by the members' recap route and
 * by the share link's (decision 0050).
 */
export async function recapImage({
  locale,
  heading,
  recap,
  headers,
}: {
  locale: "it" | "en";
  heading: string;
  recap: RecapResults | null;
  headers?: HeadersInit;
}) {
  const t = await getTranslations({ locale, namespace: "recap" });
  const podium = recap ? bySeatRank(recap.result.seats).filter((s) => s.rank !== null && s.rank <= 3) : [];
  const winners = podium
    .filter((s) => s.rank === 1)
    .map((s) => s.playerName)
    .join(", ");
  const fmt = new Intl.NumberFormat(locale === "en" ? "en-GB" : "it-IT", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 64,
        background: "#991b1b",
        color: "#ffffff",
        fontSize: 36,
      }}
    >
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ fontSize: 32, opacity: 0.85 }}>{heading}</div>
        <div style={{ fontSize: 40, marginTop: 8 }}>
          {recap ? `${t("ogTitle", { sequence: recap.result.game.sequence })} · ${recap.season.name}` : t("ogPrivate")}
        </div>
      </div>
      {recap && (
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ fontSize: 76, fontWeight: 700 }}>
            {recap.movement.drawn ? t("ogDraw", { names: winners }) : t("ogWinner", { name: winners })}
          </div>
          <div
            style={{
              display: "flex",
              flexDirection: "column",
              marginTop: 24,
              background: "#ffffff",
              color: "#1c1917",
              borderRadius: 24,
              padding: "20px 32px",
            }}
          >
            {podium.map((s) => (
              <div
                key={s.id}
                style={{ display: "flex", alignItems: "center", justifyContent: "space-between", padding: "6px 0" }}
              >
                <div style={{ display: "flex", alignItems: "center" }}>
                  <div style={{ width: 60 }}>{`${s.rank}°`}</div>
                  <div
                    style={{
                      width: 28,
                      height: 28,
                      borderRadius: 14,
                      background: armyHex(s.armyColor),
                      border: "2px solid #a8a29e",
                      marginRight: 16,
                    }}
                  />
                  <div>{s.playerName}</div>
                </div>
                <div>{s.points === null ? "—" : fmt.format(s.points)}</div>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>,
    { ...RECAP_IMAGE_SIZE, headers },
  );
}
