import type { Kysely } from "kysely";
import type { Database, Role, Subscription } from "../app/lib/db-schema";
import {
  APP_VERSION,
  defaultAboutInfo,
  defaultAboutValues,
  defaultAiSettings,
  defaultContactInfo,
  defaultFaqs,
  defaultFooterHeaders,
  defaultFooterInfo,
  defaultFooterLinks,
  defaultFooterSocial,
  defaultHomeSections,
  defaultMilestones,
  defaultSeo,
  defaultSettings,
  defaultTeamMembers,
} from "../app/lib/site/defaults";
import { readTimeFromContent } from "../app/lib/blog/content";
import { pastLaunches } from "../app/lib/launches/past-launches";
import { defaultNewsSources } from "../app/lib/news/default-sources";
import { SEED_COINS } from "../app/lib/research/seed-coins";
import { writeCatalogueDocuments } from "../app/models/search.server";
import { hashPassword } from "../app/server/password.server";
import { DEMO_PASSWORDS } from "../app/lib/users/demo-accounts";
import { seedLearning } from "./seed-data";
import { markSample } from "../app/models/sample-content.server";

export const demoAccounts: { username: string; password: string; email: string; role: Role; subscription: Subscription }[] = [
  { username: "admin", password: DEMO_PASSWORDS.admin, email: "admin@kriptorehber.com", role: "admin", subscription: "enterprise" },
  { username: "ahmet", password: DEMO_PASSWORDS.ahmet, email: "ahmet@example.com", role: "user", subscription: "premium" },
  { username: "ayse", password: DEMO_PASSWORDS.ayse, email: "ayse@example.com", role: "user", subscription: "basic" },
];

const blogCategories = [
  { name: "Bitcoin", slug: "bitcoin", description: "Bitcoin'in teknolojisi, tarihi ve piyasası" },
  { name: "Ethereum", slug: "ethereum", description: "Ethereum, akıllı sözleşmeler ve ekosistemi" },
  { name: "DeFi", slug: "defi", description: "Merkeziyetsiz finans protokolleri" },
  { name: "NFT", slug: "nft", description: "Değiştirilemez tokenlar ve dijital koleksiyonlar" },
  { name: "Altcoin", slug: "altcoin", description: "Bitcoin dışındaki kripto paralar" },
  { name: "Blockchain", slug: "blockchain", description: "Blokzincir teknolojisinin temelleri" },
  { name: "Trading", slug: "trading", description: "Alım satım stratejileri ve risk yönetimi" },
];

