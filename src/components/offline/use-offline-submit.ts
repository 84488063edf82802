"use client";
/**
 * Offline-safe forms (decision 0025). Adopting it in a form takes three lines:
 *
 *   const offline = useOfflineSubmit({
 *     form: `result:${slug}:${gameId}`,                         // stable name of this form (and of its object)
 *     send: (payload, submissionId) => recordX({ ...payload, submissionId }), // the server action call
 *     onAnswer: (res, { live }) => { ... },                      // the server answered (ok or refused)
 *   });
 *   <form onSubmit={(e) => { e.preventDefault(); offline.submit(payloadFromTheForm); }}> … <OfflineStatus status={offline.status} />
 *
 * - `submit(payload)` calls `send` at once. If that call gets no answer (offline, the connection dropped: the fetch
 *   rejects), the payload goes to the phone's outbox and `status` becomes "queued" ("saved on this phone"), instead of
 *   the rejection reaching Next's error page. Queued payloads are sent again, oldest first, when the browser fires
 *   `online`, every 15 s while some are waiting, and when a page with this form is opened; then `status` is "sent"
 *   and `onAnswer` gets the server's answer with `live: false`.
 * - Exactly once: the form's draft keeps one `submissionId` (in storage, next to the draft) for all its attempts —
 *   retaps, resends and saves after a reload — until the server accepts it. The action must pass it to the write
 *   step, which answers a repeat with the first result (src/server/submissions.ts), or refuse repeats by itself
 *   (e.g. RisiKo! results: optimistic concurrency on Game.version answers "resultAlreadySaved").
 * - `payload` must survive JSON (no FormData, File or Date: send FormData as its entries, see `formEntries`).
 * - Drafts: `useDraft` (controlled state) or `useFormDraft` (uncontrolled inputs) in ./use-draft.ts keep what is typed.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import {
  clearDraftSubmissionId,
  draftSubmissionId,
  enqueue,
  flush,
  isNetworkFailure,
  newSubmissionId,
  pending,
  type KeyValueStore,
} from "@/lib/offline/outbox";
import { browserStore, useOfflineOwner } from "./owner";

/** queued: kept on this phone; sent: a queued one reached the server; unsent: no connection and no storage to keep it */
export type OfflineStatus = "idle" | "sending" | "queued" | "sent" | "unsent";
type Answer = { ok: boolean };

/**
 * The server stored an earlier send of this draft's key with other values (src/server/submissions.ts): the key is
 * spent, so the next tap is a new submission (the answer's message says what was saved).
 */
const keySpent = (res: Answer) => res.ok || (res as { formError?: string }).formError === "submissionChanged";

const RETRY_MS = 15_000;
const online = () => typeof navigator === "undefined" || navigator.onLine;

export function useOfflineSubmit<P, R extends Answer>(opts: {
  form: string;
  send: (payload: P, submissionId: string) => Promise<R>;
  onAnswer?: (result: R, meta: { live: boolean; payload: P }) => void;
}) {
  const owner = useOfflineOwner() ?? "anonymous";
  const [status, setStatus] = useState<OfflineStatus>("idle");
  // latest callbacks without re-subscribing the listeners below on every render
  const latest = useRef(opts);
  useEffect(() => {
    latest.current = opts;
  });
  const flushing = useRef(false);

  const drain = useCallback(async () => {
    const store: KeyValueStore | null = browserStore();
    if (!store || flushing.current || !online()) return;
    flushing.current = true;
    try {
      const run = () =>
        flush<P>(store, owner, latest.current.form, async (item) => {
          try {
            const res = await latest.current.send(item.payload, item.submissionId);
            setStatus(res.ok ? "sent" : "idle");
            if (keySpent(res)) clearDraftSubmissionId(store, owner, latest.current.form);
            latest.current.onAnswer?.(res, { live: false, payload: item.payload });
            return "answered";
          } catch (e) {
            if (isNetworkFailure(e, online())) return "unreachable";
            throw e;
          }
        });
      // one tab at a time sends a form's queue (two tabs of the same form would otherwise race on one item)
      const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
      if (locks) await locks.request(`iwl-outbox:${owner}:${latest.current.form}`, run);
      else await run();
    } finally {
      flushing.current = false;
    }
  }, [owner]);

  useEffect(() => {
    // after a reload, say at once that something of this form is waiting on this phone (the drain then updates it)
    const store = browserStore();
    if (store && pending(store, owner, latest.current.form).length > 0) setStatus("queued");
    void drain();
    const onOnline = () => void drain();
    window.addEventListener("online", onOnline);
    const timer = window.setInterval(() => void drain(), RETRY_MS);
    return () => {
      window.removeEventListener("online", onOnline);
      window.clearInterval(timer);
    };
  }, [drain, owner]);

  const submit = useCallback(
    async (payload: P): Promise<R | null> => {
      // the draft's key, kept across retaps and reloads until the server accepts it: saved twice, stored once
      const keyStore = browserStore();
      const submissionId = keyStore ? draftSubmissionId(keyStore, owner, latest.current.form) : newSubmissionId();
      setStatus("sending");
      try {
        const res = await latest.current.send(payload, submissionId);
        setStatus("idle");
        if (keySpent(res) && keyStore) clearDraftSubmissionId(keyStore, owner, latest.current.form);
        latest.current.onAnswer?.(res, { live: true, payload });
        return res;
      } catch (e) {
        if (!isNetworkFailure(e, online())) {
          setStatus("idle");
          throw e;
        }
        const store = browserStore();
        const kept = store !== null && enqueue(store, owner, { submissionId, form: latest.current.form, payload });
        setStatus(kept ? "queued" : "unsent");
        return null;
      }
    },
    [owner],
  );

  return { submit, status, pending: status === "sending" } as const;
}

/** A form's fields as JSON-safe pairs (files left out); `toFormData` turns them back for a FormData action. */
export function formEntries(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form).entries()].filter((e): e is [string, string] => typeof e[1] === "string");
}
export function toFormData(entries: [string, string][], extra: Record<string, string> = {}): FormData {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  for (const [k, v] of Object.entries(extra)) fd.set(k, v);
  return fd;
}
