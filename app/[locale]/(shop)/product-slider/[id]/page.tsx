import { productRoute } from "@/components/product/product-route";

// Static per product, cached, revalidated by tag; an unknown id is a real 404 (see product-route.tsx).
export const ensureStatic = "navigation";

const route = productRoute("product-slider", 4);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
