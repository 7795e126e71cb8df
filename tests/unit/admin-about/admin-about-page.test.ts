import { describe, expect, it } from "vitest";
import { getAboutInfo, listAboutItems } from "~/models/about.server";
import { action, loader } from "~/routes/admin.about/route";
import { answer, context, formRequest, signIn } from "../../setup/requests";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

const post = (fields: Record<string, string>, cookie?: string) =>
  answer(() => action({ request: formRequest("/admin/about", fields, cookie), params: {}, context }));

describe("/admin/about", () => {
  it("sends visitors to the login page and users home", async () => {
    const anonymous = await post({ intent: "save-info", title: "X", description: "Y" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login/);
    const user = await post({ intent: "save-info", title: "X", description: "Y" }, await signIn("ahmet", "ahmet123"));
    expect(user.status).toBe(302);
    expect(user.headers.get("Location")).toBe("/");
    expect((await getAboutInfo()).title).not.toBe("X");
  });

  it("answers field errors for missing required fields, bad URLs and an order below 1", async () => {
    const cookie = await signIn("admin", "admin123");
    const info = await post({ intent: "save-info", title: "", description: "", values_image: "ftp:/x" }, cookie);
    expect(info.status).toBe(400);
    const infoReply = JSON.stringify(await info.json());
    expect(infoReply).toContain("Başlık gereklidir.");
    expect(infoReply).toContain("Açıklama gereklidir.");
    expect(infoReply).toContain("Geçerli bir görsel URL'si girin.");

    const member = await post({ intent: "save-member", name: "Ali", role: "", bio: "", image: "resim.jpg", sort_order: "0" }, cookie);
    expect(member.status).toBe(400);
    const memberReply = JSON.stringify(await member.json());
    for (const message of [
      "Pozisyon gereklidir.",
      "Biyografi gereklidir.",
      "Geçerli bir görsel URL'si girin.",
      "Sıra en az 1 olmalıdır.",
    ]) {
      expect(memberReply).toContain(message);
    }
    const value = await post({ intent: "save-value", name: "N", description: "D", icon_name: "BombIcon", sort_order: "1" }, cookie);
    expect(JSON.stringify(await value.json())).toContain("Bir simge seçin.");
    expect((await post({ intent: "nothing" }, cookie)).status).toBe(400);
  });

  it("saves the info and the values image, adds, edits and deletes a milestone", async () => {
    const cookie = await signIn("admin", "admin123");
    const saved = await post(
      { intent: "save-info", title: "Hakkımızda", description: "Biz bir ekibiz.", mission: "Misyon X", vision: "", values_image: "" },
      cookie,
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/about");
    expect(await getAboutInfo()).toMatchObject({ mission: "Misyon X", vision: null, values_image: null });

    await post({ intent: "save-values-image", values_image: "https://example.com/degerler.jpg" }, cookie);
    expect(await getAboutInfo()).toMatchObject({ mission: "Misyon X", values_image: "https://example.com/degerler.jpg" });

    const created = await post(
      { intent: "save-milestone", year: "2030", title: "Hedef", description: "Büyük hedef.", sort_order: "5" },
      cookie,
    );
    expect(created.headers.get("Location")).toBe("/admin/about/milestones");
    const row = (await listAboutItems()).milestones.find((m) => m.title === "Hedef")!;
    expect(row).toMatchObject({ year: "2030", sort_order: 5 });

    await post(
      { intent: "save-milestone", id: String(row.id), year: "2031", title: "Hedef", description: "Büyük hedef.", sort_order: "1" },
      cookie,
    );
    const milestones = (await listAboutItems()).milestones;
    expect(milestones.find((m) => m.id === row.id)).toMatchObject({ year: "2031", sort_order: 1 });

    const unknown = await post({ intent: "save-milestone", id: "99999", year: "1", title: "t", description: "d", sort_order: "1" }, cookie);
    expect(unknown.status).toBe(404);

    expect((await post({ intent: "delete-milestone", id: String(row.id) }, cookie)).status).toBe(302);
    expect((await listAboutItems()).milestones.some((m) => m.id === row.id)).toBe(false);
    expect((await post({ intent: "delete-milestone", id: String(row.id) }, cookie)).status).toBe(404);

    const page = await answer(() => loader({ request: formRequest("/admin/about", {}, cookie), params: {}, context }));
    expect(page.status).toBe(200);
  });
});
