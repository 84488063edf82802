// Issue 22 §4: every game's new-night form kept its draft under `play:<slug>:new`, so a Julius Caesar form opened with
// the 3 seats of a Nero night. A draft belongs to its league, season and system.
import { describe, expect, it } from "vitest";
import { playDraftName } from "@/lib/offline/draft-names";
import { draftSubmissionId, loadDraft, saveDraft, type KeyValueStore } from "@/lib/offline/outbox";

function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe("the new-play form's draft name", () => {
  it("differs between seasons, systems and leagues, and is stable for one of them", () => {
    const nero = playDraftName({ slug: "club", seasonEdition: 3, systemId: "nero" });
    expect(playDraftName({ slug: "club", seasonEdition: 3, systemId: "nero" })).toBe(nero);
    const others = [
      playDraftName({ slug: "club", seasonEdition: 4, systemId: "julius-caesar" }),
      playDraftName({ slug: "club", seasonEdition: 4, systemId: "nero" }),
      playDraftName({ slug: "club", seasonEdition: 3, systemId: "julius-caesar" }),
      playDraftName({ slug: "other", seasonEdition: 3, systemId: "nero" }),
    ];
    expect(new Set([nero, ...others]).size).toBe(5);
    expect(playDraftName({ slug: "club", seasonEdition: 3, systemId: "nero", gameId: "g1" })).toBe("play:club:g1");
  });

  it("a Nero night's draft and key do not open in the Julius Caesar form", () => {
    const store = memoryStore();
    const nero = playDraftName({ slug: "club", seasonEdition: 3, systemId: "nero" });
    const caesar = playDraftName({ slug: "club", seasonEdition: 4, systemId: "julius-caesar" });
    saveDraft(store, "u1", nero, { seats: 3 });
    const key = draftSubmissionId(store, "u1", nero);
    expect(loadDraft(store, "u1", caesar)).toBeNull();
    expect(draftSubmissionId(store, "u1", caesar)).not.toBe(key);
  });
});
