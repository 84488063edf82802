"use client";
import { useSession } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useEffect, useState, useTransition, type ReactNode } from "react";
import { browserStore, keepThisPage, useOfflineOwner } from "@/components/offline/owner";
import { isNetworkFailure, loadCard, saveCard } from "@/lib/offline/outbox";
import { ObjectiveCard } from "@/components/objectives/objective-card";
import type { Board, CardData } from "@/components/objectives/board";
import { useFeatureErrorText } from "@/components/objectives/use-feature-error";
import { FormMessage } from "@/components/ui/form-error";
import type { ActionResult } from "@/server/action";

/**
 * A secret card fetched only when its holder taps (never in the page payload): a prefetch, a link preview or a
 * glance at the page does not reveal it, and each tap is recorded as a view by the action.
 * Offline (decision 0025): a card its signed-in holder opened is kept on this phone (under their user id and the
 * page's path; wiped at sign-out and when someone else signs in), and shown from there when the tap gets no answer.
 */
export function RevealOnTap<D extends { card: CardData; reported?: string[] | null; recheck?: boolean }>(props: {
  /** `reported`: the holder's report so far (null: none yet); undefined when the card takes no report (game over) */
  reveal: () => Promise<ActionResult<D>>;
  board: Board;
  /** shown under an open card fetched from the server (not under a copy kept offline): the holder's end-of-game report */
  after?: (card: CardData, reported: string[] | null, data: D) => ReactNode;
  /** shown above an open card fetched from the server: where a guest sits */
  before?: (data: D) => ReactNode;
  testId: string;
  showLabel: string;
  hideLabel: string;
}) {
  const err = useFeatureErrorText("gameNight");
  const [card, setCard] = useState<CardData | null>(null);
  const [reported, setReported] = useState<string[] | null | undefined>(undefined);
  const [data, setData] = useState<D | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const t = useTranslations("offline");
  const { status } = useSession();
  const owner = useOfflineOwner();
  const [offline, setOffline] = useState<"copy" | "none" | null>(null);
  const [fetched, setFetched] = useState(false);
  // A card fetched from the server is kept on this phone for its holder, once the session says who that is: a tap
  // before the session has loaded (a slow phone) keeps it when it has.
  useEffect(() => {
    const store = browserStore();
    if (!fetched || !card || !store || !owner || status !== "authenticated") return;
    saveCard(store, owner, window.location.pathname, card);
    // the page itself must be on the phone too: reached by a client-side link (the home's "Apri la tua carta"), it
    // never was a navigation the service worker keeps (issue 22 §4)
    keepThisPage();
  }, [fetched, card, owner, status]);
  const show = () =>
    start(async () => {
      const store = browserStore();
      const path = window.location.pathname;
      try {
        const res = await props.reveal();
        setOffline(null);
        if (res.ok) {
          setCard(res.data.card);
          setReported(res.data.reported);
          setData(res.data);
          setError(null);
          setFetched(true);
        } else setError(res.formError ?? "unexpected");
      } catch (e) {
        if (!isNetworkFailure(e, navigator.onLine)) throw e;
        const kept = store && owner ? loadCard<CardData>(store, owner, path) : null;
        setOffline(kept ? "copy" : "none");
        if (kept) setCard(kept);
        setReported(undefined);
      }
    });
  return (
    <>
      <FormMessage message={err(error)} />
      {offline && (
        <p
          role="status"
          data-testid={`card-offline-${offline}`}
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {t(offline === "copy" ? "cardOffline" : "cardUnavailable")}
        </p>
      )}
      {card ? (
        <>
          {/* "Hide" first: the card with its map is taller than a phone screen */}
          <button type="button" className="btn-secondary w-full" onClick={() => setCard(null)}>
            {props.hideLabel}
          </button>
          {data && props.before?.(data)}
          <ObjectiveCard card={card} board={props.board} testId={props.testId} />
          {reported !== undefined && data && props.after?.(card, reported, data)}
        </>
      ) : (
        <button type="button" className="btn-primary w-full" onClick={show} disabled={pending}>
          {props.showLabel}
        </button>
      )}
    </>
  );
}
