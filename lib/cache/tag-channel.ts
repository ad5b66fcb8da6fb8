import "server-only";
// The cache-tag channel: how a tag revalidated on one instance becomes expired on every instance.
// Each invalidation is a document `cacheTags/t:<tag>` (the tag, its durations, who wrote it);
// every instance keeps one realtime listener on the collection, which writes what other instances
// wrote into Next's own tag manifest, the map that Next's 'use cache' handler and file-system
// route cache check before serving an entry. So a request reads nothing: the change is pushed.
// - An invalidation received is applied at its arrival, by this instance's clock: every entry
//   written here before then is out of date (no clock skew between machines matters), and an
//   instance's own invalidations, already applied by Next, are not applied again.
// - At start the listener's first snapshot brings every stored invalidation (kept 30 days): the
//   first request waits for it (at most START_WAIT_MS), so the build's pages and anything written
//   before the start count as older than all of them.
// - Heartbeats keep the listener talking: without a delivery for half the safety lifetime the
//   channel counts as down, and entries older than the safety lifetime (60 s) are not served
//   (lib/cache/handlers/*.mjs). Firestore's client reconnects by itself and then delivers what
//   changed meanwhile; a listener that fails for good is subscribed again.
// - Sending waits at most PUBLISH_WAIT_MS (the admin's save is not held up by a slow channel)
//   and retries in the background until it is stored; a write without an answer for
//   STORE_TIMEOUT_MS counts as failed, so none blocks the ones after it.
// The listener has a Firestore client of its own (its own connection), apart from the page reads.
import { randomUUID } from "node:crypto";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external";
import { serverEnv } from "@/lib/env";
import { separateFirestore } from "@/lib/firebase/admin";
import { getBridge, setBridge, type TagBridge } from "./bridge";
import {
  HEARTBEAT_ID,
  TAG_RETENTION_MS,
  channelTiming,
  invalidate,
  isLive,
  tagDocId,
  tagDocSchema,
  trusts,
  type ChannelState,
  type Durations,
} from "./tag-rules";
import { log } from "@/lib/log";
import { traced } from "@/lib/trace";

export const CACHE_TAGS_COLLECTION = "cacheTags";
const START_WAIT_MS = 5_000;
const PUBLISH_WAIT_MS = 1_000;
const RETRY_MS = 2_000;
// A write stuck in the client's own retries (their backoff reaches a minute) is given up on, so
// that later invalidations are not queued behind it once the connection is back.
const STORE_TIMEOUT_MS = 5_000;
const RESUBSCRIBE_MS = 5_000;
const BATCH_LIMIT = 500;

/** Starts this instance's channel once (instrumentation.ts) and hands it to the cache handlers. */
export function startTagChannel(): TagBridge {
  const existing = getBridge();
  if (existing) return existing;
  const env = serverEnv();
  const timing = channelTiming(env.CACHE_TAGS_SAFETY_SECONDS ?? 60);
  const db = channelFirestore(env.mode === "emulator" ? env.CACHE_TAGS_EMULATOR_PORT : undefined);
  const collection = db.collection(CACHE_TAGS_COLLECTION);
  const me = randomUUID();
  const state: ChannelState = { lastDeliveryAt: undefined };
  const expiresAt = () => Timestamp.fromMillis(Date.now() + TAG_RETENTION_MS);

  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  setTimeout(() => markReady(), START_WAIT_MS).unref();

  const subscribe = () => {
    const unsubscribe = collection.onSnapshot(
      (snapshot) => {
        const now = Date.now();
        state.lastDeliveryAt = now;
        for (const change of snapshot.docChanges()) {
          if (change.type === "removed") continue;
          const parsed = tagDocSchema.safeParse(change.doc.data());
          if (!parsed.success) {
            log.error(`[cache-tags] ${change.doc.ref.path} is not an invalidation: ${parsed.error.message}`);
            continue;
          }
          const doc = parsed.data;
          if (doc.kind === "tag" && doc.by !== me) tagsManifest.set(doc.tag, invalidate(tagsManifest.get(doc.tag), doc.durations, now));
        }
        markReady();
      },
      (error) => {
        log.error(`[cache-tags] the listener stopped (${error.message}); subscribing again in ${RESUBSCRIBE_MS / 1000} s`);
        unsubscribe();
        setTimeout(subscribe, RESUBSCRIBE_MS).unref();
      },
    );
  };
  subscribe();

  // Tags waiting to be stored, with their latest durations (null: expire now); a new object per
  // call, so that a store only clears the calls it carried.
  const pending = new Map<string, { durations: Durations | null }>();
  let sending: Promise<boolean> = Promise.resolve(true);
  let retry: NodeJS.Timeout | undefined;
  const store = async (): Promise<boolean> => {
    const entries = [...pending];
    try {
      for (let i = 0; i < entries.length; i += BATCH_LIMIT) {
        const batch = db.batch();
        for (const [tag, { durations }] of entries.slice(i, i + BATCH_LIMIT)) {
          batch.set(collection.doc(tagDocId(tag)), { kind: "tag", tag, durations, at: Date.now(), by: me, expiresAt: expiresAt() });
        }
        await within(batch.commit(), STORE_TIMEOUT_MS);
      }
      for (const [tag, call] of entries) if (pending.get(tag) === call) pending.delete(tag);
      return true;
    } catch (error) {
      log.error(`[cache-tags] could not send ${entries.length} invalidation(s) (${(error as Error).message}); retrying in ${RETRY_MS / 1000} s`);
      retry ??= setTimeout(() => {
        retry = undefined;
        void send();
      }, RETRY_MS).unref();
      return false;
    }
  };
  // One write at a time; a send queued behind another takes everything pending by then.
  const send = () => (sending = sending.then(() => (pending.size > 0 ? store() : true)));

  let beating = false;
  setInterval(() => {
    if (beating || (state.lastDeliveryAt !== undefined && Date.now() - state.lastDeliveryAt < timing.beatMs)) return;
    beating = true;
    within(collection.doc(HEARTBEAT_ID).set({ kind: "beat", at: Date.now(), by: me, expiresAt: expiresAt() }), STORE_TIMEOUT_MS)
      .catch(() => undefined) // the silence that follows is what marks the channel down
      .finally(() => (beating = false));
  }, timing.beatMs / 2).unref();

  const bridge: TagBridge = {
    ready,
    async publish(tags, durations) {
      if (tags.length === 0) return;
      const stored = durations ? (durations.expire !== undefined ? { expire: durations.expire } : {}) : null;
      for (const tag of tags) pending.set(tag, { durations: stored });
      // The span is what a revalidating request waited for the channel.
      await traced("cache-tags publish", { "flone.tags": tags.length }, () => Promise.race([send(), new Promise((resolve) => setTimeout(resolve, PUBLISH_WAIT_MS).unref())]));
    },
    trusts: (writtenAt) => trusts(state, timing, writtenAt, Date.now()),
    status: () => (isLive(state, timing, Date.now()) ? "live" : "down"),
  };
  setBridge(bridge);
  return bridge;
}

/** `promise`, or a rejection after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Its own client; against the emulator an optional port (a proxy the two-instance test can cut). */
function channelFirestore(emulatorPort: number | undefined): Firestore {
  const db = separateFirestore("cache-tags");
  if (emulatorPort) db.settings({ port: emulatorPort });
  return db;
}
