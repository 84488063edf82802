// An action posted to a page that does not list it is forwarded by Next to a page that does, over a request of its own
// to the server's own address. The per-client budgets (decision 0036) must still count the client that sent it, not
// the server's loopback address: each client below connects from an address of its own on the loopback network.
import http from "node:http";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "../fixtures";
import { query } from "../support/database";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const manifest = JSON.parse(
  fs.readFileSync(path.join(process.env.NEXT_DIST_DIR ?? ".next", "server", "server-reference-manifest.json"), "utf8"),
) as { node: Record<string, { filename: string; exportedName: string; workers: Record<string, unknown> }> };
const [acceptInvite, entry] = Object.entries(manifest.node).find(([, v]) => v.exportedName === "acceptInvite")!;

/** Posts acceptInvite with an unknown token from `from`, to `url`; the action's answer (the last row of the reply). */
function redeem(from: string, url: string): Promise<{ ok: boolean; formError?: string }> {
  const token = randomBytes(32).toString("base64url");
  const password = "a-long-password-1";
  const body = JSON.stringify([
    { token, name: "Nessuno", email: "nessuno@example.com", password, confirmPassword: password },
  ]);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: url.replace("<token>", token),
        method: "POST",
        localAddress: from,
        headers: {
          "next-action": acceptInvite,
          accept: "text/x-component",
          "content-type": "text/plain;charset=UTF-8",
          origin: `http://127.0.0.1:${PORT}`,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        res.on("end", () => {
          const row = text.trim().split("\n").at(-1) ?? "";
          try {
            resolve(JSON.parse(row.slice(row.indexOf(":") + 1)) as { ok: boolean; formError?: string });
          } catch {
            reject(new Error(`${res.statusCode} ${text.slice(0, 200)}`));
          }
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("an action forwarded from a page that does not list it counts against its own client, not the server", async () => {
  expect(Object.keys(entry.workers)).not.toContain("app/[locale]/page"); // the home page does not list it: forwarded
  const [attacker, neighbour] = ["127.0.0.2", "127.0.0.3"];
  for (let i = 0; i < 20; i++) expect((await redeem(attacker, "/")).formError).toBe("linkInvalid");
  // the attacker's budget is spent, on either page
  expect((await redeem(attacker, "/")).formError).toMatch(/^tooManyAttempts:/);
  expect((await redeem(attacker, "/invite/<token>")).formError).toMatch(/^tooManyAttempts:/);
  // another client's forwarded redeem is its own: an unknown link is "invalid", not "too many attempts"
  expect((await redeem(neighbour, "/")).formError).toBe("linkInvalid");
  const keys = (await query<{ key: string }>(`SELECT "key" FROM "LoginThrottle"`)).map((r) => r.key);
  expect(keys).toEqual(expect.arrayContaining([`link:${attacker}`, `link:${neighbour}`]));
});
