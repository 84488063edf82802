import { z } from "@/lib/zod";

/** A new league: its name; the address (slug) is derived from it (src/lib/slug.ts). */
export const createLeagueSchema = z.object({
  name: z.string().trim().min(2, { message: "tooShort" }).max(80, { message: "tooLong" }),
});
