// The client's address as the built server (src/runtime/serve.ts) writes it into every request, for per-client limits
// (read by ./client-address.ts, decision 0036; no "server-only": the server imports it outside React's bundles). Next
// answers an action posted to a page that does not list it by posting it again, with the same headers, to a page that
// does, through the server's own address: without more, that second request would be counted under the loopback
// address, one budget shared by every such client. So the address travels with a seal (HMAC with a key that lives only
// in this process): a request that carries an address with its seal is one this process stamped, and keeps the
// address; any other gets its socket's address.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const ADDRESS_HEADER = "x-client-address";
export const SEAL_HEADER = "x-client-address-seal";

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

/** A stamper with its own key: `stamp(req)` writes the address and its seal into `req.headers` and returns it. */
export function createClientAddressStamp(key: Buffer = randomBytes(32)) {
  const seal = (address: string) => createHmac("sha256", key).update(address, "utf8").digest();
  const sealed = (address: string | undefined, given: string | undefined) => {
    if (address === undefined || given === undefined) return false;
    const expected = seal(address);
    const actual = Buffer.from(given, "base64url");
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  return (req: Pick<IncomingMessage, "headers" | "socket">): string => {
    const carried = one(req.headers[ADDRESS_HEADER]);
    const address = sealed(carried, one(req.headers[SEAL_HEADER])) ? carried! : (req.socket.remoteAddress ?? "");
    req.headers[ADDRESS_HEADER] = address;
    req.headers[SEAL_HEADER] = seal(address).toString("base64url");
    return address;
  };
}
