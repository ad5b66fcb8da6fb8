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
  group: ["@/components/admin/*", "@/components/admin/**", "@/lib/admin/*", "@/lib/actions/admin-*"],
  message: "Admin code is imported only by the admin routes and components (it must never reach the storefront's bundles).",
};
const ADMIN_AREAS = ["app/\\[locale\\]/\\(admin\\)/**", "components/admin/**", "lib/admin/**", "lib/actions/admin-*"];
const restrict = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  { files: ["stores/**"], rules: restrict(UPWARD, COMPONENTS) },
  { files: ["lib/**"], ignores: ["**/*.test.ts"], rules: restrict(UPWARD, COMPONENTS, STORES) },
  { files: ["components/**"], rules: restrict(UPWARD) },
  { files: ["app/**", "components/**"], ignores: ADMIN_AREAS, rules: restrict(UPWARD, ADMIN) },
  globalIgnores([".next/**", ".next-*/**", "out/**", "node_modules/**", ".stack/**", "public/**", "next-env.d.ts", "test-results/**", "playwright-report/**"]),
]);
