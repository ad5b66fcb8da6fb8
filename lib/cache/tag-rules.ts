// Pure rules of the cache-tag channel (lib/cache/tag-channel.ts): how an invalidation is stored,
// how one received from another instance is applied, and when this instance may still trust its
// cached entries. No I/O, unit-tested.
import { z } from "zod";

/** What `revalidateTag` hands the cache handlers: none = expire now; else stale now, expired after `expire` s. */
export type Durations = { expire?: number } | undefined;
/** Next's tag manifest entry: when entries carrying the tag went stale / expire (ms since the epoch). */
export type TagTimes = { stale?: number; expired?: number };

/** Invalidations are kept this long (Firestore TTL on `expiresAt`): longer than any cache entry lives (`cacheLife("days")` expires after a week). */
export const TAG_RETENTION_MS = 30 * 24 * 3600 * 1000;

/** A stored invalidation (`cacheTags/t:<tag>`) or the channel's heartbeat (`cacheTags/heartbeat`). */
export const tagDocSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("tag"),
    tag: z.string().min(1).max(256),
    // null: expire now (updateTag, revalidateTag(tag, { expire: 0 }) has expire 0).
    durations: z.object({ expire: z.number().nonnegative().optional() }).nullable(),
    at: z.number(),
    by: z.string(),
  }),
  z.object({ kind: z.literal("beat"), at: z.number(), by: z.string() }),
]);
export type TagDoc = z.infer<typeof tagDocSchema>;

export const HEARTBEAT_ID = "heartbeat";
/** Document id of a tag: Firestore ids cannot hold "/" (soft tags are paths); the prefix keeps tags apart from the heartbeat. */
export const tagDocId = (tag: string) => `t:${encodeURIComponent(tag)}`;

/**
 * Next's own rule (its default handler's `updateTags`), applied at `now`: no durations expire the
 * tag now; durations make it stale now and expired `expire` seconds later.
 */
export function invalidate(existing: TagTimes | undefined, durations: Durations | null, now: number): TagTimes {
  if (!durations) return { ...existing, expired: now };
  return { ...existing, stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) };
}

export type ChannelTiming = {
  /** How old an entry may be while the channel cannot vouch for it (no delivery for `silenceMs`). */
  safetyMs: number;
  /** Without a delivery for this long the channel counts as down (heartbeats come every `beatMs`). */
  silenceMs: number;
  beatMs: number;
};

/** One knob: the safety lifetime; heartbeats six times and silence allowed three beats within it. */
export function channelTiming(safetySeconds: number): ChannelTiming {
  const safetyMs = safetySeconds * 1000;
  return { safetyMs, silenceMs: safetyMs / 2, beatMs: safetyMs / 6 };
}

export type ChannelState = { lastDeliveryAt: number | undefined };

/** The channel vouches for this instance's tag state: it has delivered recently (heartbeats keep it talking). */
export function isLive(state: ChannelState, timing: ChannelTiming, now: number): boolean {
  return state.lastDeliveryAt !== undefined && now - state.lastDeliveryAt < timing.silenceMs;
}

/**
 * May an entry written at `writtenAt` still be served? Always while the channel is live (every
 * invalidation has reached the tag manifest); otherwise only while younger than the safety
 * lifetime, which bounds how long a missed invalidation can keep a page stale.
 */
export function trusts(state: ChannelState, timing: ChannelTiming, writtenAt: number, now: number): boolean {
  return isLive(state, timing, now) || now - writtenAt < timing.safetyMs;
}
