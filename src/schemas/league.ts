import { z } from "@/lib/forms/zod";
import { playsTooFields } from "./auth";

/** A new league: its name; the address (slug) is derived from it (src/lib/display/slug.ts). */
export const createLeagueSchema = z.object({
  name: z.string().trim().min(2, { message: "tooShort" }).max(80, { message: "tooLong" }),
  ...playsTooFields,
});

/** Whether visitors and non-members see the league (a checkbox: present = public). */
export const leagueVisibilitySchema = z.object({
  leagueSlug: z.string().min(1),
  isPublic: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
});

/** The organiser hides the admin page's first steps of a league. */
export const dismissNextStepsSchema = z.object({ leagueSlug: z.string().min(1) });
