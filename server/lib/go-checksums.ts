// Go checks every module it downloads, and every toolchain GOTOOLCHAIN=auto fetches, against go.sum
// and the checksum database, unless the environment switches that off. The builds here (FerretDB,
// versitygw, Toxiproxy, Mailpit) run with those switches set back, whatever the machine says.

/** A module path prefix no module has: set, it also overrides a value from `go env -w`. */
const NO_MODULE = 'sahla.invalid';

type Env = Record<string, string | undefined>;

/** `env` with the checksum database on and no module exempted from it. */
export function checkingGoEnv<T extends Env>(env: T): T {
  const flags = (env.GOFLAGS ?? '')
    .split(/\s+/)
    .filter((flag) => flag && !/^-insecure(=|$)/.test(flag))
    .join(' ');
  const checked: Env = {
    ...env,
    GOSUMDB: env.GOSUMDB && env.GOSUMDB !== 'off' ? env.GOSUMDB : 'sum.golang.org',
    GONOSUMDB: NO_MODULE,
    GOPRIVATE: NO_MODULE,
    GOINSECURE: NO_MODULE,
    GOFLAGS: flags,
  };
  delete checked.GONOSUMCHECK;
  return checked as T;
}
