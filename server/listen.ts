// How the site's server takes its port (server/serve.ts).
import type { Server } from 'node:http';

/**
 * Listens, or ends the process when the port cannot be taken (already in use, not allowed): Next's
 * own uncaughtException handler would log the error and keep a process running that never answers.
 */
export function listenOrExit(server: Server, port: number, hostname: string, exit = process.exit) {
  const cannotListen = (error: Error) => {
    console.error(`[sahla] cannot listen on ${hostname}:${port}: ${error.message}`);
    exit(1);
  };
  server.once('error', cannotListen);
  server.listen(port, hostname, () => {
    server.off('error', cannotListen);
    console.log(`[sahla] ready on http://${hostname}:${port}`);
  });
}
