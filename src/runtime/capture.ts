// The one place that copies a response while Next writes it (both caches in front of Next keep what it sent).
import type { ServerResponse } from "node:http";

type Chunk = string | Uint8Array | null | undefined | ((error?: Error | null) => void);
type Encoding = BufferEncoding | ((error?: Error | null) => void) | undefined;

/**
 * Lets `res` answer as usual and, once it has ended, calls `done(body, res)` with every byte written to it (after the
 * client has it: `done` decides whether to keep a copy). `res.write`/`res.end` are restored at the end.
 */
export function captureResponse(res: ServerResponse, done: (body: Buffer, res: ServerResponse) => void): void {
  const chunks: Buffer[] = [];
  const write = res.write;
  const end = res.end;
  const keep = (chunk: Chunk, encoding: Encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
        : Buffer.from(chunk),
    );
  };
  res.write = function (this: ServerResponse, chunk: Chunk, encoding?: Encoding, callback?: unknown) {
    keep(chunk, encoding);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, encoding, callback);
  } as ServerResponse["write"];
  res.end = function (this: ServerResponse, chunk?: Chunk, encoding?: Encoding, callback?: unknown) {
    keep(chunk, encoding);
    res.write = write;
    res.end = end;
    const result = (end as (...a: unknown[]) => ServerResponse).call(this, chunk, encoding, callback);
    done(Buffer.concat(chunks), res);
    return result;
  } as ServerResponse["end"];
}
