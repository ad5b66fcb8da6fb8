// How the admin screens name a customer: "Olivia Martin", else their email, else `fallback`.
export function customerName(c: { firstName: string; lastName: string; email: string }, fallback: string): string {
  return `${c.firstName} ${c.lastName}`.trim() || c.email || fallback;
}
