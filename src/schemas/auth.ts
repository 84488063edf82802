import { z } from "@/lib/zod";

export const email = z.string().trim().toLowerCase().pipe(z.email({ message: "invalidEmail" }));
export const password = z.string().min(8, { message: "passwordTooShort" }).max(200, { message: "passwordTooLong" });

export const loginSchema = z.object({ email, password: z.string().min(1, { message: "required" }) });

export const firstRunSchema = z
  .object({
    name: z.string().trim().min(1, { message: "required" }).max(80),
    email,
    password,
    confirmPassword: z.string(),
    leagueName: z.string().trim().min(2, { message: "tooShort" }).max(80),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "passwordsDiffer" });
