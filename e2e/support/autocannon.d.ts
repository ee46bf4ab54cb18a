// The little of autocannon's API the load tests use (the package ships no types).
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    overallRate?: number;
    requests?: (Request & {
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    })[];
  };
  type Result = {
    requests: { total: number; average: number };
    /** Milliseconds, from a request's first byte written to its answer's last read. */
    latency: { p50: number; p99: number; max: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  /** The run: awaited, its result; meanwhile, each answer and its time in ms. */
  type Run = Promise<Result> & {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): Run;
  };
  export default function autocannon(options: Options): Run;
}
