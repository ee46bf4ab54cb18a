import http from 'node:http';
import net from 'node:net';
import { freePort } from '../../server/launcher/ferretdb.ts';
import { listenOrExit } from '../../server/listen.ts';

// The site's server on a port something else holds must end with the reason, not live on unheard.
test('a taken port ends the server with exit code 1 and names the port', async () => {
  const holder = net.createServer();
  const port = await new Promise<number>((resolve) =>
    holder.listen(0, '127.0.0.1', () => resolve((holder.address() as net.AddressInfo).port)),
  );
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const server = http.createServer();
  try {
    const code = await new Promise<number | undefined>((resolve) =>
      listenOrExit(server, port, '127.0.0.1', ((exitCode?: number) => resolve(exitCode)) as typeof process.exit),
    );
    expect(code).toBe(1);
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining(`cannot listen on 127.0.0.1:${port}: listen EADDRINUSE`),
    );
  } finally {
    errors.mockRestore();
    holder.close();
  }
});

test('a free port is served, and a later server error is not taken for a failed start', async () => {
  const port = await freePort();
  const exit = jest.fn() as unknown as typeof process.exit;
  const logs = jest.spyOn(console, 'log').mockImplementation(() => {});
  const server = http.createServer((_request, response) => response.end('ok'));
  try {
    listenOrExit(server, port, '127.0.0.1', exit);
    await new Promise((resolve) => server.once('listening', resolve));
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
    expect(server.listenerCount('error')).toBe(0);
    expect(exit).not.toHaveBeenCalled();
  } finally {
    logs.mockRestore();
    server.close();
  }
});

test('freePort never hands out a port it handed out before', async () => {
  const ports = [];
  for (let i = 0; i < 200; i += 1) ports.push(await freePort());
  expect(new Set(ports).size).toBe(ports.length);
});
