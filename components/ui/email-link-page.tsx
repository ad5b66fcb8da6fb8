import "server-only";
// The page an email's link opens (lib/mail/link-token.ts: ?id=&token=), without an account:
// the newsletter's confirm and unsubscribe pages, a back-in-stock request's confirmation. Opening
// it changes nothing (mail scanners open links); its button POSTs the link's id and token to the
// route (lib/http/email-link-route.ts), which comes back here with the outcome (?done=...). A
// link that is not one of ours says so.
import { Suspense } from "react";
import { Link } from "@/components/ui/link";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { emailLinkSchema } from "@/lib/mail/link-token";
import { emailLinkHref } from "@/lib/routes";
import styles from "@/components/ui/page-intro.module.css";

type Query = Promise<Record<string, string | string[] | undefined>>;

export type EmailLinkTexts = {
  title: string;
  lead: string;
  button: string;
  /** The text of each outcome the route answers ("invalid" and "unavailable" among them). */
  outcomes: Record<string, string> & { invalid: string; unavailable: string };
  home: string;
  crumbs: { label: string; home: string };
};

/** `route`: where the button POSTs the link. */
export function EmailLinkPage({ texts, route, searchParams }: { texts: EmailLinkTexts; route: string; searchParams: Query }) {
  return (
    <div className="container">
      <div className={styles.intro}>
        <Breadcrumbs label={texts.crumbs.label} items={[{ label: texts.crumbs.home, href: "/" }, { label: texts.title }]} />
        <h1 className={styles.title}>{texts.title}</h1>
        <Suspense fallback={null}>
          <Body texts={texts} route={route} searchParams={searchParams} />
        </Suspense>
      </div>
    </div>
  );
}

async function Body({ texts, route, searchParams }: { texts: EmailLinkTexts; route: string; searchParams: Query }) {
  const query = await searchParams;
  const done = typeof query.done === "string" && Object.hasOwn(texts.outcomes, query.done) ? query.done : null;
  if (done) {
    return (
      <>
        <p className={styles.lead} role={done === "invalid" || done === "unavailable" ? "alert" : "status"}>
          {texts.outcomes[done]}
        </p>
        <p>
          <Link href="/">{texts.home}</Link>
        </p>
      </>
    );
  }
  const link = emailLinkSchema.safeParse({ id: query.id, token: query.token });
  if (!link.success) return <p className={styles.lead}>{texts.outcomes.invalid}</p>;
  return (
    <form method="post" action={emailLinkHref(route, link.data)}>
      <p className={styles.lead}>{texts.lead}</p>
      <input type="hidden" name="from" value="page" />
      <p>
        <button type="submit" className="button">
          {texts.button}
        </button>
      </p>
    </form>
  );
}
