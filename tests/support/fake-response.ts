import { EventEmitter } from "node:events";

export type Answer = { status: number; headers: Record<string, string>; body: string };

/**
 * Just enough of Node's ServerResponse for the page caches (src/runtime/) to capture what "Next" answers: headers,
 * chunks, the end. `ended` resolves with the answer when the response closes: at its end, or when a test emits
 * "close" itself (the client went away).
 */
export class FakeResponse extends EventEmitter {
  statusCode = 200;
  headers: Record<string, string> = {};
  body = "";
  readonly ended: Promise<Answer>;

  constructor() {
    super();
    this.ended = new Promise((resolve) =>
      this.once("close", () => resolve({ status: this.statusCode, headers: this.headers, body: this.body })),
    );
  }
  setHeader(k: string, v: string) {
    this.headers[k.toLowerCase()] = v;
  }
  getHeader(k: string) {
    return this.headers[k.toLowerCase()];
  }
  getHeaders() {
    return { ...this.headers };
  }
  writeHead(status: number, headers: Record<string, string>) {
    this.statusCode = status;
    for (const [k, v] of Object.entries(headers)) this.setHeader(k, String(v));
  }
  write(chunk?: string) {
    if (chunk) this.body += chunk;
    return true;
  }
  end(chunk?: string) {
    if (chunk) this.body += chunk;
    this.emit("close");
  }
}
