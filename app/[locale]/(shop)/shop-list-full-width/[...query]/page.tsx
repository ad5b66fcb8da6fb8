import { listingRoute } from "@/components/listing/listing-route";

// One preset of the table of layouts (components/listing/layouts.ts) on the shared listing engine.
// proxy.ts rewrites /shop-list-full-width?… here: static per query (see listing-route.tsx).
export const ensureStatic = "navigation";

const route = listingRoute("shop-list-full-width");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
