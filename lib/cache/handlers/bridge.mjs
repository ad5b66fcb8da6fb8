// The handlers' side of lib/cache/bridge.ts (see there): the channel the app started, if any.
export const BRIDGE_KEY = Symbol.for("flone.cache-tags");

/** @returns {import("../bridge").TagBridge | undefined} */
export const getBridge = () => globalThis[BRIDGE_KEY];
