"use client";
import { type FormEvent, useState } from "react";
import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/ui/form-error";
import { useFormAction } from "@/components/ui/use-form-action";
import { createCalendarFeed } from "@/server/actions/create-calendar-feed";
import { revokeCalendarFeed } from "@/server/actions/revoke-calendar-feed";
import { useScheduleError } from "./use-schedule-error";

/** One subscription: its button, labelled with which calendar it is, and its https address to copy. */
function SubscribeLinks({ https, kind }: { https: string; kind: "public" | "private" }) {
  const t = useTranslations("schedule.feed");
  const webcal = https.replace(/^https?:\/\//, "webcal://");
  return (
    <div className="space-y-2">
      <a href={webcal} className="btn-primary w-full" data-testid={`feed-webcal-${kind}`}>
        {t(kind === "public" ? "subscribePublic" : "subscribePrivate")}
      </a>
      <label className="label" htmlFor={`feed-url-${kind}`}>
        {t("https")}
      </label>
      <input
        id={`feed-url-${kind}`}
        readOnly
        value={https}
        className="input font-mono text-xs"
        data-testid={`feed-https-${kind}`}
        onFocus={(e) => e.currentTarget.select()}
      />
    </div>
  );
}

/**
 * The member's private subscription (shown once, when made) and, for a public league, the public one. A new
 * private link ends the previous one; the member can turn theirs off.
 */
export function FeedPanel(props: {
  slug: string;
  base: string;
  locale: string;
  publicUrl: string | null;
  activeSince: string | null;
}) {
  const t = useTranslations("schedule.feed");
  const errorText = useScheduleError();
  const [created, create, creating] = useFormAction(createCalendarFeed);
  const [revoked, revoke, revoking] = useFormAction(revokeCalendarFeed);
  const [last, setLast] = useState<"create" | "revoke" | null>(null);
  const token = last === "create" && created?.ok ? created.data.token : null;
  const revokedNow = last === "revoke" && revoked?.ok === true;
  const active = token !== null || (props.activeSince !== null && !revokedNow && last !== "revoke");
  const run = (kind: "create" | "revoke") => (e: FormEvent<HTMLFormElement>) => {
    setLast(kind);
    (kind === "create" ? create : revoke)(e);
  };
  return (
    <div className="space-y-3">
      <p className="text-sm">{t("intro")}</p>
      {props.publicUrl && (
        <div className="space-y-2">
          <p className="text-sm text-stone-600">{t("publicIntro")}</p>
          <SubscribeLinks https={props.publicUrl} kind="public" />
        </div>
      )}
      <p className="text-sm text-stone-600">{t("privateIntro")}</p>
      {token && (
        <div className="space-y-2" data-testid="private-feed">
          <FormMessage tone="success" message={t("shownOnce")} />
          <SubscribeLinks
            https={`${props.base}/api/calendar/private/${token}.ics?lang=${props.locale}`}
            kind="private"
          />
        </div>
      )}
      {!token && active && props.activeSince && <p className="text-sm">{t("active", { date: props.activeSince })}</p>}
      <form onSubmit={run("create")}>
        <input type="hidden" name="leagueSlug" value={props.slug} />
        <button type="submit" className="btn-secondary w-full" disabled={creating}>
          {active ? t("renew") : t("create")}
        </button>
      </form>
      {active && (
        <form onSubmit={run("revoke")}>
          <input type="hidden" name="leagueSlug" value={props.slug} />
          <button type="submit" className="btn-secondary w-full" disabled={revoking}>
            {t("revoke")}
          </button>
        </form>
      )}
      {revokedNow && <FormMessage tone="success" message={t("revoked")} />}
      {[created, revoked].map((s, i) => s && !s.ok && <FormMessage key={i} message={errorText(s.formError)} />)}
    </div>
  );
}
