"use server";
import { parseRules, ScoringInputError } from "@/scoring";
import { seasonSchema } from "@/schemas/season";
import { ActionError, defineAction, omitSlug, type ActionResult } from "@/server/action";
import { audit } from "@/server/audit";
import { NotFoundError } from "@/server/auth/access";
import { authorizeOrganiser } from "@/server/auth/authorize-league";

function validRules(text: string): string {
  try {
    return JSON.stringify(parseRules(JSON.parse(text)));
  } catch (e) {
    const detail = e instanceof ScoringInputError ? e.message : e instanceof SyntaxError ? `JSON: ${e.message}` : "invalid";
    throw new ActionError("checkFields", { rules: [detail] });
  }
}

/** Creates or edits a season (organiser only). Rules are validated and stored normalised (defaults filled). */
export const saveSeason = defineAction({
  schema: seasonSchema,
  authorize: ({ db, user, input }) => authorizeOrganiser(db, user.id, input.leagueSlug),
  write: async ({ input, auth, tx, user }) => {
    const { seasonId, rules: rulesText, ...fields } = omitSlug(input);
    const rules = validRules(rulesText);
    const clash = await tx.season.findFirst({ where: { leagueId: auth.leagueId, edition: fields.edition, NOT: seasonId ? { id: seasonId } : undefined } });
    if (clash) throw new ActionError("checkFields", { edition: ["editionTaken"] });
    if (seasonId) {
      const before = await tx.season.findFirst({ where: { id: seasonId, leagueId: auth.leagueId } });
      if (!before) throw new NotFoundError();
      const closedAt = fields.status === "closed" ? (before.closedAt ?? new Date()) : null;
      const after = await tx.season.update({ where: { id: seasonId }, data: { ...fields, rules, closedAt } });
      await audit(tx, { leagueId: auth.leagueId, actorUserId: user.id, action: "season.update", entityType: "Season", entityId: seasonId, before, after });
      return { edition: after.edition };
    }
    const created = await tx.season.create({ data: { ...fields, rules, leagueId: auth.leagueId, closedAt: fields.status === "closed" ? new Date() : null } });
    await audit(tx, { leagueId: auth.leagueId, actorUserId: user.id, action: "season.create", entityType: "Season", entityId: created.id, after: created });
    return { edition: created.edition };
  },
  revalidate: ({ input }) => [`/l/${input.leagueSlug}`, `/l/${input.leagueSlug}/seasons`, `/l/${input.leagueSlug}/admin/seasons`],
});

export async function saveSeasonFormAction(_prev: ActionResult<{ edition: number }> | null, formData: FormData) {
  return saveSeason(formData);
}
