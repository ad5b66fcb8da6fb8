// Two projects: "unit" (pure logic and components, next to the code) and "integration"
// (against the real Firestore/Auth/Storage emulators, which globalSetup starts and stops).
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const base = await createJestConfig({
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // lib/ files that read the database start with `import "server-only"`; tests run them in Node.
    "^server-only$": "<rootDir>/node_modules/server-only/empty.js",
    // Its CommonJS build loads react-dom/server with import(), which jest's CommonJS runtime
    // refuses: its ES module build instead, transformed like the packages below.
    "^@react-email/render$": "<rootDir>/node_modules/@react-email/render/dist/node/index.mjs",
  },
})();

// ESM-only packages must be transformed too (next/jest ignores all of node_modules).
const esm = ["nanoid", "next-intl", "use-intl", "@formatjs", "icu-minify", "intl-messageformat", "zustand", "sonner", "@react-email"];
const transformIgnorePatterns = [`/node_modules/(?!(${esm.join("|")})/)`, "^.+\\.module\\.(css|sass|scss)$"];

const config = {
  projects: [
    {
      ...base,
      displayName: "unit",
      testEnvironment: "node",
      testMatch: ["<rootDir>/{lib,components,stores,scripts,app}/**/*.test.{ts,tsx}"],
      transformIgnorePatterns,
    },
    {
      ...base,
      displayName: "integration",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
      globalSetup: "<rootDir>/tests/integration/global-setup.ts",
      globalTeardown: "<rootDir>/tests/integration/global-teardown.ts",
      transformIgnorePatterns,
    },
  ],
  // Read only at the top level (a project's own testTimeout is ignored): emulator round trips.
  testTimeout: 30_000,
};

export default config;
