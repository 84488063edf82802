"use server";
import {
  checkRules,
  checkRulesForSystem,
  getSystem,
  parseRules,
  parseSystemSettings,
  dealsObjectives,
  ScoringInputError,
  type PlaySettings,
} from "@/scoring";
import { seasonSchema } from "@/schemas/season";
import { ActionError, defineAction, omitSlug } from "@/server/action";
import { audit } from "@/server/audit";
import { NotFoundError } from "@/server/auth/access";
import { authorizeOrganiser } from "@/server/auth/authorize-league";

/**
 * The rules as the form sent them (JSON), checked by the scoring library's schema and against the system: stored
 * normalised. Refused rules answer "rules" (one readable line) and "rules.<path>" (message keys of the rules
 * form, messages/<locale>/rules.json), so each problem shows next to its field.
 */
function validRules(text: string, systemId: string): string {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new ActionError("checkFields", { rules: [e instanceof SyntaxError ? `JSON: ${e.message}` : "invalid"] });
  }
  const { rules, problems } = checkRules(raw, systemId);
  if (rules) return JSON.stringify(rules);
  let summary = "invalid";
  try {
    checkRulesForSystem(systemId, parseRules(raw));
  } catch (e) {
    if (e instanceof ScoringInputError) summary = e.message;
  }
  const fieldErrors = new Map<string, string[]>([["rules", [summary]]]);
  for (const p of problems) {
    const name = p.path ? `rules.${p.path}` : "rules._";
    fieldErrors.set(name, [...(fieldErrors.get(name) ?? []), p.key]);
  }
  throw new ActionError("checkFields", Object.fromEntries(fieldErrors));
}

/** The system's club-rule settings; field errors at "systemId" and "settings". */
function forSystem(
  systemId: string,
  {
    tieBreak,
    unresolved,
    eliminated,
    rulesEdition,
  }: {
    tieBreak?: string[];
    unresolved?: PlaySettings["unresolved"];
    eliminated?: PlaySettings["eliminated"];
    rulesEdition?: string;
  },
): string | null {
  try {
    getSystem(systemId);
  } catch {
    throw new ActionError("checkFields", { systemId: ["systemUnknown"] });
  }
  // a RisiKo! season ranks with its rules' gameTieBreak (seasonPlaySettings): it has no system settings
  if (dealsObjectives(systemId)) return null;
  const chosen: PlaySettings = {};
  const keys = (tieBreak ?? []).filter(Boolean);
  if (keys.length > 0) chosen.tieBreak = keys;
  if (unresolved) chosen.unresolved = unresolved;
  if (eliminated) chosen.eliminated = eliminated;
  if (rulesEdition) chosen.edition = Number(rulesEdition);
  try {
    const settings = parseSystemSettings(systemId, chosen);
    return settings ? JSON.stringify(settings) : null;
  } catch (e) {
    if (e instanceof ScoringInputError) throw new ActionError("checkFields", { settings: [e.message] });
    throw e;
  }
}

/** The stored settings that rank plays: all but the rules edition. */
function rankingSettings(text: string | null): string | null {
  if (!text) return null;
  const rest: PlaySettings = JSON.parse(text);
  delete rest.edition;
  return Object.keys(rest).length > 0 ? JSON.stringify(rest) : null;
}

/** Creates or edits a season (organiser only). Rules are validated and stored normalised (defaults filled). */
export const saveSeason = defineAction({
  schema: seasonSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    const {
      seasonId,
      rules: rulesText,
      "tieBreak[]": tieBreak,
      unresolved,
      eliminated,
      rulesEdition,
      ...fields
    } = omitSlug(input);
    const systemSettings = forSystem(fields.systemId, { tieBreak, unresolved, eliminated, rulesEdition });
    const rules = validRules(rulesText, fields.systemId);
    // a members-only league has members-only seasons (decision 0033); the no-op update locks the league's row, so a
    // simultaneous switch to members-only either sees this season or makes it members-only after it
    if (
      fields.isPublic &&
      !(await tx.league.updateMany({ where: { id: auth.leagueId, isPublic: true }, data: { isPublic: true } })).count
    )
      throw new ActionError("checkFields", { isPublic: ["leagueMembersOnly"] });
    const clash = await tx.season.findFirst({
      where: { leagueId: auth.leagueId, edition: fields.edition, NOT: seasonId ? { id: seasonId } : undefined },
    });
    if (clash) throw new ActionError("checkFields", { edition: ["editionTaken"] });
    if (seasonId) {
      const before = await tx.season.findFirst({ where: { id: seasonId, leagueId: auth.leagueId } });
      if (!before) throw new NotFoundError();
      // A season's games were ranked by its system: it cannot change once there are any.
      if (before.systemId !== fields.systemId && (await tx.game.count({ where: { seasonId } })) > 0)
        throw new ActionError("checkFields", { systemId: ["systemLocked"] });
      // Stored plays were ranked with the club rules: changing them would silently disagree with saved ranks.
      // (the rules edition is a record, not a ranking rule: it may be corrected later)
      if (
        rankingSettings(before.systemSettings) !== rankingSettings(systemSettings) &&
        (await tx.game.count({ where: { seasonId } })) > 0
      )
        throw new ActionError("checkFields", { settings: ["settingsLocked"] });
      const closedAt = fields.status === "closed" ? (before.closedAt ?? new Date()) : null;
      const after = await tx.season.update({
        where: { id: seasonId },
        data: { ...fields, rules, systemSettings, closedAt },
      });
      await audit(tx, {
        leagueId: auth.leagueId,
        actorUserId: user.id,
        action: "season.update",
        entityType: "Season",
        entityId: seasonId,
        before,
        after,
      });
      return { edition: after.edition };
    }
    const created = await tx.season.create({
      data: {
        ...fields,
        rules,
        systemSettings,
        leagueId: auth.leagueId,
        closedAt: fields.status === "closed" ? new Date() : null,
      },
    });
    await audit(tx, {
      leagueId: auth.leagueId,
      actorUserId: user.id,
      action: "season.create",
      entityType: "Season",
      entityId: created.id,
      after: created,
    });
    return { edition: created.edition };
  },
  revalidate: ({ input }) => [
    `/l/${input.leagueSlug}`,
    `/l/${input.leagueSlug}/seasons`,
    `/l/${input.leagueSlug}/admin/seasons`,
  ],
});