const blogPosts = [
  {
    title: "Bitcoin Nedir? Yeni Başlayanlar İçin Kapsamlı Rehber",
    slug: "bitcoin-nedir-yeni-baslayanlar-icin-rehber",
    excerpt: "Bitcoin'in nasıl çalıştığını, neden değerli olduğunu ve güvenle nasıl saklanacağını adım adım anlatıyoruz.",
    content:
      "<p>Bitcoin, 2009 yılında Satoshi Nakamoto takma adlı bir geliştirici tarafından yayımlanan ilk merkeziyetsiz dijital para birimidir. Bir bankaya ya da devlete bağlı değildir; işlemler dünyanın dört bir yanındaki bilgisayarlardan oluşan bir ağ tarafından doğrulanır.</p>" +
      "<h2>Blokzincir nasıl çalışır?</h2><p>Her işlem, bloklar hâlinde bir araya getirilir ve bir önceki bloğa kriptografik olarak bağlanır. Bu zincir geriye dönük olarak değiştirilemez; böylece kimin ne kadar bitcoine sahip olduğu herkesçe doğrulanabilir.</p>" +
      "<h2>Bitcoin nasıl saklanır?</h2><ul><li><strong>Borsa cüzdanı:</strong> Kullanımı kolaydır ancak anahtarlar borsadadır.</li><li><strong>Yazılım cüzdanı:</strong> Anahtarlar sizin cihazınızdadır.</li><li><strong>Donanım cüzdanı:</strong> Uzun vadeli saklama için en güvenli seçenektir.</li></ul>" +
      "<p>Unutmayın: kripto paralar yüksek oynaklığa sahiptir. Kaybetmeyi göze alamayacağınız bir tutarla yatırım yapmayın.</p>",
    category: "Bitcoin",
    tags: "bitcoin, başlangıç, blokzincir, cüzdan",
    status: "published" as const,
    featured_image: "/images/blog/bitcoin.svg",
    views: 128,
    publishedDaysAgo: 12,
  },
  {
    title: "Ethereum ve Akıllı Sözleşmeler: Programlanabilir Para",
    slug: "ethereum-ve-akilli-sozlesmeler",
    excerpt: "Ethereum'u Bitcoin'den ayıran akıllı sözleşmeleri, gas ücretlerini ve hisse kanıtı modelini inceliyoruz.",
    content:
      "<p>Ethereum, yalnızca bir dijital para değil, üzerinde uygulamaların çalıştığı küresel bir bilgisayardır. Bu uygulamaların temelinde <strong>akıllı sözleşmeler</strong> vardır: koşulları kodla yazılmış ve kendiliğinden yürüyen anlaşmalar.</p>" +
      "<h2>Gas ücreti nedir?</h2><p>Ağda her işlem bir hesaplama maliyeti doğurur. Gas, bu maliyetin ölçüsüdür; ağ yoğunlaştıkça ücretler yükselir.</p>" +
      "<h2>Hisse kanıtı (Proof of Stake)</h2><p>2022'deki geçişten bu yana Ethereum, blokları madenciler yerine ETH kilitleyen doğrulayıcılarla üretir. Bu değişiklik enerji tüketimini büyük ölçüde azalttı.</p>" +
      "<ul><li>DeFi protokolleri</li><li>NFT pazar yerleri</li><li>Merkeziyetsiz organizasyonlar (DAO)</li></ul>",
    category: "Ethereum",
    tags: "ethereum, akıllı sözleşme, gas, staking",
    status: "published" as const,
    featured_image: "/images/blog/ethereum.svg",
    views: 94,
    publishedDaysAgo: 5,
  },
  {
    title: "DeFi Protokollerinde Karşılaşılan Başlıca Riskler",
    slug: "defi-protokollerinde-riskler",
    excerpt: "Akıllı sözleşme açıklarından geçici kayba kadar DeFi'de dikkat edilmesi gereken riskler.",
    content:
      "<p>Merkeziyetsiz finans yüksek getiri vaat etse de beraberinde kendine özgü riskler getirir.</p>" +
      "<h2>Akıllı sözleşme riski</h2><p>Denetlenmemiş kodda bulunan bir açık, havuzdaki tüm fonların kaybına yol açabilir.</p>" +
      "<h2>Geçici kayıp</h2><p>Likidite sağladığınız iki varlığın fiyatı birbirinden uzaklaştıkça, varlıkları elde tutmaya göre daha az değer elde edebilirsiniz.</p>",
    category: "DeFi",
    tags: "defi, risk, likidite",
    status: "draft" as const,
    featured_image: null,
    views: 0,
    publishedDaysAgo: null,
  },
];

const sampleNotifications = [
  {
    title: "Sisteme hoş geldiniz",
    message: "Yönetim paneli kuruldu. İçerikleri, kullanıcıları ve yapay zekâ ayarlarını buradan yönetebilirsiniz.",
    type: "success" as const,
    category: "system" as const,
    priority: "normal" as const,
  },
  {
    title: "Yapay zekâ anahtarı tanımlı değil",
    message: "AI sohbetin çalışması için Ayarlar > AI Sağlayıcı API Anahtarı sayfasından bir anahtar girin.",
    type: "warning" as const,
    category: "system" as const,
    priority: "high" as const,
  },
  {
    title: "Yeni kullanıcı kaydı",
    message: "ayse kullanıcı adıyla yeni bir hesap oluşturuldu.",
    type: "info" as const,
    category: "user" as const,
    priority: "low" as const,
  },
  {
    title: "Demo hesapları etkin",
    message: "Demo giriş bilgileri hâlâ geçerli. Canlıya almadan önce yönetici şifresini değiştirin.",
    type: "error" as const,
    category: "security" as const,
    priority: "urgent" as const,
  },
];

