import { describe, expect, it } from "vitest";
import { addMonths, monthOfDay } from "~/lib/portfolio/cpi";
import { todayInTurkey } from "~/lib/portfolio/schema";
import { CPI_ACTIVITY, listCpiMonths, saveCpiMonth } from "~/models/cpi.server";
import { action, loader } from "~/routes/admin.cpi/route";
import { db } from "~/server/db.server";
import { answer, context, formRequest, requestWith, signIn } from "../../setup/requests";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

const PAGE = "/admin/cpi";
const lastMonth = addMonths(monthOfDay(todayInTurkey()), -1);

async function adminPost() {
  const cookie = await signIn("admin", "admin123");
  return (fields: Record<string, string>) => answer(() => action({ request: formRequest(PAGE, fields, cookie), params: {}, context }));
}

const activities = () =>
  db().selectFrom("activity_log").select(["action", "description", "username"]).where("action", "like", "cpi_month.%").execute();

describe("/admin/cpi", () => {
  it("is the admin's alone", async () => {
    const user = await signIn("ahmet", "ahmet123");
    const response = await answer(() => loader({ request: requestWith(PAGE, { cookie: user }), params: {}, context }));
    expect(response.status).toBe(302);
    const post = await answer(() =>
      action({ request: formRequest(PAGE, { intent: "create", month: lastMonth, value: "1", source: "x" }, user), params: {}, context }),
    );
    expect(post.status).toBe(302);
    expect(await listCpiMonths()).toEqual([]);
  });

  it("adds a month with who entered it, refuses the same month twice, corrects and deletes it, each with its activity", async () => {
    const post = await adminPost();
    const fields = { intent: "create", month: lastMonth, value: "3.245,67", source: "https://data.tuik.gov.tr/" };
    expect((await post(fields)).status).toBe(302);
    const [row] = await listCpiMonths();
    expect(row).toMatchObject({ month: lastMonth, value: 3245.67, source: "https://data.tuik.gov.tr/", entered_by_name: "admin" });

    const twice = await post({ ...fields, value: "3.300" });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(await twice.json())).toContain("zaten girilmiş; o satırı düzenleyin.");

    expect((await post({ ...fields, intent: "update", id: String(row.id), value: "3.250,5" })).status).toBe(302);
    expect((await listCpiMonths())[0].value).toBe(3250.5);

    expect((await post({ intent: "delete", id: String(row.id) })).status).toBe(302);
    expect(await listCpiMonths()).toEqual([]);
    expect((await activities()).map((entry) => entry.action)).toEqual([CPI_ACTIVITY.created, CPI_ACTIVITY.updated, CPI_ACTIVITY.deleted]);
    expect((await activities())[0]).toMatchObject({ username: "admin", description: expect.stringContaining("3.245,67") });
  });

  it("answers bad input with 400 or 404 and a Turkish message, never a 500, and writes nothing", async () => {
    const post = await adminPost();
    const bad = await post({ intent: "create", month: "2026-99", value: "12abc", source: "" });
    expect(bad.status).toBe(400);
    const text = JSON.stringify(await bad.json());
    expect(text).toContain("Ayı YYYY-AA olarak yazın");
    expect(text).toContain("Endeks değeri bir sayı olmalıdır");
    expect(text).toContain("Kaynak gereklidir.");
    expect((await post({ intent: "create" })).status).toBe(400);
    expect((await post({ intent: "update", id: "abc", month: lastMonth, value: "1", source: "x" })).status).toBe(400);
    expect((await post({ intent: "update", id: "999", month: lastMonth, value: "1", source: "x" })).status).toBe(404);
    expect((await post({ intent: "delete", id: "999" })).status).toBe(404);
    expect((await post({ intent: "drop-table" })).status).toBe(400);
    expect(await listCpiMonths()).toEqual([]);
    expect(await activities()).toEqual([]);
  });

  it("pages the months, the latest first, and opens an edited month's page", async () => {
    const admin = { id: 1, username: "admin" };
    for (let back = 1; back <= 30; back++) {
      await saveCpiMonth(undefined, { month: addMonths(lastMonth, 1 - back), value: 1000 - back, source: "TÜİK" }, admin);
    }
    const cookie = await signIn("admin", "admin123");
    const page = async (query: string) =>
      (await (await answer(() => loader({ request: requestWith(`${PAGE}${query}`, { cookie }), params: {}, context }))).json()) as {
        months: Array<{ id: number; month: string }>;
        pagination: { page: number; pages: number; total: number };
      };
    const first = await page("");
    expect(first.pagination).toMatchObject({ page: 1, pages: 2, total: 30 });
    expect(first.months[0].month).toBe(lastMonth);
    const second = await page("?page=2");
    expect(second.months).toHaveLength(6);
    expect((await page(`?edit=${second.months[0].id}`)).pagination.page).toBe(2);
  });
});
