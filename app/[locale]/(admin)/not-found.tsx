import { notFoundPage } from "@/components/layout/not-found-view";

// An unknown page or record under this group: the not-found screen inside the group's frame.
const page = notFoundPage();
export const generateMetadata = page.generateMetadata;
export default page.NotFound;
