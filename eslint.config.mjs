import { readdirSync } from "node:fs";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Imports point one way: app -> components -> stores/lib. Admin code (components/admin,
// lib/admin, the admin actions) is imported only by the admin routes and components, so it never
// reaches a storefront bundle.
const UPWARD = { group: ["@/app/*", "@/app/**"], message: "Nothing imports a route: imports point app -> components -> stores/lib." };
const COMPONENTS = { group: ["@/components/*", "@/components/**"], message: "lib and stores sit below components: imports point app -> components -> stores/lib." };
const STORES = { group: ["@/stores/*", "@/stores/**"], message: "lib sits below the browser's stores: imports point app -> components -> stores/lib." };
const ADMIN = {
  group: ["@/components/admin/*", "@/components/admin/**", "@/lib/admin/*", "@/lib/admin/**", "@/lib/actions/admin-*"],
  message: "Admin code is imported only by the admin routes and components (it must never reach the storefront's bundles).",
};
const ADMIN_AREAS = ["app/\\[locale\\]/\\(admin\\)/**", "components/admin/**", "lib/admin/**", "lib/actions/admin-*"];

// Features compose; they do not lean on each other. Every folder of components/ is a feature,
// except components/ui/: the building blocks every feature shares (the form kit, dialog, images,
// the shopping state...), which imports no feature. A feature imports its own files, ui/, lib/ and
// stores/, and of another feature only a public piece: a part that feature lets others place as
// it is, listed below (for an island, also the styles its placer imports: components/ui/island.tsx).
// Something two features need that is not such a piece is a building block: move it to ui/. Pages
// (app/) may compose any feature.
const PUBLIC = {
  account: ["header-account-island", "header-account.module.css"],
  blog: ["post-card"],
  checkout: ["checkout-address"],
  cart: ["shopping-islands", "card-actions", "purchase-props", "product-purchase.module.css", "header-shop-links.module.css", "add-to-cart-button", "add-to-registry-button"],
  listing: ["listing", "layouts", "listing-skeleton"],
  orders: ["order-detail", "order-history", "order-returns", "status-pill"],
  product: ["product-grid"],
  search: ["search-box"],
};
const FEATURES = readdirSync(new URL("./components", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "ui")
  .map((entry) => entry.name);
const otherFeatures = (feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => ({
    group: [`@/components/${other}/**`, ...(PUBLIC[other] ?? []).map((piece) => `!@/components/${other}/${piece}`)],
    message: `components/${other}/ is another feature: place only its public pieces (PUBLIC in eslint.config.mjs: ${(PUBLIC[other] ?? []).join(", ") || "none"}); a building block both need belongs in components/ui/.`,
  }));
const NO_FEATURE = { group: FEATURES.map((feature) => `@/components/${feature}/**`), message: "components/ui/ holds shared building blocks: it imports no feature." };
const PARENT = { group: ["../*", "../**"], message: "Import another folder by its @/components/... path, so the rules on features can see it." };
/** components/ui/: the building blocks' rules. */
const UI = [UPWARD, PARENT, ADMIN, NO_FEATURE];

// Links prefetch on intent, decided once in components/ui/link.tsx: nothing else imports next/link.
const NEXT_LINK = { group: ["next/link"], message: "Use Link from @/components/ui/link: the shop's links prefetch on intent (lib/intent-prefetch.ts)." };
const restrict = (...patterns) => ({ "no-restricted-imports": ["error", { patterns: [...patterns, NEXT_LINK] }] });
const isAdminArea = (feature) => feature === "admin";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  { files: ["stores/**"], rules: restrict(UPWARD, COMPONENTS) },
  { files: ["lib/**"], ignores: ["**/*.test.ts"], rules: restrict(UPWARD, COMPONENTS, STORES) },
  { files: ["components/**"], rules: restrict(UPWARD, PARENT) },
  { files: ["app/**"], ignores: ADMIN_AREAS, rules: restrict(UPWARD, ADMIN) },
  { files: ADMIN_AREAS.filter((area) => area.startsWith("app/")), rules: restrict(UPWARD) },
  { files: ["components/ui/**"], rules: restrict(...UI) },
  ...FEATURES.map((feature) => ({
    files: [`components/${feature}/**`],
    rules: restrict(UPWARD, PARENT, ...(isAdminArea(feature) ? [] : [ADMIN]), ...otherFeatures(feature)),
  })),
  // The one file that wraps next/link: the building blocks' rules without NEXT_LINK.
  { files: ["components/ui/link.tsx"], rules: { "no-restricted-imports": ["error", { patterns: UI }] } },
  globalIgnores([".next/**", ".next-*/**", "out/**", "node_modules/**", ".stack/**", "public/**", "next-env.d.ts", "test-results/**", "playwright-report/**"]),
]);
