import { launchKindLabels, launchStart, type Launch } from "./schema";

/** Text as an iCalendar value: backslash, semicolon, comma and line breaks escaped. */
export function escapeIcalText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded: continued on the next line after a space. */
export function foldIcalLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10).replace(/-/g, "");
}

/** The launches as an iCalendar file (RFC 5545) a calendar application can subscribe to. */
export function launchesCalendar(launches: readonly Launch[], options: { host: string; now: Date }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kripto Rehber//Lansman Takibi//TR",
    "CALSCALE:GREGORIAN",
    "X-WR-CALNAME:Kripto lansmanları",
  ];
  for (const launch of launches) {
    const description = [`Ağ: ${launch.network}`, `Tür: ${launchKindLabels[launch.kind]}`, launch.notes ?? ""].filter(Boolean).join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:launch-${launch.id}@${options.host}`,
      `DTSTAMP:${utcStamp(options.now)}`,
      ...(launch.time
        ? [`DTSTART:${utcStamp(launchStart(launch))}`]
        : [`DTSTART;VALUE=DATE:${launch.date.replace(/-/g, "")}`, `DTEND;VALUE=DATE:${nextDay(launch.date)}`]),
      `SUMMARY:${escapeIcalText(`${launch.name} (${launch.symbol}) – ${launchKindLabels[launch.kind]}`)}`,
      `DESCRIPTION:${escapeIcalText(description)}`,
      ...(launch.url ? [`URL:${launch.url}`] : []),
      `LAST-MODIFIED:${utcStamp(new Date(launch.updatedAt))}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldIcalLine).join("\r\n")}\r\n`;
}
