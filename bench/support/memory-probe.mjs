// Loaded into the measured server by bench/memory.ts (node --import): on SIGUSR2 it writes one
// line to stderr with what the process holds by its own account — V8's heap and what lives outside
// it (ArrayBuffers, WebAssembly memories). Plain JavaScript: the built server runs without tsx.
import v8 from "node:v8";

process.on("SIGUSR2", () => {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.physical_space_size]));
  const report = {
    heapTotal: usage.heapTotal,
    heapUsed: usage.heapUsed,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    newSpace: spaces.new_space ?? 0,
  };
  process.stderr.write(`MEMORY-PROBE ${JSON.stringify(report)}\n`);
});
