import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR builds elsewhere than build/ (the React build of `npm run test:react`), leaving it alone.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The whole route manifest (about 2 KB compressed, cached with the build) comes with the first
  // page. Discovered lazily, each page fetched a patch for its links after loading and then
  // re-rendered every route on it: one more request and one more long task per page view
  // (docs/decisions/008-hydration-in-steps.md).
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
  },
} satisfies Config;
