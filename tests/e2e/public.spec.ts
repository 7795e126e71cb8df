import type { Page } from "@playwright/test";
import { changeAboutInfo, changeGoogleServices, contactMessages, publishedPost, withHomeSections } from "../setup/factories";
import { expect, test } from "../setup/fixtures";

const BITCOIN = "bitcoin-nedir-yeni-baslayanlar-icin-rehber";
const noJs = () => test.info().project.name === "no-js";

/** Keeps the browser from reaching Google's real servers when tags are switched on. */
async function stayOffline(page: Page) {
  await page.route(/^https?:\/\/(?!localhost)/, (route) => route.abort());
}

test.describe("home page", () => {
  test("shows enabled sections in their order and hides a disabled one", { tag: "@no-js-only" }, async ({ page }) => {
    const changes: Record<string, { sort_order?: number; enabled?: boolean }> = {
      benefits: { sort_order: 2 },
      features: { sort_order: 3 },
      stats: { sort_order: 4, enabled: false },
      market: { enabled: false },
    };
    await withHomeSections(
      (section) => changes[section.type],
      async () => {
        await page.goto("/");
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText("Yapay Zekâ ile Kripto Dünyasını Keşfedin");
        await expect(main.getByRole("heading", { level: 2 })).toHaveText(["Neden Kripto Rehber?", "Kripto Araçlarımız"]);
        await expect(main.getByText("Rakamlarla Kripto Rehber")).toHaveCount(0);
        await expect(main.getByRole("link", { name: /NFT Analitiği/ })).toHaveAttribute("href", "/nft-analytics");
      },
    );
  });

  test("stat counters end on the figures an admin typed", async ({ page }) => {
    // A fresh install shows live counts (tests/e2e/home.spec.ts); an admin may type figures instead.
    const typed = {
      stats: [10_000, 500, 95, 1000].map((n, i) => ({
        name: `Rakam ${i + 1}`,
        value: i === 2 ? `%${n}` : `${n.toLocaleString("tr-TR")}+`,
      })),
      live: [],
    };
    await withHomeSections(
      (section) => (section.type === "stats" ? { content: typed } : undefined),
      async () => {
        await page.goto("/");
        const values = page.getByTestId("stat-value");
        if (!noJs()) {
          // Mid-animation the visible figure is below its final value.
          await expect(values.first().locator("[aria-hidden=true]")).not.toHaveText("10.000+", { timeout: 1500 });
        }
        await expect(values.locator("[aria-hidden=true]")).toHaveText(["10.000+", "500+", "%95", "1.000+"], { timeout: 4000 });
      },
    );
  });

  test("with no section enabled, the fallback page shows; ads and analytics follow Google services", async ({ page, baseURL }) => {
    await stayOffline(page);
    await withHomeSections(
      () => ({ enabled: false }),
      async () => {
        let restoreGoogle: (() => Promise<void>) | undefined;
        try {
          await page.goto("/");
          const main = page.getByRole("main");
          await expect(main.getByRole("link", { name: "AI Sohbet Başlat" })).toHaveAttribute("href", "/ai-chat");
          await expect(main.getByRole("link", { name: "Demo İzle" })).toBeVisible();
          await expect(main.getByRole("link", { name: "Tüm Hizmetleri Görüntüle" })).toHaveAttribute("href", "/services");
          await expect(main.getByRole("heading", { name: "Neden Kripto Rehber?" })).toBeVisible();
          await expect(main.locator("ul").first().getByRole("listitem")).toHaveCount(12);
          await expect(page.getByRole("complementary", { name: "Reklam" })).toHaveCount(0);
          await expect(page.locator("script[src*='googletagmanager'], script[src*='adsbygoogle']")).toHaveCount(0);

          restoreGoogle = await changeGoogleServices({
            analytics_enabled: 1,
            analytics_id: "G-TEST123",
            adsense_enabled: 1,
            adsense_publisher_id: "ca-pub-1234567890",
            search_console_enabled: 1,
            search_console_verification: "dogrulama-kodu",
            tag_manager_enabled: 1,
            tag_manager_id: "GTM-TEST",
          });
          // The tags load only after consent (decision 022): this visitor has accepted both categories.
          await page.context().addCookies([{ name: "cookie_consent", value: "v1.a1.d1", url: baseURL! }]);
          // The tags must be in the server's HTML, not added by scripts later.
          const html = await (await page.request.get("/")).text();
          expect(html).toContain("https://www.googletagmanager.com/gtag/js?id=G-TEST123");
          expect(html).toContain("GTM-TEST");
          expect(html).toMatch(/<meta name="google-site-verification" content="dogrulama-kodu"\/?>/);

          await page.goto("/");
          const ads = page.getByRole("complementary", { name: "Reklam" });
          await expect(ads).toHaveCount(2);
          await expect(ads.locator("ins.adsbygoogle").first()).toHaveAttribute("data-ad-slot", "banner-top");
          await expect(ads.locator("ins.adsbygoogle").last()).toHaveAttribute("data-ad-slot", "banner-bottom");
          await expect(ads.locator("ins.adsbygoogle").first()).toHaveAttribute("data-ad-client", "ca-pub-1234567890");
        } finally {
          await restoreGoogle?.();
        }
      },
    );
  });
});

