// Issue 21: a Nero history whose automatic victory contradicts the Areas and leader is refused with the line and column.
import { describe, expect, it } from "vitest";
import { readPlayCsv } from "@/history/play-csv";
import { getSystem, rankPlay } from "@/scoring";

const nero = getSystem("nero");
const bytes = (...lines: string[]) =>
  new TextEncoder().encode(
    ["game,date,player,seat_order,game.turnsPlayed,vp,automaticVictory,leaderAtEnd,areasControlled", ...lines].join(
      "\n",
    ),
  );
const read = (b: Uint8Array) => readPlayCsv(nero, b, undefined, (name) => name.toLowerCase());

describe("Nero play CSV (§13.1)", () => {
  it("refuses all 4 Areas with automaticVictory no, at the line and column of the flag", () => {
    const { plays, problems } = read(
      bytes("1,2026-03-01,Ada,1,4,20,no,,4", "1,2026-03-01,Bea,2,4,25,no,,", "1,2026-03-01,Cid,3,4,6,no,,"),
    );
    expect(plays).toEqual([]);
    expect(problems.map((p) => [p.line, p.column])).toEqual([[2, "automaticVictory"]]);
  });

  it("derives it when the column is left empty: Emperor with 3 Areas wins with fewer PV", () => {
    const { plays, problems } = read(
      bytes("1,2026-03-01,Ada,1,4,20,,Imperatore,3", "1,2026-03-01,Bea,2,4,25,,,1", "1,2026-03-01,Cid,3,4,6,,,"),
    );
    expect(problems).toEqual([]);
    expect(plays).toHaveLength(1);
    expect(rankPlay("nero", plays[0].play).seats[0]).toMatchObject({
      playerId: "ada",
      rank: 1,
      decidedBy: "decisive:automaticVictory",
    });
  });
});
