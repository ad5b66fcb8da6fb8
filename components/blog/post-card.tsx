import { Link } from "@/components/ui/link";
import { OptimizedImage } from "@/components/ui/optimized-image";
import type { PostSummary } from "@/lib/blog/query";
import { postHref } from "@/lib/routes";
import { useTranslations } from "next-intl";
import { blogCategoryLabel, langOf, postTexts } from "@/lib/blog/translations";
import { formatPostDate } from "./format";
import styles from "./blog.module.css";

type Props = {
  post: PostSummary;
  locale: string;
  labels: { readMore: string; by: string };
  sizes: string;
  eager?: boolean;
  headingLevel?: 2 | 3;
};

/** A post in a list: cover, category and date, title (one link, covering the card), excerpt. */
export function PostCard({ post, locale, labels, sizes, eager = false, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = postHref(post.slug);
  const { title, excerpt } = postTexts(post, locale);
  const tCategory = useTranslations("BlogCategories");
  return (
    <article className={styles.card}>
      <div className={styles.cardImage}>
        <OptimizedImage
          src={post.image}
          alt=""
          width={1200}
          height={800}
          sizes={sizes}
          loading={eager ? "eager" : "lazy"}
          preload={eager}
        />
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardMeta}>
          <span className={styles.category}>{blogCategoryLabel(tCategory, post.category)}</span>
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, locale)}</time>
        </p>
        <Heading className={styles.cardTitle} lang={langOf(title, locale)}>
          <Link href={href} className={styles.cardLink}>
            {title.text}
          </Link>
        </Heading>
        <p className={styles.excerpt} lang={langOf(excerpt, locale)}>
          {excerpt.text}
        </p>
        <p className={styles.cardFooter}>
          <span>{labels.by}</span>
          {/* The title's link covers the whole card; this is only its visible cue. */}
          <span className={styles.readMore} aria-hidden="true">
            {labels.readMore} →
          </span>
        </p>
      </div>
    </article>
  );
}