const sampleAiExchanges = [
  [
    "Bitcoin'in fiyatı neden bu kadar oynak?",
    "Bitcoin'in arzı sabit, talebi ise haberlere ve likiditeye göre hızla değişir; bu da fiyatın sert hareket etmesine yol açar.",
  ],
  [
    "Ethereum'a yatırım yapmak mantıklı mı?",
    "Bu kişisel risk toleransınıza bağlıdır. Ethereum'un ekosistemi güçlüdür ancak fiyatı oynaktır; yatırım tavsiyesi veremem.",
  ],
  [
    "DeFi nedir?",
    "DeFi, bankalar gibi aracılar olmadan akıllı sözleşmelerle sunulan borç verme, takas ve getiri gibi finansal hizmetlerin genel adıdır.",
  ],
  ["Hangi trading stratejileri var?", "Başlıcaları trend takibi, aralık ticareti, kırılım stratejileri ve düzenli alım (DCA) yöntemidir."],
  [
    "Borsada nasıl işlem yapılır?",
    "Hesap açıp kimliğinizi doğruladıktan sonra Türk lirası yatırır, ardından piyasa ya da limit emriyle alım yaparsınız.",
  ],
  [
    "Altcoin seçerken nelere dikkat etmeliyim?",
    "Projenin kullanım alanına, ekibine, token dağılımına, likiditesine ve denetim raporlarına bakmalısınız.",
  ],
  ["Stop-loss nedir?", "Stop-loss, fiyat belirlediğiniz seviyeye düştüğünde pozisyonunuzu otomatik kapatan bir emirdir ve kaybı sınırlar."],
  [
    "Soğuk cüzdan gerekli mi?",
    "Uzun vadede önemli miktarda kripto saklıyorsanız, anahtarları çevrimdışı tutan soğuk cüzdan en güvenli seçenektir.",
  ],
] as const;

function daysAgo(days: number, hours = 0) {
  return new Date(Date.now() - days * 86_400_000 - hours * 3_600_000).toISOString();
}

async function isEmpty(db: Kysely<Database>, table: keyof Database) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}

export interface SeedOptions {
  /** When set, a single admin with this password is created instead of the demo accounts. */
  adminPassword?: string;
}

/**
 * Fills every empty table with the default content. Tables that already hold
 * rows are left alone, so running it again never duplicates anything.
 */
