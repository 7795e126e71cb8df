import { describe, expect, it } from "vitest";
import { getAboutPage, listAboutItems } from "~/models/about.server";
import { action as infoAction, loader as infoLoader } from "~/routes/api.about.info";
import { action as milestonesAction, loader as milestonesLoader } from "~/routes/api.about.milestones";
import { action as milestoneItemAction } from "~/routes/api.about.milestones.$id";
import { action as teamAction, loader as teamLoader } from "~/routes/api.about.team";
import { action as teamItemAction, loader as teamItemLoader } from "~/routes/api.about.team.$id";
import { action as valuesAction, loader as valuesLoader } from "~/routes/api.about.values";
import { action as valueItemAction } from "~/routes/api.about.values.$id";
import { answer, context, jsonRequest, requestWith, signIn } from "../../setup/requests";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

/** A loader's arguments for an anonymous GET. */
const visit = (url: string) => ({ request: requestWith(url), params: {}, context });

const member = { name: "Deneme Üye", role: "Analist", bio: "Piyasaları izler.", image: "https://example.com/a.jpg", order_num: 4 };

describe("About API access", () => {
  it("serves reads to anyone and refuses writes to visitors (401) and users (403)", async () => {
    const info = await (await infoLoader(visit("/api/about/info"))).json();
    expect(Object.keys(info).sort()).toEqual(["description", "mission", "subtitle", "title", "values_image", "vision"]);
    expect(info.title).toBeTruthy();

    const userCookie = await signIn("ahmet", "ahmet123");
    const writes = [
      (cookie?: string) =>
        infoAction({ request: jsonRequest("/api/about/info", "POST", { title: "X", description: "Y" }, cookie), params: {}, context }),
      (cookie?: string) => teamAction({ request: jsonRequest("/api/about/team", "POST", member, cookie), params: {}, context }),
      (cookie?: string) => valuesAction({ request: jsonRequest("/api/about/values", "POST", {}, cookie), params: {}, context }),
      (cookie?: string) => milestonesAction({ request: jsonRequest("/api/about/milestones", "POST", {}, cookie), params: {}, context }),
      (cookie?: string) =>
        teamItemAction({ request: jsonRequest("/api/about/team/1", "DELETE", undefined, cookie), params: { id: "1" }, context }),
    ];
    for (const write of writes) {
      const anonymous = await answer(() => write());
      expect(anonymous.status).toBe(401);
      expect((await anonymous.json()).error).toBeTruthy();
      expect((await answer(() => write(userCookie))).status).toBe(403);
    }
    const team = await listAboutItems().then((items) => items.team);
    expect(team.some((row) => row.name === member.name)).toBe(false);
  });
});

