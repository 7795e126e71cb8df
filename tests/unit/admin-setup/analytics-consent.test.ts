import { describe, expect, it } from "vitest";
import { setupItems } from "~/lib/admin/setup-checklist";
import { getContactInfo, saveContactInfo } from "~/models/contact.server";
import { footerLists } from "~/models/footer.server";
import { getGoogleServices, saveGoogleServices } from "~/models/seo.server";
import { setupChecklist } from "~/models/setup-checklist.server";
import { db } from "~/server/db.server";
import { ALL_DONE, CHECKED_AT } from "../../setup/setup-facts";
import { useTestDatabase } from "../../setup/test-db";

useTestDatabase();

const done = ALL_DONE;
const now = CHECKED_AT;

describe("the analytics-without-consent-text rule", () => {
  it("says nothing while no Google service is on, whatever the texts", () => {
    expect(setupItems({ ...done, consentTextGap: "privacy-link" }, now)).toEqual([]);
  });

  it("says nothing when the services are on and the texts are in place", () => {
    expect(setupItems({ ...done, analyticsServices: ["Google Analytics"] }, now)).toEqual([]);
  });

  it("sends the admin to the footer links when the privacy page is not linked", () => {
    const [item] = setupItems({ ...done, analyticsServices: ["Google Analytics", "Google AdSense"], consentTextGap: "privacy-link" }, now);
    expect(item).toMatchObject({ key: "analytics-consent", severity: "critical", href: "/admin/footer/links" });
    expect(item!.detail).toContain("Google Analytics, Google AdSense açık");
  });

  it("sends the admin to the contact details when they are still sample", () => {
    const [item] = setupItems({ ...done, analyticsServices: ["Google Tag Manager"], consentTextGap: "sample-contact" }, now);
    expect(item).toMatchObject({ key: "analytics-consent", href: "/admin/contact/info" });
  });
});

describe("the checklist read from the database", () => {
  const actor = async () => {
    const admin = await db().selectFrom("users").select(["id", "username"]).where("username", "=", "admin").executeTakeFirstOrThrow();
    return { id: admin.id, username: admin.username };
  };
  const consentItem = async () => (await setupChecklist()).find((item) => item.key === "analytics-consent");

  it("lists the item once analytics is switched on, and drops it when the texts are fixed", async () => {
    const admin = await actor();
    // A fresh install: no Google service, so no item even though the contact details are sample.
    expect(await consentItem()).toBeUndefined();
    const { id, ...google } = await getGoogleServices();
    expect(id).toBe(1);
    await saveGoogleServices({ ...google, analytics_enabled: 1, analytics_id: "G-TEST123" }, admin);
    expect(await consentItem()).toMatchObject({ href: "/admin/contact/info" });

    // Without the footer's privacy link visitors cannot reach the cookie text at all.
    const privacy = (await footerLists.links.list()).find((link) => link.url === "/privacy");
    await footerLists.links.remove(privacy!.id, admin);
    expect(await consentItem()).toMatchObject({ href: "/admin/footer/links" });

    await footerLists.links.create({ title: "Gizlilik", url: "/privacy", column_number: 3, sort_order: 1 }, admin);
    await saveContactInfo({ ...(await getContactInfo()), phone: "+90 312 000 11 22" }, admin);
    expect(await consentItem()).toBeUndefined();
  });
});