test.describe("about page", () => {
  test(
    "shows mission and vision, hides the seeded sample values, timeline and team, and leaves out an empty vision",
    { tag: "@no-js-only" },
    async ({ page }) => {
      await page.goto("/about");
      const main = page.getByRole("main");
      // Values, milestones and team of a fresh install are sample content: hidden until an admin edits them.
      await expect(main.getByRole("heading", { level: 2 })).toHaveText(["Misyonumuz", "Vizyonumuz"]);
      await expect(main.getByRole("heading", { name: "Elif Demir" })).toHaveCount(0);

      const restore = await changeAboutInfo({ vision: "" });
      try {
        await page.reload();
        await expect(main.getByRole("heading", { name: "Misyonumuz" })).toBeVisible();
        await expect(main.getByRole("heading", { name: "Vizyonumuz" })).toHaveCount(0);
      } finally {
        await restore();
      }
    },
  );
});

test.describe("contact page", () => {
  test("shows each validation error, then sends the message and clears the form", async ({ page }) => {
    const email = `iletisim-${test.info().project.name}-${Date.now()}@example.com`;
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: "Bize Yazın" })).toHaveAttribute("href", "#contact-form");
    // The seeded contact details are sample content: not shown until an admin saves real ones.
    await expect(page.getByRole("heading", { name: "İletişim Bilgileri" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Kripto Rehber ücretsiz mi?" })).toBeVisible();
    await expect(page.getByLabel("Mesaj *")).toHaveAttribute("rows", "6");

    // Blank-looking values pass the browser's own checks, so the server's rules answer without JavaScript too.
    await page.getByLabel("Ad Soyad *").fill("   ");
    await page.getByLabel("E-posta *").fill("ali@ornek");
    await page.getByLabel("Telefon").fill("telefonum yok");
    await page.getByLabel("Mesaj *").fill("   ");
    await page.getByRole("button", { name: "Mesaj Gönder" }).click();
    const alerts = page.getByRole("main").getByRole("alert");
    await expect(alerts.filter({ hasText: "Ad soyad gereklidir." })).toBeVisible();
    await expect(alerts.filter({ hasText: "Geçerli bir e-posta adresi girin." })).toBeVisible();
    await expect(alerts.filter({ hasText: "Geçerli bir telefon numarası girin." })).toBeVisible();
    await expect(alerts.filter({ hasText: "Mesaj gereklidir." })).toBeVisible();

    await page.getByLabel("Ad Soyad *").fill("Deniz Kaya");
    await page.getByLabel("E-posta *").fill(email);
    await page.getByLabel("Telefon").fill("+90 532 111 22 33");
    await page.getByLabel("Konu").fill("Analiz sayfası");
    await page.getByLabel("Mesaj *").fill("Analiz sayfası hakkında bir sorum var.");
    await page.getByRole("button", { name: "Mesaj Gönder" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Mesajınız başarıyla gönderildi! En kısa sürede size dönüş yapacağız." }),
    ).toBeVisible();
    await expect(page.getByLabel("Ad Soyad *")).toHaveValue("");
    await expect(page.getByLabel("E-posta *")).toHaveValue("");
    await expect(page.getByLabel("Mesaj *")).toHaveValue("");
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);

    const stored = (await contactMessages({ q: email })).map(({ status, priority, phone, subject }) => ({
      status,
      priority,
      phone,
      subject,
    }));
    expect(stored).toEqual([{ status: "new", priority: "normal", phone: "+90 532 111 22 33", subject: "Analiz sayfası" }]);
  });
});

