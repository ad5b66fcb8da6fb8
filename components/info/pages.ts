/** The information pages: one message namespace each (title, intro, sections, facts), one path each. */
export const INFO_PAGES = {
  About: "/about",
  Contact: "/contact",
  Refund: "/refund",
  Buying: "/buying",
  Shipping: "/shipping",
} as const;
export type InfoNamespace = keyof typeof INFO_PAGES;