export async function seed(db: Kysely<Database>, options: SeedOptions = {}) {
  if (await isEmpty(db, "users")) {
    const accounts = options.adminPassword ? [{ ...demoAccounts[0], password: options.adminPassword }] : demoAccounts;
    for (const account of accounts) {
      await db
        .insertInto("users")
        .values({
          username: account.username,
          email: account.email,
          password_hash: await hashPassword(account.password),
          role: account.role,
          subscription: account.subscription,
          status: "active",
          // The seeded accounts are the operator's own: their addresses need no mailed proof.
          email_verified_at: new Date().toISOString(),
        })
        .execute();
    }
  }

  await db.transaction().execute(async (trx) => {
    for (const setting of defaultSettings) {
      await trx
        .insertInto("settings")
        .values(setting)
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
    }

    if (await isEmpty(trx, "home_sections")) {
      await trx
        .insertInto("home_sections")
        .values(
          defaultHomeSections.map((section, index) => ({
            type: section.type,
            title: section.title,
            subtitle: section.subtitle,
            content: JSON.stringify(section.content),
            sort_order: index + 1,
          })),
        )
        .execute();
    }

    // The seeded contact details, team, milestones and values are invented: marked as sample,
    // the public pages hide them until an admin edits them.
    const footerInfo = await trx
      .insertInto("footer_info")
      .values({ id: 1, ...defaultFooterInfo })
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (footerInfo) await markSample(trx, "footer_info", [footerInfo.id]);
    if (await isEmpty(trx, "footer_links")) await trx.insertInto("footer_links").values(defaultFooterLinks).execute();
    if (await isEmpty(trx, "footer_social_links")) {
      await trx.insertInto("footer_social_links").values(defaultFooterSocial).execute();
    }
    if (await isEmpty(trx, "footer_column_headers")) {
      await trx.insertInto("footer_column_headers").values(defaultFooterHeaders).execute();
    }

    await trx
      .insertInto("about_info")
      .values({ id: 1, ...defaultAboutInfo })
      .onConflict((oc) => oc.doNothing())
      .execute();
    if (await isEmpty(trx, "about_values")) {
      const rows = await trx.insertInto("about_values").values(defaultAboutValues).returning("id").execute();
      await markSample(
        trx,
        "about_values",
        rows.map((row) => row.id),
      );
    }
    if (await isEmpty(trx, "team_members")) {
      const rows = await trx.insertInto("team_members").values(defaultTeamMembers).returning("id").execute();
      await markSample(
        trx,
        "team_members",
        rows.map((row) => row.id),
      );
    }
    if (await isEmpty(trx, "milestones")) {
      const rows = await trx.insertInto("milestones").values(defaultMilestones).returning("id").execute();
      await markSample(
        trx,
        "milestones",
        rows.map((row) => row.id),
      );
    }

    const contactInfo = await trx
      .insertInto("contact_info")
      .values({ id: 1, ...defaultContactInfo })
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (contactInfo) await markSample(trx, "contact_info", [contactInfo.id]);
    if (await isEmpty(trx, "faqs")) {
      await trx
        .insertInto("faqs")
        .values(defaultFaqs.map((faq, index) => ({ ...faq, sort_order: index + 1 })))
        .execute();
    }

    if (await isEmpty(trx, "blog_categories")) await trx.insertInto("blog_categories").values(blogCategories).execute();
    if (await isEmpty(trx, "blog_posts")) {
      const categories = await trx.selectFrom("blog_categories").select(["id", "name"]).execute();
      for (const { category, publishedDaysAgo, ...post } of blogPosts) {
        const publishedAt = publishedDaysAgo === null ? null : daysAgo(publishedDaysAgo);
        await trx
          .insertInto("blog_posts")
          .values({
            ...post,
            read_time: readTimeFromContent(post.content),
            author: "Admin",
            category_id: categories.find((c) => c.name === category)?.id ?? null,
            published_at: publishedAt,
            created_at: publishedAt ?? daysAgo(1),
            updated_at: publishedAt ?? daysAgo(1),
          })
          .execute();
      }
    }

    await trx
      .insertInto("ai_settings")
      .values({ id: 1, ...defaultAiSettings })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto("seo_settings")
      .values({ id: 1, ...defaultSeo })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto("structured_data")
      .values({ id: 1, org_type: "Organization", org_name: defaultSeo.site_name })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto("google_services")
      .values({ id: 1 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto("system_info")
      .values({ id: 1, current_version: APP_VERSION, last_update: new Date().toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();

    if (await isEmpty(trx, "launches")) {
      await trx
        .insertInto("launches")
        .values(
          pastLaunches.map(({ date, time, ...launch }) => ({
            ...launch,
            launch_date: date,
            launch_time: time ?? null,
            url: launch.url ?? null,
            notes: launch.notes ?? null,
          })),
        )
        .execute();
    }

    if (await isEmpty(trx, "news_sources")) {
      await trx.insertInto("news_sources").values(defaultNewsSources).execute();
    }

    if (await isEmpty(trx, "coin_research")) {
      await trx
        .insertInto("coin_research")
        .values(
          SEED_COINS.map((coin, index) => ({
            symbol: coin.symbol,
            name: coin.name,
            category: coin.category,
            launch_year: coin.launchYear,
            consensus: coin.consensus,
            supply_model: coin.supplyModel,
            summary: coin.summary,
            website: coin.website,
            whitepaper: coin.whitepaper,
            source_code: coin.sourceCode,
            sort_order: (index + 1) * 10,
          })),
        )
        .execute();
    }

    if (await isEmpty(trx, "notifications")) {
      await trx
        .insertInto("notifications")
        .values(sampleNotifications.map((n, index) => ({ ...n, is_global: 1 as const, created_at: daysAgo(0, index * 5) })))
        .execute();
    }

    if (await isEmpty(trx, "ai_messages")) {
      const users = await trx.selectFrom("users").select("id").orderBy("id").execute();
      await trx
        .insertInto("ai_messages")
        .values(
          sampleAiExchanges.map(([message, response], index) => ({
            user_id: users[index % users.length]?.id ?? null,
            message,
            response,
            model: "gpt-4",
            tokens_used: 120 + ((index * 7) % 61),
            created_at: daysAgo(index, 2),
          })),
        )
        .execute();
    }

    await seedLearning(trx);
  });

  // Tables index themselves through triggers; the tools and coins come from the code.
  await writeCatalogueDocuments(db);
}
