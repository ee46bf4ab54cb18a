// A full garbage collection in another Node process, asked through its inspector (started with
// `--inspect=127.0.0.1:<port>`): what its heap still holds afterwards is live, not garbage yet to
// be collected. V8 collects on its own schedule, so an idle process may keep a minute's garbage.

type Target = { webSocketDebuggerUrl: string };

/** Runs one full collection in the process whose inspector listens on `port`, within `ms`. */
export async function collectGarbage(port: number, ms = 10_000): Promise<void> {
  const targets = (await (
    await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(ms) })
  ).json()) as Target[];
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  let timer: NodeJS.Timeout | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no full collection within ${ms} ms`)), ms);
      socket.onerror = () => reject(new Error(`the inspector on port ${port} refused the connection`));
      socket.onopen = () => socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
      socket.onmessage = (message) => {
        if ((JSON.parse(String(message.data)) as { id?: number }).id === 1) resolve();
      };
    });
  } finally {
    clearTimeout(timer);
    socket.close();
  }
}
