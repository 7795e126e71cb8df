import { KeptFromServer } from "~/components/ui/kept-from-server";

const drawText = ({ value, format }: { value: string; format: (value: string) => string }) => format(value);

/**
 * A date or time as the reader sees it, in a `<time>`, kept as the server wrote it when the page
 * hydrates (decision 043). It is often the one date a page formats, and a page's first Intl
 * format loads the locale's data: 16-22 ms on this machine, four times that on the phone
 * Lighthouse simulates. `value` is what `format` reads (the stored date) when it is not `dateTime`.
 */
export function KeptTime({ dateTime, value = dateTime, format }: { dateTime: string; value?: string; format: (value: string) => string }) {
  return (
    <time dateTime={dateTime}>
      <KeptFromServer as="span" props={{ value, format }} draw={drawText} />
    </time>
  );
}
