import { z } from "@/lib/forms/zod";
import { coercedWholeNumber } from "./numbers";

/** Where an objective lives: league slug + season edition (the organiser's URL). */
export const seasonRef = z.object({ slug: z.string().min(1), edition: coercedWholeNumber("edition") });

export const objectiveTerritorySchema = z.object({
  territoryId: z.string().min(1, { message: "required" }),
  value: coercedWholeNumber("territoryValue", {
    type: "valueNotPositive",
    min: "valueNotPositive",
    max: "valueNotPositive",
  }),
});

/** Territories arrive as JSON from the editor form (a hidden field) or as an array from code. */
const territoriesField = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .array(objectiveTerritorySchema, { message: "noTerritories" })
    .min(1, { message: "noTerritories" })
    .max(42)
    .refine((ts) => new Set(ts.map((t) => t.territoryId)).size === ts.length, { message: "duplicateTerritory" }),
);

export const objectiveSchema = seasonRef.extend({
  /** absent = new objective */
  objectiveId: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  number: coercedWholeNumber("objectiveNumber", { type: "numberInvalid", min: "numberInvalid", max: "numberInvalid" }),
  name: z.string().trim().min(1, { message: "required" }).max(80),
  territories: territoriesField,
});
export type ObjectiveInput = z.infer<typeof objectiveSchema>;

export const objectiveRefSchema = seasonRef.extend({ objectiveId: z.string().min(1) });
