declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }

  /** Filled by server.mjs for every request. */
  interface AppLoadContext {
    cspNonce: string;
    clientIp: string;
  }
}

export {};
