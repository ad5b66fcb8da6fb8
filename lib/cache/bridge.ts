// The meeting point of the cache handlers (lib/cache/handlers/*.mjs, loaded by Next outside the
// app's bundles) and the cache-tag channel (lib/cache/tag-channel.ts, started by
// instrumentation.ts inside them): one object on globalThis, the only thing both sides share.
// Without it (next build, CACHE_HANDLERS=off) the handlers behave exactly like Next's own.
import type { Durations } from "./tag-rules";

/** Mirrored in lib/cache/handlers/bridge.mjs (plain JavaScript): keep the two in step. */
export const BRIDGE_KEY = Symbol.for("flone.cache-tags");

export type ChannelStatus = "live" | "down";

export type TagBridge = {
  /** Settles once this instance holds every invalidation stored before it started (or gave up waiting). */
  ready: Promise<void>;
  /** Sends invalidations made here to every other instance (Next has applied them here already). */
  publish(tags: string[], durations: Durations): Promise<void>;
  /** May an entry written at `writtenAt` (ms) be served? See `trusts` in tag-rules.ts. */
  trusts(writtenAt: number): boolean;
  status(): ChannelStatus;
};

type WithBridge = { [BRIDGE_KEY]?: TagBridge };

export const getBridge = (): TagBridge | undefined => (globalThis as WithBridge)[BRIDGE_KEY];
export const setBridge = (bridge: TagBridge): void => {
  (globalThis as WithBridge)[BRIDGE_KEY] = bridge;
};
