// Offline-safe forms, the pure part (decision 0025): drafts and the outbox kept per owner, sent once, forgotten
// at sign-out; and what counts as "no answer" from a server action.
import { describe, expect, it } from "vitest";
import {
  clearDraft,
  clearDraftSubmissionId,
  draftSubmissionId,
  dequeue,
  enqueue,
  flush,
  forgetOthers,
  isNetworkFailure,
  loadCard,
  loadDraft,
  pending,
  saveCard,
  saveDraft,
  type KeyValueStore,
  type OutboxItem,
} from "@/lib/offline/outbox";

/** localStorage over a Map, with an optional quota to simulate a full or disabled storage. */
function memoryStore(quota = Infinity): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (map.size >= quota && !map.has(k)) throw new DOMException("full", "QuotaExceededError");
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
  };
}

const item = (submissionId: string, form = "player:lega:new", payload: unknown = { displayName: submissionId }) => ({
  submissionId,
  form,
  payload,
});

describe("drafts", () => {
  it("keeps what was typed per owner and form, and clears it", () => {
    const store = memoryStore();
    saveDraft(store, "u1", "play:lega:new", { notes: "Anna vince" });
    expect(loadDraft(store, "u1", "play:lega:new")).toEqual({ notes: "Anna vince" });
    expect(loadDraft(store, "u2", "play:lega:new")).toBeNull();
    expect(loadDraft(store, "u1", "player:lega:new")).toBeNull();
    clearDraft(store, "u1", "play:lega:new");
    expect(loadDraft(store, "u1", "play:lega:new")).toBeNull();
  });

  it("drops a damaged entry instead of breaking the form", () => {
    const store = memoryStore();
    saveDraft(store, "u1", "f", { a: 1 });
    const key = [...store.map.keys()][0];
    store.setItem(key, "{not json");
    expect(loadDraft(store, "u1", "f")).toBeNull();
    expect(store.map.has(key)).toBe(false);
  });

  it("reports a full storage instead of throwing", () => {
    const store = memoryStore(0);
    expect(saveDraft(store, "u1", "f", { a: 1 })).toBe(false);
    expect(enqueue(store, "u1", item("s1"))).toBe(false);
  });
});

describe("the outbox", () => {
  it("lists an owner's queued submissions of one form, oldest first", () => {
    const store = memoryStore();
    enqueue(store, "u1", { ...item("b"), queuedAt: 2 });
    enqueue(store, "u1", { ...item("a"), queuedAt: 1 });
    enqueue(store, "u1", { ...item("c", "play:lega:new"), queuedAt: 0 });
    enqueue(store, "u2", { ...item("d"), queuedAt: 0 });
    expect(pending(store, "u1", "player:lega:new").map((i) => i.submissionId)).toEqual(["a", "b"]);
    dequeue(store, "u1", "a");
    expect(pending(store, "u1", "player:lega:new").map((i) => i.submissionId)).toEqual(["b"]);
  });

  it("keeps one entry per submission id: queuing it again does not make a second submission", () => {
    const store = memoryStore();
    enqueue(store, "u1", { ...item("s1"), queuedAt: 5 });
    enqueue(store, "u1", { ...item("s1", "player:lega:new", { displayName: "changed" }), queuedAt: 9 });
    const all = pending(store, "u1", "player:lega:new");
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ submissionId: "s1", queuedAt: 5, payload: { displayName: "changed" } });
  });

  it("sends each submission with its own id, removes the answered ones and keeps the rest after the first unreachable", async () => {
    const store = memoryStore();
    for (const [i, id] of ["s1", "s2", "s3"].entries()) enqueue(store, "u1", { ...item(id), queuedAt: i });
    const sent: string[] = [];
    const answered = await flush(store, "u1", "player:lega:new", async (it: OutboxItem) => {
      sent.push(it.submissionId);
      return it.submissionId === "s2" ? "unreachable" : "answered";
    });
    expect(answered).toBe(1);
    expect(sent).toEqual(["s1", "s2"]); // s3 waits: order is kept
    const left = pending(store, "u1", "player:lega:new");
    expect(left.map((i) => [i.submissionId, i.attempts])).toEqual([
      ["s2", 1],
      ["s3", 0],
    ]);

    const again: string[] = [];
    expect(await flush(store, "u1", "player:lega:new", async (it) => (again.push(it.submissionId), "answered"))).toBe(
      2,
    );
    expect(again).toEqual(["s2", "s3"]); // the same ids again: the server answers a repeat with the first result
    expect(pending(store, "u1", "player:lega:new")).toEqual([]);
    expect(await flush(store, "u1", "player:lega:new", async () => "answered")).toBe(0);
  });

  it("removes a refused submission too (the form shows the refusal; the draft keeps the typing)", async () => {
    const store = memoryStore();
    enqueue(store, "u1", item("s1"));
    await flush(store, "u1", "player:lega:new", async () => "answered");
    expect(pending(store, "u1", "player:lega:new")).toEqual([]);
  });

  it("never sends one owner's submissions for another", async () => {
    const store = memoryStore();
    enqueue(store, "u1", item("s1"));
    const sent: string[] = [];
    await flush(store, "u2", "player:lega:new", async (it) => (sent.push(it.submissionId), "answered"));
    expect(sent).toEqual([]);
    expect(pending(store, "u1", "player:lega:new")).toHaveLength(1);
  });
});

