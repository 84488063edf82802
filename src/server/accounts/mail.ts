import "server-only";
import nodemailer from "nodemailer";
import { publicUrl } from "@/config/env.mjs";
import { env } from "@/server/env";

/** E-mail is optional and off by default: only with SMTP_URL set (decision 0013). */
export const mailEnabled = () => Boolean(env().SMTP_URL);

/** Absolute base URL of the app for links in e-mails and the CLI. */
export const appUrl = () => publicUrl();

/** Sends one e-mail through SMTP_URL from MAIL_FROM (or no-reply at the app's host); nothing without SMTP_URL. */
export async function sendMailMessage(message: {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) return;
  await nodemailer.createTransport(SMTP_URL).sendMail({
    from: MAIL_FROM ?? `Italy War League <no-reply@${new URL(appUrl()).hostname}>`,
    ...message,
  });
}

export async function sendResetMail(user: { email: string; name: string }, token: string): Promise<void> {
  const link = `${appUrl()}/reset/${token}`;
  await sendMailMessage({
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

/**
 * An invite was accepted with this address (decision 0035). A new address gets the link that finishes joining; an
 * address with an account gets a link that adds that account to the league. The page that sent it said the same
 * in both cases ("look in your mailbox").
 */
export async function sendInviteConfirmMail(
  to: { email: string; name: string },
  opts: { token: string; league: string; hasAccount: boolean },
): Promise<void> {
  const link = `${appUrl()}/confirm/${opts.token}`;
  const [it, en] = opts.hasAccount
    ? [
        `Hai già un account con questo indirizzo: per aggiungerlo alla lega "${opts.league}" apri questo link entro 24 ore:`,
        `You already have an account with this address: to add it to the league "${opts.league}" open this link within 24 hours:`,
      ]
    : [
        `Per confermare questo indirizzo ed entrare nella lega "${opts.league}" apri questo link entro 24 ore:`,
        `To confirm this address and join the league "${opts.league}" open this link within 24 hours:`,
      ];
  await sendMailMessage({
    to: to.email,
    subject: "Italy War League: conferma l'indirizzo / confirm your address",
    text: [
      `Ciao ${to.name},`,
      it,
      link,
      "",
      en,
      link,
      "",
      "Se non l'hai chiesto tu, ignora questo messaggio. / If you did not ask for it, ignore this message.",
    ].join("\n"),
  });
}
