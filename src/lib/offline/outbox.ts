/**
 * Offline-safe forms, the pure part (decision 0025): drafts and an outbox of submissions kept in the phone's
 * localStorage (injected, so tests use a Map), every entry tagged with its owner (the signed-in user's id) so one
 * person's pending result or opened card is never shown to the next person who signs in on the same phone.
 *
 * Keys: `iwl.draft.<owner>.<form>`, `iwl.outbox.<owner>.<submissionId>`, `iwl.card.<owner>.<path>`.
 * A submission keeps its `submissionId` for life: the server stores it with what it wrote and answers a repeat
 * with the first answer (src/server/submissions.ts), so a resend after a lost answer is not a second result.
 */

/** The part of the Web Storage API this module uses. */
export type KeyValueStore = {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

export type OutboxItem<P = unknown> = {
  /** idempotency key sent with the submission; the server honours it */
  submissionId: string;
  /** which form queued it, e.g. "add-player:<slug>"; only that form knows how to send it */
  form: string;
  payload: P;
  queuedAt: number;
  attempts: number;
};

const PREFIX = "iwl.";
const kinds = ["draft", "outbox", "card"] as const;
export type EntryKind = (typeof kinds)[number];

const keyOf = (kind: EntryKind, owner: string, rest: string) => `${PREFIX}${kind}.${encodeURIComponent(owner)}.${rest}`;

function readJson<T>(store: KeyValueStore, key: string): T | null {
  const raw = store.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    store.removeItem(key); // a damaged entry is worth less than a working form
    return null;
  }
}

/** setItem that survives a full or disabled storage (private mode): losing the copy must not break the form. */
function writeJson(store: KeyValueStore, key: string, value: unknown): boolean {
  try {
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

function keysWith(store: KeyValueStore, prefix: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const k = store.key(i);
    if (k !== null && k.startsWith(prefix)) out.push(k);
  }
  return out;
}

export function saveDraft(store: KeyValueStore, owner: string, form: string, value: unknown): boolean {
  return writeJson(store, keyOf("draft", owner, form), value);
}
export function loadDraft<T>(store: KeyValueStore, owner: string, form: string): T | null {
  return readJson<T>(store, keyOf("draft", owner, form));
}
/** Clears the draft and its idempotency key: the next save of this form is a new submission. */
export function clearDraft(store: KeyValueStore, owner: string, form: string): void {
  store.removeItem(keyOf("draft", owner, form));
  clearDraftSubmissionId(store, owner, form);
}

/**
 * The idempotency key of a form's draft (issue 22 §4): made the first time the draft is saved to the server, kept in
 * storage with the draft (a reload, a retap, a resend all carry the same key, so the server stores it once), and
 * dropped only when the server accepted it (or the draft is cleared). Without storage, a fresh key each time.
 */
export function draftSubmissionId(
  store: KeyValueStore,
  owner: string,
  form: string,
  make: () => string = newSubmissionId,
): string {
  const key = keyOf("draft", owner, `${form}#submission`);
  const kept = readJson<unknown>(store, key);
  if (typeof kept === "string" && kept.length > 0) return kept;
  const id = make();
  writeJson(store, key, id);
  return id;
}
export function clearDraftSubmissionId(store: KeyValueStore, owner: string, form: string): void {
  store.removeItem(keyOf("draft", owner, `${form}#submission`));
}

export function enqueue<P>(
  store: KeyValueStore,
  owner: string,
  item: Omit<OutboxItem<P>, "attempts" | "queuedAt"> & { queuedAt?: number },
): boolean {
  const existing = readJson<OutboxItem<P>>(store, keyOf("outbox", owner, item.submissionId));
  return writeJson(store, keyOf("outbox", owner, item.submissionId), {
    ...item,
    queuedAt: existing?.queuedAt ?? item.queuedAt ?? Date.now(),
    attempts: existing?.attempts ?? 0,
  });
}

/** The owner's queued submissions of one form, oldest first. */
export function pending<P>(store: KeyValueStore, owner: string, form: string): OutboxItem<P>[] {
  return keysWith(store, keyOf("outbox", owner, ""))
    .map((k) => readJson<OutboxItem<P>>(store, k))
    .filter((i): i is OutboxItem<P> => i !== null && i.form === form)
    .sort((a, b) => a.queuedAt - b.queuedAt);
}

export function dequeue(store: KeyValueStore, owner: string, submissionId: string): void {
  store.removeItem(keyOf("outbox", owner, submissionId));
}

/** What one attempt to send a queued submission gave: an answer from the server (ok or refused) or no answer. */
export type SendOutcome = "answered" | "unreachable";

/**
 * Sends the owner's queued submissions of a form one at a time, oldest first. An answered one leaves the outbox
 * (a refusal too: the form shows it, the draft keeps the typing); the first unreachable one stops the run, keeping
 * it and everything after it for the next try. Returns how many were answered.
 */
export async function flush<P>(
  store: KeyValueStore,
  owner: string,
  form: string,
  send: (item: OutboxItem<P>) => Promise<SendOutcome>,
): Promise<number> {
  let answered = 0;
  for (const item of pending<P>(store, owner, form)) {
    writeJson(store, keyOf("outbox", owner, item.submissionId), { ...item, attempts: item.attempts + 1 });
    const outcome = await send(item);
    if (outcome === "unreachable") break;
    dequeue(store, owner, item.submissionId);
    answered++;
  }
  return answered;
}

export function saveCard(store: KeyValueStore, owner: string, path: string, card: unknown): boolean {
  return writeJson(store, keyOf("card", owner, path), card);
}
export function loadCard<T>(store: KeyValueStore, owner: string, path: string): T | null {
  return readJson<T>(store, keyOf("card", owner, path));
}

/**
 * Sign-out or another person signing in: removes every opened card (secrets), and the drafts and queued
 * submissions of anyone but `keepOwner` (null: of everyone). Returns how many entries were removed.
 */
export function forgetOthers(store: KeyValueStore, keepOwner: string | null): number {
  const mine = keepOwner === null ? null : `.${encodeURIComponent(keepOwner)}.`;
  const doomed = keysWith(store, PREFIX).filter((k) => {
    const kind = kinds.find((x) => k.startsWith(`${PREFIX}${x}.`));
    if (!kind) return false;
    if (kind === "card") return true;
    return mine === null || !k.startsWith(`${PREFIX}${kind}${mine}`);
  });
  for (const k of doomed) store.removeItem(k);
  return doomed.length;
}

/**
 * A failed server-action call that never got an answer: the browser's fetch TypeError ("Failed to fetch" in
 * Chromium, "NetworkError when attempting to fetch resource." in Firefox, "Load failed" in Safari), or any
 * failure while the browser says it is offline.
 */
export function isNetworkFailure(error: unknown, online: boolean): boolean {
  if (!online) return true;
  if (!(error instanceof TypeError)) return false;
  return /failed to fetch|networkerror|load failed|network request failed|fetch failed/i.test(error.message);
}

/** A fresh idempotency key (crypto.randomUUID where available: secure contexts, which the app requires). */
export function newSubmissionId(random: () => string = () => crypto.randomUUID()): string {
  return random();
}
