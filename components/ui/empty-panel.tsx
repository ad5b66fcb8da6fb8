// The empty states' panel: a small drawing, a heading, a line of text and the ways on (links or
// buttons, given as children). An empty cart, wishlist or compare list and the checkout without
// lines show the bag; a listing without results shows the empty box.
import type { ReactNode, Ref } from "react";
import styles from "./empty-panel.module.css";

type Props = {
  art: "bag" | "box";
  title: string;
  text: string;
  /** h2 on a screen of its own, h3 inside a listing. */
  heading?: "h2" | "h3";
  /** The heading, which takes focus when the last line of a list is removed. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

export function EmptyPanel({ art, title, text, heading: Heading = "h2", headingRef, children }: Props) {
  return (
    <div className={styles.panel}>
      {art === "bag" ? <BagArt /> : <BoxArt />}
      <Heading className={styles.title} ref={headingRef} tabIndex={-1}>
        {title}
      </Heading>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>{children}</div>
    </div>
  );
}

function BagArt() {
  return (
    <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" focusable="false" className={styles.art}>
      <ellipse cx="48" cy="64" rx="34" ry="6" fill="#f3ece5" />
      <path d="M24 26h48l-4 30H28z" fill="#fde8ec" />
      <path d="M38 26v-4a10 10 0 0 1 20 0v4" stroke="#a1344e" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="40" cy="40" r="2.5" fill="#a1344e" />
      <circle cx="56" cy="40" r="2.5" fill="#a1344e" />
      <path d="M42 47q6 4 12 0" stroke="#a1344e" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

function BoxArt() {
  return (
    <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" focusable="false" className={styles.art}>
      <ellipse cx="48" cy="64" rx="34" ry="6" fill="#f3ece5" />
      <rect x="20" y="18" width="56" height="40" rx="10" fill="#e5effb" />
      <path d="M20 30h56" stroke="#9cc3ea" strokeWidth="3" />
      <circle cx="38" cy="42" r="3" fill="#2a5a8c" />
      <circle cx="58" cy="42" r="3" fill="#2a5a8c" />
      <path d="M42 51q6-4 12 0" stroke="#2a5a8c" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
