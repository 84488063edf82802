// The data versions behind every cache in front of Next (src/runtime/data-version.ts, decision 0055).
import { afterEach, describe, expect, it } from "vitest";
import {
  batchedReader,
  bumpLocalVersions,
  EPOCH_SCOPE,
  localStamp,
  pageScope,
  setVersionReader,
  versionScopes,
  versionStamp,
} from "../../../src/runtime/data-version";

afterEach(() => setVersionReader(null));

describe("the scopes a write bumps", () => {
  it.each([
    ["a result in one league", { leagues: ["north"], users: [] }, ["*", "l:north"]],
    ["a password change", { leagues: [], users: ["u1"] }, ["*", "u:u1"]],
    ["a removal, named twice", { leagues: ["b", "a", "a"], users: ["x"] }, ["*", "l:a", "l:b", "u:x"]],
    ["a write outside leagues", { leagues: [], users: [] }, ["*"]],
  ])("%s", (_label, scope, expected) => {
    expect(versionScopes(scope)).toEqual(expected);
  });

  it("a page outside leagues depends on every write, a league's page on its league's", () => {
    expect(pageScope(null)).toBe("*");
    expect(pageScope("north")).toBe("l:north");
  });
});

describe("stamps", () => {
  it("without a reader, this process's own counters: a write here changes its leagues' stamps only", () => {
    const north = localStamp(["l:north"]);
    const south = localStamp(["l:south"]);
    const outside = localStamp(["*"]);
    bumpLocalVersions(["north"]);
    expect(localStamp(["l:north"])).not.toBe(north);
    expect(localStamp(["l:south"])).toBe(south);
    expect(localStamp(["*"])).not.toBe(outside);
    bumpLocalVersions(); // everything
    expect(localStamp(["l:south"])).not.toBe(south);
  });

  it("with a reader, the database's epoch and versions (a missing row is 0), and null when it cannot say", async () => {
    setVersionReader(async () => new Map([["l:north", 3]]));
    expect(await versionStamp(["l:north", "u:x"])).toBe("db.0.3.0");
    // the same counters in another epoch (a wipe, a restore, an import, a server's start) are another stamp
    setVersionReader(
      async () =>
        new Map([
          ["l:north", 3],
          [EPOCH_SCOPE, 77],
        ]),
    );
    expect(await versionStamp(["l:north", "u:x"])).toBe("db.77.3.0");
    setVersionReader(async () => {
      throw new Error("database down");
    });
    expect(await versionStamp(["l:north"])).toBeNull();
  });
});

describe("batchedReader", () => {
  /** A query the test answers by hand, remembering what each call asked and when it began. */
  function manualQuery() {
    const calls: { scopes: string[]; answer: (m: Map<string, number>) => void }[] = [];
    const query = (scopes: string[]) => new Promise<Map<string, number>>((answer) => calls.push({ scopes, answer }));
    return { calls, query };
  }

  it("a request arriving while a query runs waits for the next one (read after it arrived), shared by all who wait", async () => {
    const { calls, query } = manualQuery();
    const read = batchedReader(query);
    const first = read(["l:a"]);
    expect(calls).toHaveLength(1);
    const second = read(["l:b"]);
    const third = read(["l:a", "u:x"]);
    expect(calls).toHaveLength(1); // no second query while the first runs
    calls[0].answer(new Map([["l:a", 1]]));
    expect(await first).toEqual(new Map([["l:a", 1]]));
    await Promise.resolve();
    expect(calls).toHaveLength(2);
    expect(calls[1].scopes.sort()).toEqual(["l:a", "l:b", "u:x"]);
    calls[1].answer(
      new Map([
        ["l:a", 2],
        ["l:b", 7],
      ]),
    );
    expect((await second).get("l:b")).toBe(7);
    expect((await third).get("l:a")).toBe(2); // not the first query's 1: that one began before this request
  });

  it("a failed query fails its waiters only; the next request queries again", async () => {
    let n = 0;
    const read = batchedReader(async () => {
      if (++n === 1) throw new Error("connection lost");
      return new Map([["*", 5]]);
    });
    await expect(read(["*"])).rejects.toThrow("connection lost");
    expect((await read(["*"])).get("*")).toBe(5);
  });
});
