import "server-only";
import { cacheLife } from "next/cache";

/** The current year (the footer's copyright), cached for a day so pages stay static shells. */
export async function currentYear(): Promise<number> {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}
