// The play form's submission and its taken identities, computed from the draft without React.
import { describe, expect, it } from "vitest";
import { blankDraft, playSubmission, takenBy, type ExistingPlay, type PlayDraft } from "@/lib/plays/play-draft";
import { fieldsAt, playFromForm } from "@/lib/plays/play-form";
import { getSystem } from "@/scoring";

const nero = getSystem("nero");
const hotre = getSystem("hotre");
const draft = (over: Partial<PlayDraft> = {}): PlayDraft => ({
  ...blankDraft(nero, undefined, "2026-11-29"),
  ...over,
});
const stored: ExistingPlay = {
  gameId: "g1",
  version: 3,
  playedOn: "2026-11-01",
  durationMinutes: 90,
  notes: null,
  play: { game: {}, seats: [{ playerId: "a", seatOrder: 1, values: {} }] },
};

describe("the play form's submission", () => {
  it("a new play goes to its season with the duration read as a number and empty texts as null", () => {
    const d = draft({ duration: "95", notes: "  ", reason: "typo" });
    const play = playFromForm(nero, d.state);
    expect(playSubmission(d, play, { slug: "club", season: 2 })).toEqual({
      submission: {
        slug: "club",
        playedOn: "2026-11-29",
        durationMinutes: 95,
        notes: null,
        reason: null,
        season: 2,
        play,
      },
    });
  });

  it("a duration that is not plain digits stays in the form as the field's error", () => {
    const d = draft({ duration: "1e3" });
    expect(playSubmission(d, playFromForm(nero, d.state), { slug: "club", season: 2 })).toEqual({
      fieldErrors: { durationMinutes: ["notAnInteger"] },
    });
  });

  it.each([
    ["a correction sends its reason", undefined, "wrong winner"],
    ["a planned play's first result sends none", true, null],
  ])("%s, with the game and the version it was loaded at", (_, planned, reason) => {
    const existing = { ...stored, planned };
    const d = { ...blankDraft(nero, existing, "2026-11-29"), reason: " wrong winner " };
    const built = playSubmission(d, playFromForm(nero, d.state), { slug: "club", season: 2, existing });
    expect(built).toMatchObject({
      submission: { gameId: "g1", version: 3, playedOn: "2026-11-01", durationMinutes: 90, reason },
    });
    expect(built).not.toHaveProperty("submission.season");
  });
});

describe("identity values another seat holds", () => {
  const seat = (identity: Record<string, string>) => ({ playerId: "", seatOrder: 1, identity, values: {} });

  it("a distinct field's values at the other seats, not the seat's own", () => {
    const fields = fieldsAt(hotre.identity, 3);
    const seats = [seat({ colour: "red" }), seat({ colour: "blue" }), seat({})];
    expect(
      takenBy(
        fields,
        seats,
        fields.find((d) => d.key === "colour")!,
        0,
      ),
    ).toEqual(new Set(["blue"]));
  });

  it("two fields that tally as one (HOTRE's start areas at 2 players) take each other's values, the seat's own too", () => {
    const fields = fieldsAt(hotre.identity, 2);
    const seats = [seat({ startArea: "Italia", secondStartArea: "Syria" }), seat({ startArea: "Aquitania" })];
    const startArea = fields.find((d) => d.key === "startArea")!;
    expect(takenBy(fields, seats, startArea, 0)).toEqual(new Set(["Syria", "Aquitania"]));
  });

  it("a field neither distinct nor grouped takes nothing", () => {
    const fields = fieldsAt(hotre.identity, 3);
    const seats = [seat({ startArea: "Italia" }), seat({ startArea: "Italia" })];
    expect(
      takenBy(
        fields,
        seats,
        fields.find((d) => d.key === "startArea")!,
        1,
      ),
    ).toEqual(new Set());
  });
});
