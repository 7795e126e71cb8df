import { positiveId } from "./params";

/**
 * One-line refusals for loaders and actions (the Epic Stack's `invariantResponse`):
 * when `condition` fails, the page's error boundary gets a Response with the Turkish
 * `message` and the status (404 unless told), inside the layout the route sits in.
 */
export function invariantResponse(condition: unknown, message: string, init?: ResponseInit): asserts condition {
  if (condition) return;
  throw new Response(message, {
    status: 404,
    ...init,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...init?.headers },
  });
}

/**
 * The row a URL state names (`?edit=5`, `?confirm=5`): undefined when the parameter is absent
 * or not an id, the row when `load` finds it, otherwise a 404 with `missing` in the layout.
 */
export async function rowFromParam<Row>(
  value: string | null,
  load: (id: number) => Promise<Row | null | undefined>,
  missing: string,
): Promise<Row | undefined> {
  const id = positiveId(value);
  if (!id) return undefined;
  const row = await load(id);
  invariantResponse(row, missing);
  return row;
}
