import { describe, expect, it } from "vitest";
import {
  actionBodyKind,
  checkFormPost,
  checkMultipartReply,
  checkOrigin,
  checkTextReply,
} from "@/lib/forms/server-action-request";

describe("origin check", () => {
  it.each([
    ["no Origin (not a browser)", null, "app.example", null, true],
    ["same host", "https://app.example", "app.example", null, true],
    ["same forwarded host", "https://app.example", "internal:3000", "app.example", true],
    ["another site", "https://evil.example", "app.example", null, false],
    ["an opaque origin", "null", "app.example", null, false],
    ["a malformed Origin", "not a url", "app.example", null, false],
    ["no Host to compare with", "https://app.example", null, null, false],
  ])("%s", (_label, origin, host, forwarded, ok) => {
    expect(checkOrigin(origin, host, forwarded).ok).toBe(ok);
  });
});

describe("action bodies", () => {
  it.each([
    ["text/plain;charset=UTF-8", "text"],
    ["multipart/form-data; boundary=x", "multipart"],
    ["application/json", null],
    [null, null],
  ])("content type %s is %s", (type, kind) => expect(actionBodyKind(type)).toBe(kind));

  it.each([
    ['["en"]', true],
    ['[{"slug":"x","gameId":"y","at":"$D2026-01-01T00:00:00.000Z","n":"$undefined","s":"$$dollar"}]', true],
    ["garbage{", false],
    ["", false],
    ["42", false],
    ['{"a":1}', false],
    ['["$1"]', false],
    ['[{"a":{"b":1},"c":"$0:0:a"}]', true],
    ['["$F1"]', false],
    ['[{"__proto__":{"x":1}}]', false],
    ['[{"a":{"constructor":{"prototype":1}}}]', false],
    ["[".repeat(100) + "]".repeat(100), false],
  ])("text reply %s → %s", (body, ok) => expect(checkTextReply(body).ok).toBe(ok));

  it.each<[string, [string, unknown][], boolean]>([
    // React sends a FormData argument's entries as `_<ref>_<name>` next to the `$K<ref>` that points at them
    [
      "a form argument",
      [
        ["0", '[null,"$K1"]'],
        ["_1_leagueSlug", "x"],
        ["_1_name", "y"],
      ],
      true,
    ],
    [
      "a form argument's __proto__ entry",
      [
        ["0", '[null,"$K1"]'],
        ["_1___proto__", "x"],
        ["_1_leagueSlug", "x"],
      ],
      false,
    ],
    [
      "a form argument's constructor entry",
      [
        ["0", '[null,"$Ka"]'],
        ["_a_constructor", "x"],
      ],
      false,
    ],
    [
      "a form argument's prototype entry",
      [
        ["0", '[null,"$K1"]'],
        ["_1_prototype", "x"],
      ],
      false,
    ],
    [
      "a blob that exists",
      [
        ["0", '["$B1"]'],
        ["1", new Blob(["x"])],
      ],
      true,
    ],
    ["a reference to a missing row", [["0", '["$1"]']], false],
    ["no argument row", [["1_name", "y"]], false],
    [
      "a __proto__ field",
      [
        ["0", '[null,"$K1"]'],
        ["1___proto__", "x"],
      ],
      false,
    ],
    [
      "a bare constructor field",
      [
        ["0", "[]"],
        ["constructor", "x"],
      ],
      false,
    ],
    ["a broken row", [["0", "[null,"]], false],
  ])("multipart reply with %s", (_label, fields, ok) => expect(checkMultipartReply(fields).ok).toBe(ok));

  it("refuses prototype field names in a plain form post", () => {
    expect(checkFormPost([["name", "x"]]).ok).toBe(true);
    expect(checkFormPost([["prototype", "x"]]).ok).toBe(false);
    expect(checkFormPost([["$ACTION_1:__proto__", "x"]]).ok).toBe(false);
    expect(checkFormPost([["_1___proto__", "x"]]).ok).toBe(false);
  });
});
