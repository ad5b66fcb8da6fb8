// The local mail inbox (maildev, started by the stack) read through its REST API: what the shop
// really sent over SMTP, as a mail client would receive it.
type Address = { address: string; name: string };
export type InboxMessage = {
  id: string;
  subject: string;
  from: Address[];
  to: Address[];
  /** Header names in lower case. */
  headers: Record<string, string>;
  messageId: string;
  text: string;
  html: string;
  envelope: { from: Address; to: Address[] };
};

function inboxUrl(): string {
  const url = process.env.MAIL_INBOX_URL;
  if (!url) throw new Error("MAIL_INBOX_URL is not set: run integration tests through jest's integration project (global-setup.ts)");
  return url;
}

export async function inboxMessages(): Promise<InboxMessage[]> {
  const res = await fetch(`${inboxUrl()}/email`);
  if (!res.ok) throw new Error(`GET /email: ${res.status}`);
  return (await res.json()) as InboxMessage[];
}

/** A message's source as it came over SMTP, headers and all. */
export async function messageSource(id: string): Promise<string> {
  const res = await fetch(`${inboxUrl()}/email/${encodeURIComponent(id)}/source`);
  if (!res.ok) throw new Error(`GET /email/${id}/source: ${res.status}`);
  return res.text();
}

/** The messages delivered to `address` (envelope recipients: Bcc included). */
export const deliveredTo = (messages: InboxMessage[], address: string) =>
  messages.filter((m) => m.envelope.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));

/**
 * Wait until the inbox holds at least `count` messages delivered to each of `addresses`
 * (maildev stores a message a moment after its SMTP server accepted it), then return them all.
 */
export async function waitForDelivery(addresses: readonly string[], count = 1, timeoutMs = 20_000): Promise<InboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await inboxMessages();
    const missing = addresses.filter((a) => deliveredTo(messages, a).length < count);
    if (missing.length === 0) return messages;
    if (Date.now() > deadline) throw new Error(`no message for ${missing.slice(0, 5).join(", ")}${missing.length > 5 ? ` and ${missing.length - 5} more` : ""} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
