import "server-only";
import nodemailer from "nodemailer";
import { env } from "@/server/env";

/** E-mail is optional and off by default: only with SMTP_URL set (decision 0013). */
export const mailEnabled = () => Boolean(env().SMTP_URL);

/** Absolute base URL of the app for links in e-mails and the CLI. */
export const appUrl = () => (env().NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/+$/, "");

export async function sendResetMail(user: { email: string; name: string }, token: string): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) return;
  const link = `${appUrl()}/reset/${token}`;
  await nodemailer.createTransport(SMTP_URL).sendMail({
    from: MAIL_FROM ?? `Italy War League <no-reply@${new URL(appUrl()).hostname}>`,
    to: user.email,
    subject: "Italy War League: nuova password / new password",
    text: [
      `Ciao ${user.name},`,
      `per scegliere una nuova password apri questo link entro 24 ore (vale una sola volta):`,
      link,
      "",
      `To choose a new password open this link within 24 hours (it works once):`,
      link,
      "",
      "Se non l'hai chiesto tu, ignora questo messaggio. / If you did not ask for it, ignore this message.",
    ].join("\n"),
  });
}
