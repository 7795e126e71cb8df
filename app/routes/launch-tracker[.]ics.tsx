import { launchesCalendar } from "~/lib/launches/ical";
import { listLaunches } from "~/models/launches.server";

/** Every launch as an iCalendar file, for a calendar application to import or subscribe to. */
export async function loader() {
  const body = launchesCalendar(await listLaunches(), { host: "kripto-rehber", now: new Date() });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="kripto-lansmanlari.ics"',
      "Cache-Control": "public, max-age=300",
    },
  });
}
