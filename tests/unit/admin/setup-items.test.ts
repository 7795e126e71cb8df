import { describe, expect, it } from "vitest";
import { setupItems, type SetupFacts } from "~/lib/admin/setup-checklist";

// The admin's setup checklist from its facts, pure (the facts are gathered in setup-checklist.server.ts).
const now = new Date("2026-11-28T12:00:00Z");
const ready: SetupFacts = {
  sample: [],
  demoPasswordActive: false,
  demoUsersActive: [],
  aiConfigured: true,
  mailConfigured: true,
  silentSources: [],
  lastBackupAt: "2026-11-28T06:00:00Z",
  backupIntervalHours: 24,
  analyticsServices: [],
  consentTextGap: null,
};
const keys = (facts: Partial<SetupFacts>) => setupItems({ ...ready, ...facts }, now).map((item) => item.key);

describe("the setup checklist", () => {
  it("is empty for a site ready for visitors", () => {
    expect(setupItems(ready, now)).toEqual([]);
  });

  it("lists what is left, critical first, then warnings, then information", () => {
    const items = setupItems(
      {
        ...ready,
        aiConfigured: false,
        mailConfigured: false,
        demoUsersActive: ["ahmet", "ayse"],
        demoPasswordActive: true,
        sample: [{ label: "Blog yazıları", href: "/admin/blog", count: 3 }],
        silentSources: [{ label: "DeFi", href: "/admin/sources" }],
        lastBackupAt: null,
      },
      now,
    );
    expect(items.map((item) => [item.key, item.severity])).toEqual([
      ["demo-admin", "critical"],
      ["backup", "critical"],
      ["demo-users", "warning"],
      ["sample-/admin/blog", "warning"],
      ["mail", "warning"],
      ["source-/admin/sources-DeFi", "warning"],
      ["ai", "info"],
    ]);
    expect(items[2].detail).toBe("ahmet, ayse hesapları kurulumla geldi; kullanmıyorsanız pasif yapın ya da silin.");
    expect(items[3]).toMatchObject({
      title: "Örnek içerik: Blog yazıları",
      href: "/admin/blog",
      detail: expect.stringMatching(/^3 kayıt /),
    });
    expect(items[1]).toMatchObject({ title: "Hiç yedek alınmamış", detail: "Veritabanının henüz başarılı bir yedeği yok." });
  });

  it("counts a backup as recent for 48 hours, or twice the schedule when that is longer", () => {
    expect(keys({ lastBackupAt: "2026-11-26T12:00:00Z" })).toEqual([]);
    expect(keys({ lastBackupAt: "2026-11-26T11:59:00Z" })).toEqual(["backup"]);
    expect(setupItems({ ...ready, lastBackupAt: "2026-11-25T11:00:00Z" }, now)[0]).toMatchObject({
      title: "Son yedek eski",
      detail: "Son başarılı yedek 3 gün önce alındı.",
    });
    expect(keys({ lastBackupAt: "2026-11-24T12:00:00Z", backupIntervalHours: 48 })).toEqual([]);
    expect(keys({ lastBackupAt: "2026-11-24T11:00:00Z", backupIntervalHours: 48 })).toEqual(["backup"]);
  });

  it("asks for the privacy link or the contact details only while analytics is on", () => {
    expect(keys({ consentTextGap: "privacy-link" })).toEqual([]);
    expect(keys({ analyticsServices: ["Google Analytics"] })).toEqual([]);
    const link = setupItems({ ...ready, analyticsServices: ["Google Analytics", "Tag Manager"], consentTextGap: "privacy-link" }, now)[0];
    expect(link).toMatchObject({ severity: "critical", href: "/admin/footer/links", action: "Bağlantıyı ekle" });
    expect(link.detail).toMatch(/^Google Analytics, Tag Manager açık, ama footer'da Gizlilik Politikası bağlantısı yok/);
    const contact = setupItems({ ...ready, analyticsServices: ["AdSense"], consentTextGap: "sample-contact" }, now)[0];
    expect(contact).toMatchObject({ href: "/admin/contact/info", action: "İletişim bilgilerini düzenle" });
    expect(contact.detail).toMatch(/^AdSense açık, ama gizlilik metninin yönlendirdiği iletişim bilgileri hâlâ örnek içerik/);
  });

  it("says what each item is, how bad, and where it is fixed", () => {
    const items = setupItems(
      {
        ...ready,
        demoPasswordActive: true,
        demoUsersActive: ["ahmet"],
        sample: [{ label: "SSS", href: "/admin/faq", count: 1 }],
        aiConfigured: false,
        mailConfigured: false,
        silentSources: [{ label: "Haber", href: "/admin/news/sources" }],
        lastBackupAt: "2026-11-25T13:00:00Z",
      },
      now,
    );
    expect(items).toEqual([
      {
        key: "demo-admin",
        severity: "critical",
        title: "Demo yönetici şifresi hâlâ geçerli",
        detail: "admin hesabı herkesin bildiği şifreyle giriş yapabiliyor. Şifreyi değiştirin.",
        href: "/account",
        action: "Şifreyi değiştir",
      },
      {
        key: "backup",
        severity: "critical",
        title: "Son yedek eski",
        // 71 hours: two whole days.
        detail: "Son başarılı yedek 2 gün önce alındı.",
        href: "/admin/backups",
        action: "Şimdi yedekle",
      },
      {
        key: "demo-users",
        severity: "warning",
        title: "Demo kullanıcı hesapları etkin",
        detail: "ahmet hesapları kurulumla geldi; kullanmıyorsanız pasif yapın ya da silin.",
        href: "/admin/users",
        action: "Kullanıcılara git",
      },
      {
        key: "sample-/admin/faq",
        severity: "warning",
        title: "Örnek içerik: SSS",
        detail: "1 kayıt kurulumla gelen örnek içerik; düzenleyene kadar ziyaretçilere gösterilmez.",
        href: "/admin/faq",
        action: "Düzenle",
      },
      {
        key: "mail",
        severity: "warning",
        title: "E-posta gönderimi ayarlı değil",
        detail: "SMTP_URL ortam değişkeni boş: şifre sıfırlama, doğrulama ve bülten e-postaları gönderilemez.",
        href: "/admin/mail",
        action: "E-posta durumunu gör",
      },
      {
        key: "source-/admin/news/sources-Haber",
        severity: "warning",
        title: "Dış kaynak hiç yanıt vermedi: Haber",
        detail: "Bu kaynaktan henüz tek bir geçerli yanıt alınmadı; adresini ve sunucunun internete erişimini kontrol edin.",
        href: "/admin/news/sources",
        action: "Kaynağa git",
      },
      {
        key: "ai",
        severity: "info",
        title: "Yapay zekâ sağlayıcısı tanımlı değil",
        detail: "Sohbet şimdilik yalnızca sitenin kendi içeriğinden yanıt veriyor. Bir API anahtarı girerek yapay zekâ yanıtlarını açın.",
        href: "/admin/openai-settings",
        action: "Sağlayıcıyı ayarla",
      },
    ]);
  });

  it("lists every sample table and every silent source, each once", () => {
    expect(
      keys({
        sample: [
          { label: "Blog yazıları", href: "/admin/blog", count: 3 },
          { label: "SSS", href: "/admin/faq", count: 2 },
        ],
        silentSources: [
          { label: "DeFi", href: "/admin/sources" },
          { label: "NFT", href: "/admin/sources" },
        ],
      }),
    ).toEqual(["sample-/admin/blog", "sample-/admin/faq", "source-/admin/sources-DeFi", "source-/admin/sources-NFT"]);
  });

  it("writes the analytics item in full for each missing text", () => {
    const [link] = setupItems({ ...ready, analyticsServices: ["Google Analytics"], consentTextGap: "privacy-link" }, now);
    expect(link).toEqual({
      key: "analytics-consent",
      severity: "critical",
      title: "Analitik açık ama çerez ve gizlilik metni eksik",
      detail:
        "Google Analytics açık, ama footer'da Gizlilik Politikası bağlantısı yok: ziyaretçiler çerezlerin ne için kullanıldığını okuyamıyor.",
      href: "/admin/footer/links",
      action: "Bağlantıyı ekle",
    });
    const [contact] = setupItems({ ...ready, analyticsServices: ["AdSense", "Google Analytics"], consentTextGap: "sample-contact" }, now);
    expect(contact.detail).toBe(
      "AdSense, Google Analytics açık, ama gizlilik metninin yönlendirdiği iletişim bilgileri hâlâ örnek içerik: ziyaretçiler veri sorumlusuna ulaşamıyor.",
    );
  });

  it("judges the backup's age against the present moment when no time is given", () => {
    expect(setupItems({ ...ready, lastBackupAt: new Date().toISOString() })).toEqual([]);
    expect(setupItems({ ...ready, lastBackupAt: "2000-01-01T00:00:00Z" }).map((item) => item.key)).toEqual(["backup"]);
  });
});
