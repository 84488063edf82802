import { z } from "@/lib/forms/zod";
import { coercedWholeNumber, NUMBER_BOUNDS, wholeNumberTextIn } from "./numbers";
import { seasonRef } from "./objective";

/** How an empty season's set is started. */
export const startObjectiveSetSchema = z.discriminatedUnion("source", [
  seasonRef.extend({
    source: z.literal("previous"),
    fromEdition: coercedWholeNumber("edition", { type: "required", min: "required", max: "required" }),
  }),
  seasonRef.extend({ source: z.literal("official") }),
  seasonRef.extend({
    source: z.literal("generator"),
    count: wholeNumberTextIn(
      { min: 1, max: 100 },
      { type: "generatorCount", min: "generatorCount", max: "generatorCount" },
    ),
    size: wholeNumberTextIn({ min: 1, max: 42 }, { type: "generatorSize", min: "generatorSize", max: "generatorSize" }),
    total: z.preprocess(
      (v) => (v === "" || v == null ? undefined : v),
      wholeNumberTextIn(
        { min: 1, max: NUMBER_BOUNDS.objectiveTotal.max },
        { type: "generatorTotal", min: "generatorTotal", max: "generatorTotal" },
      ).optional(),
    ),
    seed: z.string().trim().min(1, { message: "required" }).max(64),
  }),
]);
export type StartObjectiveSetInput = z.infer<typeof startObjectiveSetSchema>;

const MAX_IMPORT_CHARS = 500_000;

/** The set arrives as pasted text (`content`) or as an uploaded file (`file`, read here; a chosen file wins). */
export const importObjectivesSchema = seasonRef
  .extend({
    format: z.enum(["json", "csv"]),
    content: z.string().max(MAX_IMPORT_CHARS, { message: "importTooLarge" }).optional(),
    file: z.instanceof(File).optional(),
  })
  .transform(async ({ file, ...rest }, ctx) => {
    if (file && file.size > MAX_IMPORT_CHARS * 4)
      ctx.addIssue({ code: "custom", path: ["content"], message: "importTooLarge" });
    const content = file && file.size > 0 ? await file.text() : (rest.content ?? "");
    if (!content) ctx.addIssue({ code: "custom", path: ["content"], message: "required" });
    if (content.length > MAX_IMPORT_CHARS)
      ctx.addIssue({ code: "custom", path: ["content"], message: "importTooLarge" });
    return { ...rest, content };
  });
