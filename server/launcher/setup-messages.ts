// The one sentence a first run ends with when something it cannot fetch is missing, and how to fix it.

const ALTERNATIVES =
  'or set FERRETDB_BIN to a FerretDB 1.24.2 binary, or MONGODB_URI to a MongoDB server, and run this again';

/** No `go` on the machine, and the toolchain could not be fetched from the module proxy. */
export function goUnavailableMessage(proxy: string, reason: string): string {
  return (
    `Go 1.24 is needed once to build the embedded database, none is installed, and the Go module proxy ` +
    `${proxy} could not be reached (${reason}): install Go 1.24 (https://go.dev/dl/) or allow access to the proxy, ` +
    ALTERNATIVES
  );
}

/** `go mod download` of FerretDB failed: the module proxy is unreachable or refused. */
export function moduleProxyMessage(proxy: string): string {
  return (
    `Go could not download FerretDB from the module proxy ${proxy} (the reason is printed above): ` +
    `allow this machine to reach it or set GOPROXY to one it can reach, ${ALTERNATIVES}`
  );
}

/** Debian packages are missing and this user cannot install them. */
export function aptNeedsRootMessage(packages: string[], purpose: string): string {
  const list = packages.join(' ');
  return (
    `${purpose} needs the Debian package${packages.length > 1 ? 's' : ''} ${list}, which this user cannot install ` +
    `(not root, no password-less sudo): run \`sudo apt-get install -y ${list}\` once, then run this again`
  );
}

/** The first line of why a fetch() failed: "getaddrinfo ENOTFOUND proxy.golang.org", "HTTP 403". */
export function fetchFailureReason(error: unknown): string {
  const { cause, message } = (error ?? {}) as { cause?: { code?: string; hostname?: string }; message?: string };
  if (cause?.code) return `${cause.code}${cause.hostname ? ` ${cause.hostname}` : ''}`;
  return String(message ?? error).split('\n')[0];
}
