// Issue 12 §2: a season asks for its game system (RisiKo! by default), fixed once it has games; club rules are
// season settings; score-based formulas are refused with a clear message where the system has no score scale.
import { beforeAll, describe, expect, it } from "vitest";
import { presetFor, presets } from "@/scoring";
import { recordPlay } from "@/server/actions/record-play";
import { saveSeason } from "@/server/actions/save-season";
import { db } from "@/server/db";
import { addMember, createLeague, createPlayer, createUser } from "../support/factories";
import { signInAs } from "../support/session";

let slug: string;
let leagueId: string;
let organiser: { id: string };
let players: string[];

beforeAll(async () => {
  const league = await createLeague();
  ({ slug, id: leagueId } = league);
  organiser = await createUser({ name: "Organiser" });
  await addMember(organiser.id, league.id, "organiser");
  players = [(await createPlayer(league.id, { name: "Anna" })).id, (await createPlayer(league.id, { name: "Bruno" })).id];
});

const form = (edition: number, extra: Record<string, unknown> = {}) => ({
  leagueSlug: slug, edition, name: `Torneo ${edition}`, year: 2026, plannedGames: 10, status: "active", isPublic: false,
  rules: JSON.stringify(presets.placement), ...extra,
});

describe("the season's game system", () => {
  it("is RisiKo! by default, with no system settings", async () => {
    signInAs(organiser);
    expect((await saveSeason(form(1, { status: "closed" }))).ok).toBe(true);
    expect(await db.season.findFirstOrThrow({ where: { leagueId, edition: 1 } })).toMatchObject({ systemId: "risiko", systemSettings: null });
  });

  it("refuses score-based formulas where the system declares no score scale, and a placement table without its table sizes", async () => {
    signInAs(organiser);
    const bonus = await saveSeason(form(2, { systemId: "julius-caesar", rules: JSON.stringify(presets.winnerBonus) }));
    expect(bonus).toMatchObject({ ok: false, fieldErrors: { rules: [expect.stringMatching(/winnerBonus uses the score itself, and Julius Caesar declares no score scale/)] } });
    const table = await saveSeason(form(2, { systemId: "julius-caesar" }));
    expect(table).toMatchObject({ ok: false, fieldErrors: { rules: [expect.stringMatching(/formula.table.2: is missing/)] } });
    expect(await saveSeason(form(2, { systemId: "chess" }))).toMatchObject({ ok: false, fieldErrors: { systemId: ["systemUnknown"] } });
  });

  it("stores the club rules as settings, checked against the system", async () => {
    signInAs(organiser);
    expect(await saveSeason(form(3, { systemId: "julius-caesar", rules: JSON.stringify(presetFor("julius-caesar", "placement")), unresolved: "shareRank" }))).toMatchObject({
      ok: false,
      fieldErrors: { settings: [expect.stringMatching(/the rulebook fixes what a tie means/)] },
    });
    const ok = await saveSeason(form(3, { status: "closed", systemId: "nero", rules: JSON.stringify(presetFor("nero", "placement")), "tieBreak[]": ["italianProvinces", ""], unresolved: "draw" }));
    expect(ok.ok).toBe(true);
    expect(JSON.parse((await db.season.findFirstOrThrow({ where: { leagueId, edition: 3 } })).systemSettings!)).toEqual({ tieBreak: ["italianProvinces"], unresolved: "draw" });
  });

  it("cannot change, nor its club rules, once the season has games", async () => {
    signInAs(organiser);
    const rules = JSON.stringify(presetFor("julius-caesar", "placement"));
    expect((await saveSeason(form(4, { systemId: "julius-caesar", rules }))).ok).toBe(true);
    const season = await db.season.findFirstOrThrow({ where: { leagueId, edition: 4 } });
    const play = await recordPlay({
      slug, playedOn: "2026-05-01",
      play: { game: { endedYear: 2 }, seats: players.map((playerId, i) => ({ playerId, seatOrder: i + 1, identity: {}, values: { cityVp: [9, 3][i], leadersKilled: [1, 0][i], controlsRome: i === 0 } })) },
    });
    expect(play.ok).toBe(true);
    expect(await saveSeason(form(4, { seasonId: season.id, systemId: "nero", rules }))).toMatchObject({ ok: false, fieldErrors: { systemId: ["systemLocked"] } });
    expect((await saveSeason(form(4, { seasonId: season.id, systemId: "julius-caesar", rules, name: "Rinominato" }))).ok).toBe(true);
  });
});
