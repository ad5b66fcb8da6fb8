// The stack's mail inbox (maildev) read through its REST API: what the shop really sent over
// SMTP, as a mail client would receive it. For integration tests and end-to-end specs.
type Address = { address: string; name: string };
export type InboxMessage = {
  id: string;
  subject: string;
  from: Address[];
  to: Address[];
  /** Header names in lower case. */
  headers: Record<string, string>;
  text: string;
  html: string;
  /** Who the SMTP server delivered it to (Bcc included). */
  envelope: { from: Address; to: Address[] };
};

/** The messages delivered to `address` (envelope recipients: Bcc included). */
export const deliveredTo = (messages: readonly InboxMessage[], address: string) =>
  messages.filter((m) => m.envelope.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));

/** The inbox at `baseUrl` (a stack's MAIL_INBOX_URL). */
export function inbox(baseUrl: string) {
  async function messages(): Promise<InboxMessage[]> {
    const res = await fetch(`${baseUrl}/email`);
    if (!res.ok) throw new Error(`GET ${baseUrl}/email: ${res.status}`);
    return (await res.json()) as InboxMessage[];
  }

  /** A message's source as it came over SMTP, headers and all. */
  async function source(id: string): Promise<string> {
    const res = await fetch(`${baseUrl}/email/${encodeURIComponent(id)}/source`);
    if (!res.ok) throw new Error(`GET ${baseUrl}/email/${id}/source: ${res.status}`);
    return res.text();
  }

  /**
   * Wait until the inbox holds at least `count` messages delivered to each of `addresses`
   * (maildev stores a message a moment after its SMTP server accepted it), then return them all.
   */
  async function waitForDelivery(addresses: readonly string[], count = 1, timeoutMs = 20_000): Promise<InboxMessage[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const all = await messages();
      const missing = addresses.filter((a) => deliveredTo(all, a).length < count);
      if (missing.length === 0) return all;
      if (Date.now() > deadline) {
        throw new Error(`no message for ${missing.slice(0, 5).join(", ")}${missing.length > 5 ? ` and ${missing.length - 5} more` : ""} within ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return { messages, source, waitForDelivery };
}
