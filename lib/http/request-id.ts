// A request's id: what ties the server's log lines of one request together, and what a client (or
// the proxy in front of us) may quote back. proxy.ts keeps a sane `x-request-id` it was sent (a
// load balancer's, a test's), else makes one; it passes it to the route in the request's headers
// and answers it in the response's. lib/log.ts reads it back for the request it runs in.
import { z } from "zod";

export const REQUEST_ID_HEADER = "x-request-id";

/** Short and plain, so that it can go into a log line or a header as it is. */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

export const newRequestId = (): string => crypto.randomUUID();

/** The id a request came with when it is sane, else a new one. */
export function requestIdOf(headers: Pick<Headers, "get">): string {
  const sent = requestIdSchema.safeParse(headers.get(REQUEST_ID_HEADER));
  return sent.success ? sent.data : newRequestId();
}
