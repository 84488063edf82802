import { createHash, randomBytes } from "node:crypto";

const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");

/** Public commitment of a seat: SHA-256 hex of (objective id + salt). Anyone can re-check it once the game is finished. */
export const commitmentOf = (objectiveId: string, salt: string) => sha256(objectiveId + salt);

export const newSalt = () => randomBytes(16).toString("hex");

// Crockford base32 without I, L, O, U: easy to read aloud and type on a phone.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REVEAL_TOKEN_LENGTH = 20; // 100 bits

/** A per-seat reveal token (unguessable; only its hash is stored). */
export function newRevealToken(): string {
  const bytes = randomBytes(REVEAL_TOKEN_LENGTH);
  let out = "";
  for (const b of bytes) out += ALPHABET[b & 31];
  return out;
}

/** Accepts what a person types: lower case, spaces or dashes between groups. */
export function normaliseRevealToken(raw: string): string | null {
  const t = raw.toUpperCase().replace(/[\s-]/g, "");
  return t.length === REVEAL_TOKEN_LENGTH && [...t].every((c) => ALPHABET.includes(c)) ? t : null;
}

export const revealTokenHash = (token: string) => sha256(`reveal:${token}`);

/** "ABCDE-FGHJK-…" for display. */
export const formatRevealToken = (token: string) => token.match(/.{1,5}/g)!.join("-");
