// Just the part of autocannon 8 the load generator uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    timeout?: number;
    requests?: { setupRequest?: (req: { headers?: Record<string, string> }) => unknown }[];
  }
  interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
