// A local Web Push service for integration tests: HTTPS on 127.0.0.1 with a certificate made for the test (openssl),
// which checks each request as a browser's push service does (the VAPID JWT signed with ES256 for this origin, RFC
// 8292; aes128gcm content, RFC 8291) and decrypts the payload with the subscription's own private key.
import { execFileSync } from "node:child_process";
import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import ece from "http_ece";

export type Received = { subscription: string; payload: Record<string, unknown>; topic: string | null; ttl: number };

export type FakeSubscription = {
  id: string;
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
};

export type PushService = {
  origin: string;
  /** PEM of the test certificate (for an https.Agent's `ca`, or NODE_EXTRA_CA_CERTS via `certFile`) */
  ca: string;
  certFile: string;
  received: Received[];
  /** problems with a request (bad signature, wrong audience, undecryptable): a test expects none */
  problems: string[];
  /** a new browser subscription at this service; `status` is what the service answers for it (410: gone) */
  subscribe: (status?: number) => FakeSubscription;
  close: () => Promise<void>;
};

const b64 = (buf: Buffer) => buf.toString("base64url");

function certificate(dir: string) {
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  return { key: fs.readFileSync(key, "utf8"), cert: fs.readFileSync(cert, "utf8"), certFile: cert };
}

/** Checks `vapid t=<jwt>, k=<key>`: an ES256 signature by k, this origin as audience, an expiry within a day. */
function vapidProblem(header: string | undefined, origin: string, expectedKey: string): string | null {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!m) return "no VAPID authorization";
  const [, jwt, k] = m;
  if (k !== expectedKey) return "a key other than the server's";
  const [h, p, s] = jwt.split(".");
  const point = Buffer.from(k, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: "jwk",
  });
  const ok = verify(
    "sha256",
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(s, "base64url"),
  );
  if (!ok) return "VAPID signature does not verify";
  const header_ = JSON.parse(Buffer.from(h, "base64url").toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(p, "base64url").toString()) as { aud?: string; exp?: number; sub?: string };
  if (header_.alg !== "ES256") return "not ES256";
  if (claims.aud !== origin) return `audience ${claims.aud}`;
  const now = Date.now() / 1000;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600 + 60) return "expiry out of range";
  if (!/^(mailto:|https:)/.test(claims.sub ?? "")) return "no subject";
  return null;
}

/** Listens on a free port of 127.0.0.1 (`origin` says which). */
export async function startPushService(opts: { vapidPublicKey: string; delayMs?: number }): Promise<PushService> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "push-service-"));
  const { key, cert, certFile } = certificate(dir);
  let origin = "";
  const subs = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string; status: number }>();
  const received: Received[] = [];
  const problems: string[] = [];
  const answer = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const id = /^\/push\/([a-z0-9]+)$/.exec(req.url ?? "")?.[1];
    const sub = id ? subs.get(id) : undefined;
    if (req.method !== "POST" || !id || !sub) return res.writeHead(404).end();
    const problem =
      vapidProblem(req.headers.authorization, origin, opts.vapidPublicKey) ??
      (req.headers["content-encoding"] !== "aes128gcm" ? "not aes128gcm" : null) ??
      (req.headers.ttl === undefined ? "no TTL" : null);
    if (problem) {
      problems.push(problem);
      return res.writeHead(401).end();
    }
    if (sub.status !== 201) return res.writeHead(sub.status).end();
    try {
      const plain = ece.decrypt(body, {
        version: "aes128gcm",
        privateKey: sub.ecdh,
        authSecret: sub.auth,
      });
      received.push({
        subscription: id,
        payload: JSON.parse(plain.toString("utf8")) as Record<string, unknown>,
        topic: (req.headers.topic as string | undefined) ?? null,
        ttl: Number(req.headers.ttl),
      });
      res.writeHead(201).end();
    } catch (e) {
      problems.push(`undecryptable: ${String(e)}`);
      res.writeHead(400).end();
    }
  };
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    // `delayMs`: a slow push service, answering each request that much later
    req.on("end", () => void setTimeout(() => answer(req, res, Buffer.concat(chunks)), opts.delayMs ?? 0));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const make = (id: string, ecdh: ReturnType<typeof createECDH>, auth: string, status: number): FakeSubscription => {
    subs.set(id, { ecdh, auth, status });
    return { id, json: { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64(ecdh.getPublicKey()), auth } } };
  };
  return {
    origin,
    ca: cert,
    certFile,
    received,
    problems,
    subscribe: (status = 201) => {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      return make(randomBytes(8).toString("hex"), ecdh, b64(randomBytes(16)), status);
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
