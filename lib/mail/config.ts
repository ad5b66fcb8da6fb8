import "server-only";
// Where mail goes out and who it comes from, from the server's configuration (lib/env.ts).
import { serverEnv } from "@/lib/env";
import { siteUrl } from "@/lib/site-url";

export type MailConfig = {
  /** Unset: nothing is sent, messages wait in the outbox. */
  smtpUrl?: string;
  from?: string;
  /** The shop's inbox for "new order" messages; unset: none are written. */
  ordersEmail?: string;
  /** The right side of every Message-ID: the shop's own host name. */
  domain: string;
};

export function mailConfig(): MailConfig {
  const env = serverEnv();
  return {
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.MAIL_FROM ? { from: env.MAIL_FROM } : {}),
    ...(env.ORDERS_EMAIL ? { ordersEmail: env.ORDERS_EMAIL } : {}),
    domain: new URL(siteUrl()).hostname,
  };
}
