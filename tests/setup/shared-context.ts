import type { Browser, BrowserContext, BrowserContextOptions, TestInfo } from "@playwright/test";

/**
 * Browser contexts that a worker keeps from test to test, one for each set of context
 * options it meets (in practice one: a worker runs a single project).
 *
 * Why: a new context costs Chromium about 200 ms of CPU, and it starts with an empty HTTP
 * cache and V8 code cache, so every test downloaded and compiled all the JavaScript bundles
 * again. On this two-core machine, where the browser takes half the CPU, a page load in a
 * fresh context cost ~700 ms of CPU and ~526 ms in a reused one.
 *
 * Each test still gets a page of its own; after the test every page of the context is
 * closed (which also ends its sessionStorage and history) and what a test can leave behind
 * in the context is cleared: cookies, permissions, routes, extra HTTP headers, geolocation,
 * offline mode, and localStorage, IndexedDB, Cache Storage and service workers of every
 * origin a page visited. The HTTP cache is kept on purpose: it only holds what the server
 * let it keep (the fingerprinted bundles for a year, feeds and `/api/ticker` for their
 * max-age). A change that cannot be undone (an init script, an exposed function, a clock,
 * a default timeout, a listener on the context) retires the context after the test, and
 * so does a failure, which also leaves Playwright the failed page for its error context.
 * A test that needs a browser of its own asks for it with `test.use({ freshContext: true })`.
 */
export class SharedContexts {
  private readonly contexts = new Map<string, SharedContext>();
  private readonly retired: BrowserContext[] = [];

  constructor(private readonly browser: Browser) {}

  async acquire(options: BrowserContextOptions): Promise<SharedContext> {
    const key = JSON.stringify(options);
    let shared = this.contexts.get(key);
    if (!shared) {
      shared = new SharedContext(await this.browser.newContext(options));
      this.contexts.set(key, shared);
    }
    return shared;
  }

  /** After a test: reset the context for the next one, or retire it. */
  async release(shared: SharedContext, testInfo: TestInfo): Promise<void> {
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (!failed && !shared.tainted()) {
      try {
        await shared.reset();
        return;
      } catch {
        // A context that could not be reset is not used again.
      }
    }
    for (const [key, value] of this.contexts) if (value === shared) this.contexts.delete(key);
    if (failed) {
      // Closed with the worker, which Playwright restarts after a failure, once it has
      // recorded the failed page (trace, error context).
      this.retired.push(shared.context);
    } else {
      await shared.context.close();
    }
  }

  async close(): Promise<void> {
    const contexts = [...this.retired, ...[...this.contexts.values()].map((shared) => shared.context)];
    await Promise.all(contexts.map((context) => context.close().catch(() => {})));
  }
}

/** Context and clock methods whose effect outlives the test and has no undo. */
const LASTING_CONTEXT_METHODS = [
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "routeFromHAR",
  "routeWebSocket",
  "setDefaultTimeout",
  "setDefaultNavigationTimeout",
] as const;
const LASTING_CLOCK_METHODS = ["install", "fastForward", "pauseAt", "resume", "runFor", "setFixedTime", "setSystemTime"] as const;

class SharedContext {
  private changedForGood = false;
  private readonly visitedOrigins = new Set<string>();
  private readonly listenersAtStart: Map<string | symbol, number>;

  constructor(readonly context: BrowserContext) {
    context.on("page", (page) =>
      page.on("framenavigated", (frame) => {
        const { origin } = new URL(frame.url());
        if (origin.startsWith("http")) this.visitedOrigins.add(origin);
      }),
    );
    this.listenersAtStart = this.listenerCounts();
    for (const name of LASTING_CONTEXT_METHODS) this.markOnCall(context, name);
    for (const name of LASTING_CLOCK_METHODS) this.markOnCall(context.clock, name);
  }

  private markOnCall<T extends object>(target: T, name: keyof T & string) {
    const original = target[name];
    if (typeof original !== "function") return;
    Object.defineProperty(target, name, {
      configurable: true,
      value: (...args: unknown[]) => {
        this.changedForGood = true;
        return original.apply(target, args);
      },
    });
  }

  private listenerCounts(): Map<string | symbol, number> {
    // Playwright's client objects are Node-style event emitters; its types list only on/off.
    const emitter = this.context as unknown as Pick<NodeJS.EventEmitter, "eventNames" | "listenerCount">;
    return new Map(emitter.eventNames().map((name) => [name, emitter.listenerCount(name)]));
  }

  tainted(): boolean {
    if (this.changedForGood) return true;
    const now = this.listenerCounts();
    return [...now].some(([name, count]) => count > (this.listenersAtStart.get(name) ?? 0));
  }

  async reset(): Promise<void> {
    const { context } = this;
    if (this.visitedOrigins.size > 0) {
      const page = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(page);
      for (const origin of this.visitedOrigins) {
        await cdp.send("Storage.clearDataForOrigin", {
          origin,
          storageTypes: "local_storage,indexeddb,cache_storage,service_workers,file_systems,websql",
        });
      }
      await cdp.detach();
      this.visitedOrigins.clear();
    }
    await Promise.all(context.pages().map((page) => page.close()));
    await Promise.all([
      context.clearCookies(),
      context.clearPermissions(),
      context.unrouteAll({ behavior: "ignoreErrors" }),
      context.setExtraHTTPHeaders({}),
      context.setGeolocation(null),
      context.setOffline(false),
    ]);
  }
}