test.describe("blog", () => {
  test("searches and filters by category through the URL", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { name: "Öne Çıkan Yazılar" })).toBeVisible();
    // The two posts are featured and not listed again below; the categories without a post are not offered.
    await expect(page.getByRole("heading", { name: /Tüm Yazılar|Diğer Yazılar/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Bitcoin Nedir? Yeni Başlayanlar İçin Kapsamlı Rehber" })).toHaveCount(1);
    await expect(page.getByText("0 yazı")).toHaveCount(0);
    await expect(page.getByText("DeFi Protokollerinde Karşılaşılan Başlıca Riskler")).toHaveCount(0);

    await page.getByRole("searchbox", { name: "Yazılarda ara" }).fill("AKILLI SÖZLEŞME");
    await page.getByRole("button", { name: "Ara" }).click();
    await expect(page).toHaveURL(/search=AKILLI/);
    await expect(page.getByRole("heading", { name: "Arama Sonuçları (1)" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Öne Çıkan Yazılar" })).toHaveCount(0);
    const grid = page.getByTestId("post-grid");
    await expect(grid.getByRole("heading")).toHaveText(["Ethereum ve Akıllı Sözleşmeler: Programlanabilir Para"]);
    // Four tags: three shown and a counter for the rest.
    await expect(grid.getByRole("list", { name: "Etiketler" }).getByRole("listitem")).toHaveText([
      "#ethereum",
      "#akıllı sözleşme",
      "#gas",
      /^\+1/,
    ]);

    await page.getByRole("link", { name: /Bitcoin\s*1 yazı/ }).click();
    await expect(page).toHaveURL(/\/blog\?category=bitcoin$/);
    await expect(page.getByRole("combobox", { name: "Kategori" })).toHaveValue("bitcoin");
    await expect(grid.getByRole("heading")).toHaveText(["Bitcoin Nedir? Yeni Başlayanlar İçin Kapsamlı Rehber"]);

    await page.goto("/blog?search=olmayan-bir-konu");
    await expect(page.getByText("Aradığınız kriterlere uygun yazı bulunamadı.")).toBeVisible();
    await page.getByRole("status").getByRole("link", { name: "Filtreleri Temizle" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { name: "Öne Çıkan Yazılar" })).toBeVisible();
  });

  test("a post page shows the article, counts the visit and describes itself to search engines", async ({ page }) => {
    const views = async () => (await publishedPost(BITCOIN)).views;
    const before = await views();
    await page.goto("/blog");
    await page.getByRole("link", { name: "Bitcoin Nedir? Yeni Başlayanlar İçin Kapsamlı Rehber" }).first().click();
    await expect(page).toHaveURL(`/blog/${BITCOIN}`);
    expect(await views()).toBe(before + 1);

    const main = page.getByRole("main");
    await expect(page).toHaveTitle("Bitcoin Nedir? Yeni Başlayanlar İçin Kapsamlı Rehber | Kripto Rehber");
    await expect(main.getByRole("link", { name: "Blog'a Dön" })).toHaveAttribute("href", "/blog");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Bitcoin Nedir? Yeni Başlayanlar İçin Kapsamlı Rehber");
    await expect(main.getByRole("link", { name: "Bitcoin", exact: true })).toBeVisible();
    // Counted from the text: about 110 words at 200 a minute.
    await expect(main.getByText("1 dk okuma").first()).toBeVisible();
    await expect(main.locator("article time").first()).toHaveText(
      /^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/,
    );
    await expect(main.getByRole("heading", { name: "Blokzincir nasıl çalışır?" })).toBeVisible();
    await expect(main.getByRole("list", { name: "Etiketler" }).first()).toContainText("#cüzdan");
    await expect(main.getByRole("heading", { name: "İlgili Yazılar" })).toBeVisible();
    await expect(main.locator("article img").first()).toHaveAttribute("src", "/images/blog/bitcoin.svg");

    const jsonLd = JSON.parse((await main.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: "Bitcoin Nedir? Yeni Başlayanlar İçin Kapsamlı Rehber",
      author: { name: "Admin" },
    });

    const draft = await page.goto("/blog/defi-protokollerinde-riskler");
    expect(draft?.status()).toBe(404);
    await expect(page.getByRole("alert").filter({ hasText: "Aradığınız yazı bulunamadı" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Öne Çıkan Yazılar" })).toBeVisible();
  });

  test("a visitor likes a post and takes the like back", async ({ page }) => {
    const likes = async () => (await publishedPost(BITCOIN)).likes;
    const start = await likes();
    await page.goto(`/blog/${BITCOIN}`);
    const button = page.getByRole("button", { name: /^Beğen/ });
    const count = page.getByTestId("like-count");
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(count).toHaveText(`${start} beğeni`);

    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(count).toHaveText(`${start + 1} beğeni`);
    expect(await likes()).toBe(start + 1);

    await page.reload();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(count).toHaveText(`${start} beğeni`);
    expect(await likes()).toBe(start);
  });
});

test.describe("linked pages", () => {
  test("every link on the home page, the services page and the footer answers 200", { tag: "@no-js-only" }, async ({ page }) => {
    const paths = new Set<string>();
    const collect = async (scope: ReturnType<Page["locator"]>) => {
      for (const href of await scope.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
        if (href.startsWith("/") && !href.startsWith("//")) paths.add(href.split("#")[0]);
      }
    };
    await page.goto("/");
    await collect(page.getByRole("main"));
    await collect(page.getByRole("contentinfo"));
    await page.goto("/services");
    await expect(page.getByTestId("service-card")).toHaveCount(27);
    await collect(page.getByRole("main"));

    for (const path of ["/launch-tracker", "/privacy", "/terms", "/faq", "/ai-chat", "/crypto-analysis", "/services"]) {
      expect(paths).toContain(path);
    }
    for (const path of paths) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
    }
  });

  test("tool and legal pages are real pages with their own titles", { tag: "@no-js-only" }, async ({ page }) => {
    for (const path of ["/crypto-launches", "/launch-tracker"]) {
      await page.goto(path);
      await expect(page).toHaveTitle("Lansman Takibi | Kripto Rehber");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lansman Takibi");
    }
    // Every catalogue tool is a real page now: none shows the placeholder any more.
    await page.goto("/crypto-research");
    await expect(page).toHaveTitle("Kripto Araştırma | Kripto Rehber");
    await expect(page.getByRole("link", { name: /Bitcoin/ }).first()).toBeVisible();
    await expect(page.getByText("Bu sayfa hazırlanıyor")).toHaveCount(0);
    await page.goto("/privacy#cerezler");
    await expect(page).toHaveTitle("Gizlilik Politikası | Kripto Rehber");
    await expect(page.locator("#cerezler")).toHaveText("Çerezler");
    await expect(page.getByRole("heading", { name: "Yapay zekâ sağlayıcısı" })).toBeVisible();
    await page.goto("/terms");
    await expect(page.getByRole("heading", { name: "Yatırım tavsiyesi değildir" })).toBeVisible();
    await page.goto("/faq");
    await expect(page.getByRole("heading", { name: "Analizler yatırım tavsiyesi mi?" })).toBeVisible();
  });
});
