// Each action is one endpoint (issue 24 §7): the function defineAction returns answers both `action(input)` and the
// `(previous, input)` call of React's useActionState. The previous answer is the client's to send, so it is never
// read; the caller is authenticated before any argument is, and any other call shape answers, never throws.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineAction } from "@/server/action";
import { createUser } from "../support/factories";
import { signInAs, signOut } from "../support/session";

const schema = z.object({ name: z.string().min(2) });
const parse = vi.spyOn(schema, "safeParseAsync");
const written: string[] = [];
const greet = defineAction({
  schema,
  authorize: async () => null,
  write: async ({ input }) => {
    written.push(input.name);
    return `hello ${input.name}`;
  },
});
/** The same action as a client calls it over HTTP: any number of arguments of any kind. */
const call = greet as unknown as (...args: unknown[]) => Promise<unknown>;

function form(entries: [string, string][]): FormData {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}

/** An argument that records every look inside it. */
function watched() {
  const touched: string[] = [];
  const target = form([["name", "Ada"]]);
  const proxy = new Proxy(target, {
    get: (t, key) => (touched.push(String(key)), Reflect.get(t, key)),
    getPrototypeOf: (t) => (touched.push("prototype"), Reflect.getPrototypeOf(t)),
    ownKeys: (t) => (touched.push("keys"), Reflect.ownKeys(t)),
  });
  return { proxy, touched };
}

beforeEach(async () => {
  written.length = 0;
  parse.mockClear();
  signInAs(await createUser());
});

describe("defineAction's call shapes", () => {
  it("(input): the one argument is the input", async () => {
    expect(await greet(form([["name", "Ada"]]))).toEqual({ ok: true, data: "hello Ada" });
    expect(written).toEqual(["Ada"]);
  });

  it("(previous, input): the second argument is the input", async () => {
    const previous = { ok: true as const, data: "hello Bob" };
    expect(await greet(previous, form([["name", "Ada"]]))).toEqual({ ok: true, data: "hello Ada" });
    expect(await greet(null, { name: "Cy" })).toEqual({ ok: true, data: "hello Cy" });
    expect(written).toEqual(["Ada", "Cy"]);
  });

  it("(previous, input): a previous answer that would fail the schema is not parsed", async () => {
    // too short a name, a prototype key, a non-object: each would be refused if it were read as the input
    for (const previous of [form([["name", "x"]]), form([["__proto__", "x"]]), { name: 1 }, "garbage", 42]) {
      parse.mockClear();
      expect(await call(previous, { name: "Ada" })).toEqual({ ok: true, data: "hello Ada" });
      expect(parse).toHaveBeenCalledTimes(1);
      expect(parse.mock.calls[0][0]).toEqual({ name: "Ada" });
    }
  });

  it("(previous, input): a valid previous answer does not stand in for an invalid input", async () => {
    const answer = await call({ name: "Ada" }, { name: "x" });
    expect(answer).toMatchObject({ ok: false, formError: "checkFields", fieldErrors: { name: [expect.any(String)] } });
    expect(written).toEqual([]);
  });

  it.each([
    ["no argument", []],
    ["three arguments", [null, { name: "Ada" }, { name: "Bob" }]],
    ["a previous answer and nothing else", [{ ok: true, data: "hello Bob" }, undefined]],
  ])("answers a bad request to %s, and writes nothing", async (_label, args) => {
    expect(await call(...args)).toEqual({ ok: false, formError: "badRequest" });
    expect(written).toEqual([]);
  });

  it("authenticates before it reads any argument, in either shape", async () => {
    signOut();
    const input = watched();
    const previous = watched();
    expect(await call(input.proxy)).toEqual({ ok: false, formError: "signInRequired" });
    expect(await call(previous.proxy, input.proxy)).toEqual({ ok: false, formError: "signInRequired" });
    expect(input.touched).toEqual([]);
    expect(previous.touched).toEqual([]);
    expect(parse).not.toHaveBeenCalled();
  });

  it("never looks inside the previous answer of a signed-in caller", async () => {
    const previous = watched();
    expect(await call(previous.proxy, { name: "Ada" })).toEqual({ ok: true, data: "hello Ada" });
    expect(previous.touched).toEqual([]);
  });
});
