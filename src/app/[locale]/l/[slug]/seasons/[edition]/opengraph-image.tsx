import { ImageResponse } from "next/og";
import { armyHex } from "@/lib/display/army-colors";
import { getLeagueSummary } from "@/server/queries/leagues";
import { getLeaderboard } from "@/server/queries/standings";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = "Italy War League";

type Props = { params: Promise<{ locale: string; slug: string; edition: string }> };

/** A public season's top of the table as a picture for chat previews. A members-only season shows only the league. */
export default async function SeasonImage({ params }: Props) {
  const { locale, slug, edition } = await params;
  const league = await getLeagueSummary(slug);
  const n = Number(edition);
  const board = league && Number.isInteger(n) ? await getLeaderboard(league.id, n) : null;
  const visible = league?.isPublic && board?.season.isPublic ? board : null;
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
        padding: 64,
        background: "#991b1b",
        color: "#ffffff",
        fontSize: 36,
      }}
    >
      <div style={{ fontSize: 32, opacity: 0.85 }}>{league?.isPublic ? league.name : "Italy War League"}</div>
      <div style={{ fontSize: 60, fontWeight: 700, marginTop: 8 }}>{visible?.season.name ?? "RisiKo!"}</div>
      {visible && (
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            marginTop: 32,
            background: "#ffffff",
            color: "#1c1917",
            borderRadius: 24,
            padding: "20px 32px",
          }}
        >
          {visible.rows.slice(0, 4).map((r) => (
            <div
              key={r.playerId}
              style={{ display: "flex", alignItems: "center", justifyContent: "space-between", padding: "6px 0" }}
            >
              <div style={{ display: "flex", alignItems: "center" }}>
                <div style={{ width: 60 }}>{`${r.rank}°`}</div>
                <div
                  style={{
                    width: 28,
                    height: 28,
                    borderRadius: 14,
                    background: armyHex(r.player.armyColor),
                    border: "2px solid #a8a29e",
                    marginRight: 16,
                  }}
                />
                <div>{r.player.displayName}</div>
              </div>
              <div>{fmt.format(r.points)}</div>
            </div>
          ))}
        </div>
      )}
    </div>,
    size,
  );
}
