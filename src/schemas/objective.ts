import { z } from "@/lib/zod";

/** Where an objective lives: league slug + season edition (the organiser's URL). */
export const seasonRef = z.object({ slug: z.string().min(1), edition: z.coerce.number().int().positive() });

export const objectiveTerritorySchema = z.object({
  territoryId: z.string().min(1, { message: "required" }),
  value: z.coerce.number({ message: "valueNotPositive" }).int({ message: "valueNotPositive" }).positive({ message: "valueNotPositive" }).max(999),
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
  objectiveId: z.string().optional().transform((v) => v || undefined),
  number: z.coerce.number({ message: "numberInvalid" }).int({ message: "numberInvalid" }).min(1, { message: "numberInvalid" }).max(999, { message: "numberInvalid" }),
  name: z.string().trim().min(1, { message: "required" }).max(80),
  territories: territoriesField,
});
export type ObjectiveInput = z.infer<typeof objectiveSchema>;

export const objectiveRefSchema = seasonRef.extend({ objectiveId: z.string().min(1) });
