"use server";
import { z } from "zod";
import { MAX_CSV_BYTES } from "@/history/csv";
import { coercedWholeNumber } from "@/schemas/numbers";
import { ActionError, defineAction, type Prepared } from "@/server/action";
import { getLeagueAccess, NotFoundError, requireOrganiser } from "@/server/auth/access";
import { checkSeasonCsv, type SeasonImportReport } from "@/server/history/import-season";
import type { Tx } from "@/server/db";

const flag = z.preprocess((v) => v === true || v === "on" || v === "1" || v === "true", z.boolean());
const edition = coercedWholeNumber("edition", { min: "invalidNumber", max: "invalidNumber" });
const year = coercedWholeNumber("year", { min: "invalidNumber", max: "invalidNumber" });

const importSeasonSchema = z
  .object({
    slug: z.string().min(1),
    /** an existing edition, or "new" to create the season in the same step */
    target: z.string().min(1, { message: "required" }),
    newEdition: z.string().optional(),
    newName: z.string().trim().max(100, { message: "tooLong" }).optional(),
    newYear: z.string().optional(),
    createMissing: flag,
    dryRun: flag,
    file: z.instanceof(File, { message: "fileRequired" }).refine((f) => f.size > 0, { message: "fileRequired" }),
  })
  .transform((v, ctx) => {
    if (v.target !== "new") {
      const target = edition.safeParse(v.target);
      if (!target.success) ctx.addIssue({ code: "custom", path: ["target"], message: "required" });
      return { ...v, season: { edition: target.data ?? 0 } };
    }
    const newEdition = edition.safeParse(v.newEdition);
    const newYear = year.safeParse(v.newYear);
    if (!newEdition.success) ctx.addIssue({ code: "custom", path: ["newEdition"], message: "invalidNumber" });
    if (!newYear.success) ctx.addIssue({ code: "custom", path: ["newYear"], message: "invalidNumber" });
    if (!v.newName) ctx.addIssue({ code: "custom", path: ["newName"], message: "required" });
    return {
      ...v,
      season: { edition: newEdition.data ?? 0, create: { name: v.newName ?? "", year: newYear.data ?? 0 } },
    };
  });

/**
 * Organiser only: checks (dryRun) or imports a season CSV; problems come back in the report, nothing half-written.
 * Parsing and planning happen before the write lock (prepare): a dry run, or a file with problems, opens no
 * transaction, and a real import holds the lock only to insert what was planned (issue 20 §7).
 */
export const importSeason = defineAction({
  schema: importSeasonSchema,
  authorize: async ({ user, input, db }) => {
    const league = await db.league.findUnique({ where: { slug: input.slug }, select: { id: true, slug: true } });
    if (!league) throw new NotFoundError();
    requireOrganiser(await getLeagueAccess(db, user.id, league.id));
    if (input.file.size > MAX_CSV_BYTES) throw new ActionError("fileTooLarge", { file: ["fileTooLarge"] });
    return { league, bytes: new Uint8Array(await input.file.arrayBuffer()) };
  },
  prepare: async ({
    user,
    input,
    auth,
    db,
  }): Promise<Prepared<(tx: Tx) => Promise<SeasonImportReport>, SeasonImportReport>> => {
    const checked = await checkSeasonCsv(db, {
      leagueId: auth.league.id,
      season: input.season,
      bytes: auth.bytes,
      createMissing: input.createMissing,
      dryRun: input.dryRun,
      actorUserId: user.id,
    });
    return checked.apply ? { plan: checked.apply } : { answer: checked.report };
  },
  write: async ({ plan: apply, tx }): Promise<SeasonImportReport> => apply(tx),
  revalidate: ({ auth, result }) =>
    result.imported
      ? [`/l/${auth.league.slug}`, `/l/${auth.league.slug}/seasons`, `/l/${auth.league.slug}/admin/history`]
      : [],
});
