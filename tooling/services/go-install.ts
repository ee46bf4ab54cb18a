// A Go module's command built once into the tool cache (server/launcher/tool-cache.ts), as FerretDB
// is: the test services versitygw and Toxiproxy come this way.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findGo } from '../../server/launcher/go.ts';
import { checkingGoEnv } from '../../server/launcher/go-checksums.ts';
import { mustRun } from '../../server/launcher/processes.ts';
import { withProgress, type Log } from '../../server/launcher/progress.ts';

type GoCommand = {
  /** Where the binary goes, e.g. ~/.cache/sahla/toxiproxy-2.5.0/toxiproxy-server. */
  bin: string;
  /** The package path of the command, e.g. github.com/Shopify/toxiproxy/v2/cmd/server. */
  module: string;
  version: string;
  /** The file name `go install` gives the command (the last element of its path). */
  command: string;
  /** Progress tag and the name said in messages. */
  tag: string;
  label: string;
  /** How long the first build takes, for the progress line. */
  duration: string;
  log: Log;
};

/** `go install module@vversion` into `bin` unless it is there already; resolves with `bin`. */
export async function goInstall({ bin, module, version, command, tag, label, duration, log }: GoCommand) {
  if (existsSync(bin)) return bin;
  const tools = path.dirname(bin);
  mkdirSync(tools, { recursive: true });
  const go = await findGo(log);
  // A private folder per process, so two first runs at once cannot trip over each other.
  const gobin = path.join(tools, `${command}-build-${process.pid}`);
  try {
    await withProgress(
      tag,
      `building ${label} ${version} with Go (once; ${duration})`,
      () =>
        mustRun(go, ['install', '-trimpath', `${module}@v${version}`], {
          cwd: tools,
          env: checkingGoEnv({
            ...process.env,
            PATH: `${path.dirname(go)}${path.delimiter}${process.env.PATH ?? ''}`,
            GOBIN: gobin,
            CGO_ENABLED: '0',
            // A module may ask for a newer Go (versitygw 1.8 wants 1.25): Go fetches it from the proxy.
            GOTOOLCHAIN: 'auto',
          }),
        }),
      { log },
    );
    renameSync(path.join(gobin, command), bin);
  } catch (error) {
    throw new Error(`${label} could not be built (${(error as Error).message}); it needs Go and the Go module proxy`);
  } finally {
    rmSync(gobin, { recursive: true, force: true });
  }
  return bin;
}
