import { listingRoute } from "@/components/shop/listing-route";

// One preset of the table of layouts (components/shop/layouts.ts) on the shared listing engine.
const route = listingRoute("shop-grid-right-sidebar");
export const generateMetadata = route.generateMetadata;
export default route.Page;
