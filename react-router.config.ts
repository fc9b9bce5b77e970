import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Loaders get the request as it came, not two copies of it each, and read the page's address from `url`.
  future: { v8_passThroughRequests: true },
} satisfies Config;