describe("About API writes", () => {
  it("rejects invalid bodies with a Turkish message and no change", async () => {
    const cookie = await signIn("admin", "admin123");
    const cases: [() => Promise<unknown>, string][] = [
      [
        () =>
          infoAction({ request: jsonRequest("/api/about/info", "POST", { title: " ", description: "x" }, cookie), params: {}, context }),
        "title: Başlık gereklidir.",
      ],
      [
        () =>
          infoAction({
            request: jsonRequest("/api/about/info", "POST", { title: "T", description: "D", values_image: "resim" }, cookie),
            params: {},
            context,
          }),
        "values_image: Geçerli bir görsel URL'si girin.",
      ],
      [
        () => teamAction({ request: jsonRequest("/api/about/team", "POST", { ...member, order_num: 0 }, cookie), params: {}, context }),
        "order_num: Sıra en az 1 olmalıdır.",
      ],
      [
        () => teamAction({ request: jsonRequest("/api/about/team", "POST", { ...member, bio: "" }, cookie), params: {}, context }),
        "bio: Biyografi gereklidir.",
      ],
      [
        () =>
          teamAction({
            request: jsonRequest("/api/about/team", "POST", { ...member, image: "javascript:alert(1)" }, cookie),
            params: {},
            context,
          }),
        "image: Geçerli bir görsel URL'si girin.",
      ],
      [
        () =>
          valuesAction({
            request: jsonRequest("/api/about/values", "POST", { name: "N", description: "D", icon: "BombIcon", order_num: 1 }, cookie),
            params: {},
            context,
          }),
        "icon: Bir simge seçin.",
      ],
      [
        () =>
          milestonesAction({
            request: jsonRequest("/api/about/milestones", "POST", { title: "T", description: "D", order_num: 1 }, cookie),
            params: {},
            context,
          }),
        "year: Yıl gereklidir.",
      ],
      [
        () => milestonesAction({ request: jsonRequest("/api/about/milestones", "POST", "{not json", cookie), params: {}, context }),
        "Geçersiz JSON gövdesi.",
      ],
    ];
    const before = await listAboutItems();
    for (const [run, message] of cases) {
      const response = await answer(run);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message });
    }
    expect(await listAboutItems()).toEqual(before);
  });

  it("saves the info and the public page shows it", async () => {
    const cookie = await signIn("admin", "admin123");
    const body = {
      title: "Biz Kimiz",
      subtitle: "",
      description: "Açıklama",
      mission: "Yeni misyon metni",
      vision: "Vizyon",
      values_image: "https://example.com/v.jpg",
    };
    const response = await answer(() => infoAction({ request: jsonRequest("/api/about/info", "POST", body, cookie), params: {}, context }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...body, subtitle: null });
    expect(await (await infoLoader(visit("/api/about/info"))).json()).toEqual({ ...body, subtitle: null });
    const page = await getAboutPage();
    expect(page.info.mission).toBe("Yeni misyon metni");
    expect(page.info.values_image).toBe("https://example.com/v.jpg");
  });

  it("creates, updates and deletes a team member, a value and a milestone", async () => {
    const cookie = await signIn("admin", "admin123");
    const kinds = [
      { path: "team", list: teamAction, load: teamLoader, remove: teamItemAction, body: member, change: { role: "Baş Analist" } },
      {
        path: "values",
        list: valuesAction,
        load: valuesLoader,
        remove: valueItemAction,
        body: { name: "Şeffaflık", description: "Açık iletişim.", icon: "HeartIcon", order_num: 2 },
        change: { icon: "CpuChipIcon" },
      },
      {
        path: "milestones",
        list: milestonesAction,
        load: milestonesLoader,
        remove: milestoneItemAction,
        body: { year: "2027", title: "Yeni dönem", description: "Büyüme.", order_num: 9 },
        change: { title: "Yeni dönem başladı" },
      },
    ];
    for (const kind of kinds) {
      const url = `/api/about/${kind.path}`;
      const created = await answer(() => kind.list({ request: jsonRequest(url, "POST", kind.body, cookie), params: {}, context }));
      expect(created.status).toBe(201);
      const row = await created.json();
      expect(row).toMatchObject({ ...kind.body, id: expect.any(Number) });

      const updated = await answer(() =>
        kind.list({ request: jsonRequest(url, "POST", { ...row, ...kind.change }, cookie), params: {}, context }),
      );
      expect(updated.status).toBe(200);
      expect(await updated.json()).toEqual({ ...row, ...kind.change });

      const listed = await (await kind.load(visit(`/api/about/${kind.path}`))).json();
      expect(listed.filter((item: { id: number }) => item.id === row.id)).toEqual([{ ...row, ...kind.change }]);
      const orders = listed.map((item: { order_num: number }) => item.order_num);
      expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));

      const id = String(row.id);
      const deleted = await answer(() =>
        kind.remove({ request: jsonRequest(`${url}/${id}`, "DELETE", undefined, cookie), params: { id }, context }),
      );
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toBe(true);
      const again = await answer(() =>
        kind.remove({ request: jsonRequest(`${url}/${id}`, "DELETE", undefined, cookie), params: { id }, context }),
      );
      expect(again.status).toBe(404);
      expect((await again.json()).error).toMatch(/bulunamadı/);
      expect((await (await kind.load(visit(`/api/about/${kind.path}`))).json()).some((item: { id: number }) => item.id === row.id)).toBe(
        false,
      );
    }
  });

  it("creates when the body names an id that does not exist, and refuses other methods", async () => {
    const cookie = await signIn("admin", "admin123");
    const response = await answer(() =>
      teamAction({ request: jsonRequest("/api/about/team", "POST", { ...member, id: 99999 }, cookie), params: {}, context }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).id).not.toBe(99999);
    const put = await answer(() => teamAction({ request: jsonRequest("/api/about/team", "PUT", member, cookie), params: {}, context }));
    expect(put.status).toBe(405);
    expect(teamItemLoader().status).toBe(405);
    const badId = await answer(() =>
      teamItemAction({ request: jsonRequest("/api/about/team/abc", "DELETE", undefined, cookie), params: { id: "abc" }, context }),
    );
    expect(badId.status).toBe(400);
  });
});
