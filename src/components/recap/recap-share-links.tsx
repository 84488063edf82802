"use client";
import { useFormatter, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { createRecapShare } from "@/server/actions/create-recap-share";
import { revokeRecapShare } from "@/server/actions/revoke-recap-share";
import { ShareButton } from "./share-button";

type Share = { id: string; createdAt: string; createdByName: string | null };

/**
 * The organiser's public links to this recap (issue 22 §5, decision 0050): create one (its address is shown once, until
 * dismissed), list the active ones, revoke any. The list comes from the server, revalidated by each action.
 */
export function RecapShareLinks({
  leagueSlug,
  gameId,
  shares,
}: {
  leagueSlug: string;
  gameId: string;
  shares: Share[];
}) {
  const t = useTranslations("recap");
  const err = useErrorText();
  const format = useFormatter();
  const [pending, start] = useTransition();
  const [created, setCreated] = useState<{ id: string; token: string } | null>(null);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const create = () =>
    start(async () => {
      const res = await createRecapShare({ leagueSlug, gameId });
      setMessage(res.ok ? null : { tone: "error", text: err(res.formError) ?? "" });
      if (res.ok) setCreated(res.data);
    });
  const revoke = (id: string) =>
    start(async () => {
      const res = await revokeRecapShare({ leagueSlug, shareId: id });
      setMessage(
        res.ok ? { tone: "success", text: t("shareLink.revoked") } : { tone: "error", text: err(res.formError) ?? "" },
      );
      if (res.ok && created?.id === id) setCreated(null);
    });
  return (
    <section
      className="space-y-2 border-t border-stone-200 pt-3"
      aria-labelledby="share-link-title"
      data-testid="recap-share-links"
    >
      <h3 id="share-link-title" className="font-semibold">
        {t("shareLink.title")}
      </h3>
      <p className="text-sm text-stone-600">{t("shareLink.intro")}</p>
      <button type="button" className="btn-secondary w-full" disabled={pending} onClick={create}>
        {t("shareLink.create")}
      </button>
      <FormMessage tone={message?.tone} message={message?.text} />
      {created && (
        <div className="space-y-2 rounded-lg border border-stone-300 bg-stone-50 p-3" data-testid="recap-share-created">
          <p className="text-sm font-medium" role="status">
            {t("shareLink.created")}
          </p>
          <ShareButton
            path={`/share/${created.token}`}
            title={t("shareLink.title")}
            text={t("shareLink.pageNote")}
            labels={{ share: t("share"), copied: t("copied"), copyFailed: t("copyFailed"), link: t("shareLabel") }}
          />
          <button type="button" className="btn-secondary w-full" onClick={() => setCreated(null)}>
            {t("shareLink.dismiss")}
          </button>
        </div>
      )}
      {shares.length === 0 ? (
        <p className="text-sm text-stone-600">{t("shareLink.none")}</p>
      ) : (
        <>
          <h4 className="text-sm font-semibold text-stone-600">{t("shareLink.active")}</h4>
          <ul className="divide-y divide-stone-200" data-testid="recap-share-list">
            {shares.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="mr-auto text-sm">
                  {s.createdByName
                    ? t("shareLink.itemBy", { date: date(s.createdAt), name: s.createdByName })
                    : t("shareLink.item", { date: date(s.createdAt) })}
                </span>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={pending}
                  onClick={() => revoke(s.id)}
                  aria-label={t("shareLink.revokeLabel", { date: date(s.createdAt) })}
                >
                  {t("shareLink.revoke")}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
