// Decision 0043: the generic play form keeps a field of one table size (HOTRE's second group, §15.1) only at
// that size, so a value typed before a seat was added or removed is not sent.
import { describe, expect, it } from "vitest";
import { fieldsAt, playFromForm, type PlayFormState } from "@/lib/plays/play-form";
import { getSystem, rankPlay } from "@/scoring";

const hotre = getSystem("hotre");
const seat = (id: string, i: number, second: boolean) => ({
  playerId: id,
  seatOrder: i + 1,
  identity: {
    startArea: ["Italia", "Syria", "Aquitania"][i],
    ...(second ? { secondStartArea: ["Macedonia", "Aquitania", "Italia"][i] } : {}),
  },
  values: {
    vpPopulation: "10",
    vpFaction: "5",
    lastEmperorNumber: String(i + 1),
    vpPopulation2: "4",
    vpFaction2: "3",
    lastEmperorNumber2: String(i + 4),
    factionDead2: false,
  },
});

describe("fields of one table size in the play form (HOTRE §15.1)", () => {
  it("shows the second group only at a 2-player table", () => {
    expect(fieldsAt(hotre.seatFields, 2).map((f) => f.key)).toContain("vpPopulation2");
    expect(fieldsAt(hotre.seatFields, 3).map((f) => f.key)).not.toContain("vpPopulation2");
    expect(fieldsAt(hotre.identity, 4).map((f) => f.key)).toEqual(["colour", "startArea"]);
  });

  it("sends both groups at 2 players and drops them at 3, so both plays rank", () => {
    const two: PlayFormState = {
      endedBy: "",
      endedAt: "",
      game: { periodsPlayed: "7" },
      seats: [seat("a", 0, true), seat("b", 1, true)],
    };
    const played = playFromForm(hotre, two);
    expect(played.seats[0].values).toMatchObject({ vpPopulation2: 4, vpFaction2: 3, lastEmperorNumber2: 4 });
    expect(played.seats[0].identity).toEqual({ startArea: "Italia", secondStartArea: "Macedonia" });
    expect(rankPlay("hotre", played).seats.map((s) => s.decidedBy)).toEqual([
      "key:emperorCounter",
      "key:emperorCounter",
    ]);

    const three: PlayFormState = {
      ...two,
      seats: [
        seat("a", 0, true),
        seat("b", 1, true),
        { ...seat("c", 2, false), values: { vpPopulation: "1", vpFaction: "1", lastEmperorNumber: "3" } },
      ],
    };
    const played3 = playFromForm(hotre, three);
    expect(Object.keys(played3.seats[0].values)).toEqual(["vpPopulation", "vpFaction", "lastEmperorNumber"]);
    expect(played3.seats[0].identity).toEqual({ startArea: "Italia" });
    expect(rankPlay("hotre", played3).result).toBe("win");
  });
});