describe("forgetting at sign-out or when someone else signs in", () => {
  function filled() {
    const store = memoryStore();
    saveCard(store, "u1", "/l/lega/games/g1", { title: "secret of u1" });
    saveCard(store, "u2", "/l/lega/games/g1", { title: "secret of u2" });
    saveDraft(store, "u1", "f", { a: 1 });
    saveDraft(store, "u2", "f", { a: 2 });
    enqueue(store, "u1", item("s1"));
    enqueue(store, "u2", item("s2"));
    store.setItem("NEXT_LOCALE_other_app_key", "kept");
    return store;
  }

  it("sign-out of u1: every card goes, u1's own drafts and queue stay for their return, others' go", () => {
    const store = filled();
    forgetOthers(store, "u1");
    expect(loadCard(store, "u1", "/l/lega/games/g1")).toBeNull();
    expect(loadCard(store, "u2", "/l/lega/games/g1")).toBeNull();
    expect(loadDraft(store, "u1", "f")).toEqual({ a: 1 });
    expect(loadDraft(store, "u2", "f")).toBeNull();
    expect(pending(store, "u1", "player:lega:new")).toHaveLength(1);
    expect(pending(store, "u2", "player:lega:new")).toHaveLength(0);
    expect(store.getItem("NEXT_LOCALE_other_app_key")).toBe("kept");
  });

  it("nobody kept: everything of this module goes, nothing else", () => {
    const store = filled();
    expect(forgetOthers(store, null)).toBe(6);
    expect([...store.map.keys()]).toEqual(["NEXT_LOCALE_other_app_key"]);
  });

  it("an owner id that is a prefix of another does not keep the other's drafts", () => {
    const store = memoryStore();
    saveDraft(store, "u1", "f", 1);
    saveDraft(store, "u10", "f", 10);
    forgetOthers(store, "u1");
    expect(loadDraft(store, "u1", "f")).toBe(1);
    expect(loadDraft(store, "u10", "f")).toBeNull();
  });

  it("a card is read back only by its owner and for its page", () => {
    const store = memoryStore();
    saveCard(store, "u1", "/l/lega/games/g1", { title: "t" });
    expect(loadCard(store, "u1", "/l/lega/games/g1")).toEqual({ title: "t" });
    expect(loadCard(store, "u2", "/l/lega/games/g1")).toBeNull();
    expect(loadCard(store, "u1", "/l/lega/games/g2")).toBeNull();
  });
});

describe("a server action call that got no answer", () => {
  it.each([
    ["Chromium", new TypeError("Failed to fetch"), true],
    ["Firefox", new TypeError("NetworkError when attempting to fetch resource."), true],
    ["Safari", new TypeError("Load failed"), true],
    ["a bug in the form", new TypeError("Cannot read properties of undefined (reading 'x')"), false],
    ["a server error", new Error("An unexpected response was received from the server."), false],
  ])("%s while online", (_label, error, expected) => {
    expect(isNetworkFailure(error, true)).toBe(expected);
  });

  it("anything while the browser says it is offline", () => {
    expect(isNetworkFailure(new Error("whatever"), false)).toBe(true);
  });
});

describe("a draft's idempotency key (issue 22 §4)", () => {
  let n = 0;
  const make = () => `key-${++n}`;

  it("is made with the draft and kept across saves and reloads (the stored copy is all a reload has)", () => {
    const store = memoryStore();
    saveDraft(store, "u1", "play:club:1:nero:new", { seats: 4 });
    const first = draftSubmissionId(store, "u1", "play:club:1:nero:new", make);
    // a retap, then a reload: a new page reads the same storage
    expect(draftSubmissionId(store, "u1", "play:club:1:nero:new", make)).toBe(first);
    const reloaded: KeyValueStore = {
      ...store,
      get length() {
        return store.map.size;
      },
    };
    expect(draftSubmissionId(reloaded, "u1", "play:club:1:nero:new", make)).toBe(first);
  });

  it("is new only after a successful save cleared the draft", () => {
    const store = memoryStore();
    const first = draftSubmissionId(store, "u1", "result:club:g1", make);
    clearDraft(store, "u1", "result:club:g1");
    const second = draftSubmissionId(store, "u1", "result:club:g1", make);
    expect(second).not.toBe(first);
    clearDraftSubmissionId(store, "u1", "result:club:g1");
    expect(draftSubmissionId(store, "u1", "result:club:g1", make)).not.toBe(second);
  });

  it("is per owner and per form, and forgotten with the owner's drafts", () => {
    const store = memoryStore();
    const a = draftSubmissionId(store, "u1", "play:club:1:nero:new", make);
    expect(draftSubmissionId(store, "u1", "play:club:2:caesar:new", make)).not.toBe(a);
    expect(draftSubmissionId(store, "u2", "play:club:1:nero:new", make)).not.toBe(a);
    forgetOthers(store, "u2");
    expect(draftSubmissionId(store, "u1", "play:club:1:nero:new", make)).not.toBe(a);
  });
});
