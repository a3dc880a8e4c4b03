import type { AddressInfo } from 'node:net';
import { SingleBar } from 'cli-progress';
import { loadConfig } from './config.js';
import { StartupError } from './db/lock.js';
import { closeChannel, loopbackUrl, openChannel } from './operator/channel.js';
import { formatProblems, productionProblems } from './production.mjs';
import { buildServer } from './server.js';

/** A refusal to start: its message alone (no stack trace), and a non-zero exit at once. */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

const problems = productionProblems(process.env);
if (problems.length) refuse(formatProblems(problems));

/** `start`: migrate, seed an empty database (with a progress bar), listen, print the URLs. */
const config = loadConfig();
let bar: SingleBar | undefined;
const built = buildServer(config, {
  onSeedProgress: (done, total, step) => {
    if (!bar) {
      console.log('› base vide : chargement du contenu de démonstration');
      bar = new SingleBar({
        format: '  {bar} {percentage}% | {value}/{total} | {step}',
        hideCursor: true,
        noTTYOutput: true,
        notTTYSchedule: 1000,
      });
      bar.start(total, 0, { step });
    }
    bar.update(done, { step });
    if (done >= total) bar.stop();
  },
}).catch((err: unknown) => {
  if (err instanceof StartupError) refuse(err.message);
  throw err;
});
const { app, db, operatorSecret } = await built;
bar?.stop();
await app.listen({ host: config.host, port: config.port });
// The operator commands of this machine find this API, and its secret, in DATA_DIR (PGlite only).
if (operatorSecret) {
  const { port } = app.server.address() as AddressInfo;
  openChannel(config.dataDir, loopbackUrl(config.host, port), operatorSecret);
  process.on('exit', () => closeChannel(config.dataDir));
}
console.log(`API prête sur ${config.apiOrigin} (${db.kind}) — documentation : ${config.apiOrigin}/docs`);

let closing = false;
const stop = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
