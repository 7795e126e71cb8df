import { Suspense, lazy, type ReactNode } from "react";

type View<Props> = (props: Props) => ReactNode;

/**
 * A thenable that calls back at once. React accepts any thenable from `lazy`'s
 * loader, and one that has already answered lets it render without suspending
 * (a real Promise always answers a tick later).
 */
function settled<T>(value: T): Promise<T> {
  const thenable = { then: (resolve: (value: T) => void) => resolve(value) };
  // `lazy` is typed for a Promise; it only ever calls `then`.
  return thenable as unknown as Promise<T>;
}

/**
 * A component that the server renders like any other but whose code the browser
 * fetches only when a page shows it (the built-in home page, the error pages, a
 * flash message), so pages that never show it do not load it.
 *
 * The server loads the code as soon as this module runs and hands it to React
 * synchronously from then on: a server render never waits for it, so a page sent
 * to a browser without JavaScript is always complete. In the browser the server's
 * markup stays in place, and React takes it over once the code has arrived.
 */
export function onDemand<Props extends object>(load: () => Promise<View<Props>>) {
  let loaded: View<Props> | undefined;
  let loading: Promise<View<Props>> | undefined;
  const fetchCode = () => (loading ??= load().then((component) => (loaded = component)));
  if (typeof document === "undefined") void fetchCode();

  // `lazy` types its props through ref handling that a generic `Props` cannot resolve; it passes them on unchanged.
  const Lazy = lazy(() =>
    loaded ? settled({ default: loaded }) : fetchCode().then((component) => ({ default: component })),
  ) as unknown as View<Props>;

  return function OnDemand(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
