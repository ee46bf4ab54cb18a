// Go builds here (FerretDB, versitygw, Toxiproxy, Mailpit) keep the checksum database on, whatever the machine says.

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
