import { Analytics as VercelAnalytics } from "@vercel/analytics/next";
import { analyticsEnabled } from "@/lib/analytics";

/** Page views on every navigation (the component watches the route), only where the service exists. */
export function Analytics() {
  return analyticsEnabled() ? <VercelAnalytics /> : null;
}
