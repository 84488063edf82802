import { z } from "zod";
import { seasonRef } from "./objective";

/** How an empty season's set is started. */
export const startObjectiveSetSchema = z.discriminatedUnion("source", [
  seasonRef.extend({ source: z.literal("previous"), fromEdition: z.coerce.number().int().positive({ message: "required" }) }),
  seasonRef.extend({ source: z.literal("official") }),
  seasonRef.extend({
    source: z.literal("generator"),
    count: z.coerce.number().int({ message: "generatorCount" }).min(1, { message: "generatorCount" }).max(100, { message: "generatorCount" }),
    size: z.coerce.number().int({ message: "generatorSize" }).min(1, { message: "generatorSize" }).max(42, { message: "generatorSize" }),
    total: z.preprocess((v) => (v === "" || v == null ? undefined : v), z.coerce.number().int({ message: "generatorTotal" }).positive({ message: "generatorTotal" }).optional()),
    seed: z.string().trim().min(1, { message: "required" }).max(64),
  }),
]);
export type StartObjectiveSetInput = z.infer<typeof startObjectiveSetSchema>;

export const importObjectivesSchema = seasonRef.extend({
  format: z.enum(["json", "csv"]),
  content: z.string().min(1, { message: "required" }).max(500_000, { message: "importTooLarge" }),
});
