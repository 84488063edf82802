// The address the server writes into each request (src/server/auth/client-address-stamp.ts): the socket's, except on a
// request this process stamped itself (Next forwarding an action to another page over loopback, with the same headers).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_HEADER, createClientAddressStamp, SEAL_HEADER } from "../../../src/server/auth/client-address-stamp";

const stamp = createClientAddressStamp();
let server: http.Server;
let port = 0;

/** "/wrong" re-posts the request to "/right" with its headers, as Next forwards an action; "/right" says who sent it. */
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const address = stamp(req);
    if (req.url === "/right") return res.end(address);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k !== "host" && k !== "connection"));
    void fetch(`http://127.0.0.1:${port}/right`, { method: "POST", headers: headers as Record<string, string> })
      .then((r) => r.text())
      .then((text) => res.end(text));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function post(path: string, from: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method: "POST", localAddress: from, headers }, (res) => {
      let text = "";
      res.on("data", (c: Buffer) => (text += c.toString()));
      res.on("end", () => resolve(text));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("client address stamp", () => {
  it("is the socket's address", async () => {
    expect(await post("/right", "127.0.0.2")).toBe("127.0.0.2");
  });

  it("stays the sender's through a forward over loopback", async () => {
    expect(await post("/wrong", "127.0.0.2")).toBe("127.0.0.2");
    expect(await post("/wrong", "127.0.0.3")).toBe("127.0.0.3");
  });

  it.each([
    ["no seal", { [ADDRESS_HEADER]: "198.51.100.7" }],
    ["a made-up seal", { [ADDRESS_HEADER]: "198.51.100.7", [SEAL_HEADER]: "AAAA" }],
    [
      "another process's seal",
      (() => {
        const req = { headers: {}, socket: { remoteAddress: "198.51.100.7" } } as Parameters<typeof stamp>[0];
        createClientAddressStamp()(req);
        return req.headers as Record<string, string>;
      })(),
    ],
  ])("cannot be chosen by the client: %s", async (_label, headers) => {
    expect(await post("/right", "127.0.0.2", headers)).toBe("127.0.0.2");
    expect(await post("/wrong", "127.0.0.2", headers)).toBe("127.0.0.2");
  });

  it("a seal vouches for the address it was made for, and no other", async () => {
    const req = { headers: {}, socket: { remoteAddress: "127.0.0.3" } } as Parameters<typeof stamp>[0];
    stamp(req);
    const seal = String(req.headers[SEAL_HEADER]);
    expect(await post("/right", "127.0.0.2", { [ADDRESS_HEADER]: "127.0.0.3", [SEAL_HEADER]: seal })).toBe("127.0.0.3");
    expect(await post("/right", "127.0.0.2", { [ADDRESS_HEADER]: "127.0.0.4", [SEAL_HEADER]: seal })).toBe("127.0.0.2");
  });
});
