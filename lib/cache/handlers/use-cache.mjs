// The 'use cache' handler (next.config.ts `cacheHandlers`): Next's own in-memory handler, plus
// the cache-tag channel (lib/cache/tag-channel.ts) so that a tag revalidated on one instance is
// expired on all. Plain JavaScript: Next imports this file at run time, outside the app's bundles.
// Entries stay in each instance's memory; what is shared is when they stop being valid:
// - updateTags (revalidateTag/updateTag here): Next's handler records it locally, then the
//   channel sends it to the other instances, whose listener writes it into Next's tag manifest;
// - refreshTags (before a request's first cache read): waits once, at start, for the
//   invalidations stored before this instance started;
// - get: while the channel is down, an entry older than the safety lifetime counts as missing.
import { createDefaultCacheHandler } from "next/dist/server/lib/cache-handlers/default.js";
import { getBridge } from "./bridge.mjs";

// Next's default size for its own 'use cache' memory (cacheMaxMemorySize).
const local = createDefaultCacheHandler(50 * 1024 * 1024);

/** @type {import("next/cache").CacheHandler} */
const handler = {
  async get(cacheKey, softTags) {
    const entry = await local.get(cacheKey, softTags);
    const bridge = getBridge();
    if (entry && bridge && !bridge.trusts(entry.timestamp)) return undefined;
    return entry;
  },
  set: (cacheKey, pendingEntry) => local.set(cacheKey, pendingEntry),
  async refreshTags() {
    await getBridge()?.ready;
  },
  getExpiration: (tags) => local.getExpiration(tags),
  async updateTags(tags, durations) {
    await local.updateTags(tags, durations);
    await getBridge()?.publish(tags, durations);
  },
};

export default handler;
