// One icon of the page's sprite (icon-sprite.tsx, in the root layout). Decorative: the control
// around it carries the words.
export type IconName = "heart" | "compare" | "bag" | "minus" | "plus" | "close" | "eye";

export function Icon({ name, size = 20, filled = false, className }: { name: IconName; size?: number; filled?: boolean; className?: string }) {
  return (
    <svg width={size} height={size} fill={filled ? "currentColor" : "none"} aria-hidden="true" focusable="false" className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
