import { analyticsEnabled } from "@/lib/analytics";
import { VercelAnalytics } from "./vercel-analytics";

/** Page views on every navigation, only where the service exists (see lib/analytics.ts). */
export function Analytics() {
  return analyticsEnabled() ? <VercelAnalytics /> : null;
}
