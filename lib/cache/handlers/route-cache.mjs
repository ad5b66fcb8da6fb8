// The prerendered route cache's handler (next.config.ts `cacheHandler`): Next's own file-system
// cache (memory, then the dist folder's files), plus the cache-tag channel. Tags revalidated on
// other instances reach Next's tag manifest through the channel's listener, which the file-system
// cache already checks, so only two things are added here:
// - the first read waits once, at start, for the invalidations stored before this instance
//   started (the build's pages then count as older than any of them);
// - while the channel is down, an entry older than the safety lifetime counts as missing.
// Plain JavaScript: Next imports this file at run time (and bundles it into the routes too), and
// makes one instance per request (state lives in the file-system cache's statics and the channel).
import FileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { getBridge } from "./bridge.mjs";

// Node's import of this CommonJS module gives its exports; Next's bundler (which also bundles this
// handler into the server's routes) gives its default export.
const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

export default class RouteCache extends FileSystemCache {
  async get(key, ctx) {
    const bridge = getBridge();
    if (bridge) await bridge.ready;
    const data = await super.get(key, ctx);
    if (data && bridge && typeof data.lastModified === "number" && !bridge.trusts(data.lastModified)) return null;
    return data;
  }
}
