// React's streaming runtime (the inline `$RC` script of react-dom/server) reveals a Suspense
// boundary's server HTML no sooner than 300 ms after the page's first paint, to batch reveals that
// trickle in over a slow stream. A cached page arrives whole, in one response: the throttle then
// only holds back what is already there. Every lazy island is such a boundary (the purchase
// buttons, the header's cart and account), and so is the storefront's loading boundary, which
// holds the page's own content (the product's picture, its largest paint).
// The runtime throttles only once `$RT` (the time of the last reveal, first set by the first
// paint) is a number; while it is not, it reveals on the next animation frame. This script, run
// in <body> before React's runtime is defined, keeps `$RT` from ever being set: each reveal comes
// at the next frame, batched with the others of that frame. If React drops `$RT`, the script does
// nothing (reveal-at-once.test.ts then fails, so it is taken out).

export const REVEAL_AT_ONCE_SCRIPT = 'Object.defineProperty(window,"$RT",{get:function(){},set:function(){}});';
