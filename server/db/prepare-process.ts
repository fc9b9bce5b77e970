import { describeFailure, prepareInThisProcess } from "./prepare.ts";

// The preparing process (server/db/prepare.ts): makes DATA_DIR/db ready, tells its parent what it
// did, and exits, handing its memory back. Bundled to build/server/prepare-db.js.

// Never outlives the server that asked: a server started again must not find it still in the directory.
const parentGone = () => process.exit(1);
process.on("disconnect", parentGone);

let message: unknown;
try {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error("pasta de dados não informada");
  message = { ok: true, preparation: await prepareInThisProcess(dataDir) };
} catch (err) {
  message = { ok: false, message: describeFailure(err) };
  process.exitCode = 1;
}
process.off("disconnect", parentGone);
await new Promise<void>((resolve) => (process.send ? process.send(message, () => resolve()) : resolve()));
process.disconnect?.();
