import { blogListRoute } from "@/components/blog/blog-list-page";

// proxy.ts rewrites /blog-standard?… here: static per query (see blog-list-page.tsx).
export const ensureStatic = "navigation";

const route = blogListRoute("blog-standard");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
