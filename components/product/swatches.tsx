"use client";
// A product card's colour dots. A client component so that the RSC payload carries each card's
// colours as a list ("#b9bcc2", ...) rather than each dot as an element (~90 bytes a dot, about
// 90 dots on the home page); the HTML is the same.
export function Swatches({ className, colors }: { className?: string; /** CSS colours; "" for a colour without a swatch. */ colors: string[] }) {
  return colors.map((swatch, i) => (
    // No title: the name link's overlay covers the card, so a tooltip would never show.
    <span key={i} aria-hidden="true" className={className} style={swatch ? { background: swatch } : undefined} />
  ));
}
