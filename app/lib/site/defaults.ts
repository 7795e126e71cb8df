/**
 * The site's default content. The seed stores it on an empty database, and the
 * pages fall back to it when an admin has emptied a list, so both say the same.
 */
import { featuredTools } from "../tools/catalogue";

// In a module of their own so that the SEO helpers every page runs in the browser
// do not pull this file's content (and the tool catalogue) into the JavaScript.
import { SITE_NAME } from "./identity";

export { defaultSeo } from "./identity";

export const defaultSettings: { key: string; value: string; description: string }[] = [
  { key: "site_name", value: SITE_NAME, description: "Sitenin adı" },
  { key: "site_url", value: "http://localhost:3000", description: "Sitenin genel adresi" },
  { key: "admin_email", value: "admin@kriptorehber.com", description: "Yönetici e-posta adresi" },
  { key: "registration_enabled", value: "true", description: "Yeni üye kaydı açık mı" },
  { key: "email_verification", value: "false", description: "Kayıtta e-posta doğrulaması istensin mi" },
  {
    key: "max_api_requests_per_hour",
    value: "100",
    description: "Bir kullanıcının veya IP adresinin saatte gönderebileceği en fazla AI isteği",
  },
  { key: "update_manifest_url", value: "", description: "Güncelleme kontrolünde okunacak sürüm bildirimi adresi" },
  { key: "arbitrage_fee_percent", value: "0.1", description: "Arbitraj hesabında her işlem adımı için düşülen ücret (yüzde)" },
  { key: "ai_site_answers", value: "true", description: "Sağlayıcı yokken site içeriğinden yanıtla" },
];

export const defaultHomeSections = [
  {
    type: "hero",
    title: "Yapay Zekâ ile Kripto Dünyasını Keşfedin",
    subtitle: "Canlı veriler, anlaşılır analizler",
    content: {
      title: "Yapay Zekâ ile Kripto Dünyasını Keşfedin",
      description: "Canlı piyasa verileri, yapay zekâ destekli analizler ve 27 kripto aracıyla kararlarınızı bilgiye dayanarak verin.",
      buttonText: "Hizmetleri Keşfet",
      buttonLink: "/services",
    },
  },
  {
    type: "market",
    title: "Piyasa",
    subtitle: "Hacme göre öne çıkan coinler, günün en çok hareket edenleri ve korku-açgözlülük endeksi",
    // `count` (top coins) and `movers` may be set; the figures come from the live market.
    content: {},
  },
  {
    type: "features",
    title: "Kripto Araçlarımız",
    subtitle: "İhtiyacınız olan her araç tek yerde",
    content: {
      // Pure, so a browser bundle that imports this file only for a loader drops it.
      items: /* @__PURE__ */ featuredTools.map((tool) => ({
        id: tool.id,
        title: tool.title,
        description: tool.description,
        icon: tool.icon,
        link: tool.path,
        color: tool.color,
      })),
    },
  },
  {
    type: "stats",
    title: "Rakamlarla Kripto Rehber",
    subtitle: null,
    // No typed figures: the band shows the counts the site computes (app/lib/home/live-stats.ts).
    content: {},
  },
  {
    type: "benefits",
    title: "Neden Kripto Rehber?",
    subtitle: "Kripto yolculuğunuzda güvenilir bir yol arkadaşı",
    content: {
      benefits: [
        {
          id: 1,
          title: "Yapay Zekâ Destekli Analiz",
          description: "Piyasa verilerini saniyeler içinde yorumlayan, Türkçe konuşan bir asistan.",
          icon: "CpuChipIcon",
        },
        {
          id: 2,
          title: "Gerçek Zamanlı Veriler",
          description: "Fiyatlar, hacimler ve değişimler her 30 saniyede bir güncellenir.",
          icon: "ChartBarIcon",
        },
        {
          id: 3,
          title: "Güvenli ve Şeffaf",
          description: "Verileriniz korunur; analizlerin nasıl hesaplandığını açıkça görürsünüz.",
          icon: "ShieldCheckIcon",
        },
      ],
    },
  },
];

export const defaultFooterInfo = {
  company_name: SITE_NAME,
  description: "Yapay zekâ destekli analizler ve anlaşılır rehberlerle kripto dünyasında bilinçli kararlar verin.",
  newsletter_description: "Haftalık piyasa özetleri ve yeni rehberler e-posta kutunuza gelsin.",
  address: "Maslak Mah. Büyükdere Cad. No: 255, Sarıyer / İstanbul",
  phone: "+90 212 555 00 00",
  email: "info@kriptorehber.com",
  copyright: "© {year} Kripto Rehber. Tüm hakları saklıdır.",
};

/** The footer's services column: the main tools, one link each. */
export const mainToolLinks = [
  { title: "Piyasa", url: "/crypto-analysis" },
  { title: "Sinyaller", url: "/signals" },
  { title: "Portföy Takibi", url: "/portfolio-tracker" },
  { title: "Fiyat Alarmları", url: "/alerts" },
  { title: "Kripto Haberler", url: "/crypto-news" },
  { title: "Kripto Sözlük", url: "/crypto-dictionary" },
  { title: "AI Sohbet", url: "/ai-chat" },
  { title: "Tüm Hizmetler", url: "/services" },
];

export const defaultFooterHeaders = [
  { column_number: 1, title: "Sayfalar", sort_order: 1 },
  { column_number: 2, title: "Hizmetler", sort_order: 2 },
  { column_number: 3, title: "Diğer", sort_order: 3 },
];

export const defaultFooterLinks = [
  { title: "Ana Sayfa", url: "/", column_number: 1, sort_order: 1 },
  { title: "Hakkımızda", url: "/about", column_number: 1, sort_order: 2 },
  { title: "Hizmetler", url: "/services", column_number: 1, sort_order: 3 },
  { title: "Blog", url: "/blog", column_number: 1, sort_order: 4 },
  { title: "İletişim", url: "/contact", column_number: 1, sort_order: 5 },
  ...mainToolLinks.map((link, index) => ({ ...link, column_number: 2, sort_order: index + 1 })),
  { title: "Gizlilik Politikası", url: "/privacy", column_number: 3, sort_order: 1 },
  { title: "Kullanım Koşulları", url: "/terms", column_number: 3, sort_order: 2 },
  { title: "Sıkça Sorulan Sorular", url: "/faq", column_number: 3, sort_order: 3 },
];

export const defaultFooterSocial = [
  { platform: "Twitter", url: "https://twitter.com/kriptorehber", icon: "twitter", sort_order: 1 },
  { platform: "Telegram", url: "https://t.me/kriptorehber", icon: "telegram", sort_order: 2 },
  { platform: "YouTube", url: "https://www.youtube.com/@kriptorehber", icon: "youtube", sort_order: 3 },
];

export const defaultAboutInfo = {
  title: "Hakkımızda",
  subtitle: "Kripto dünyasını herkes için anlaşılır kılıyoruz",
  description:
    "Kripto Rehber, yapay zekâ destekli analiz araçları ve Türkçe içeriklerle yatırımcıların kripto piyasasını daha iyi anlamasına yardımcı olan bir platformdur.",
  mission:
    "Karmaşık piyasa verilerini herkesin anlayabileceği bilgilere dönüştürmek ve kripto dünyasına adım atan herkese güvenilir bir rehber olmak.",
  vision: "Türkiye'nin en güvenilir, en kapsamlı ve en kolay kullanılan yapay zekâ destekli kripto bilgi platformu olmak.",
  values_image: null as string | null,
};

export const DEFAULT_VALUES_IMAGE = "/images/values.svg";

export const defaultAboutValues = [
  {
    name: "Güvenlik",
    description: "Kullanıcılarımızın verilerini korur, her önerinin arkasındaki gerekçeyi açıkça gösteririz.",
    icon_name: "ShieldCheckIcon",
    sort_order: 1,
  },
  {
    name: "İnovasyon",
    description: "Yapay zekâ ve veri biliminin en güncel yöntemlerini kripto analizine taşırız.",
    icon_name: "LightBulbIcon",
    sort_order: 2,
  },
  {
    name: "Başarı",
    description: "Kullanıcılarımızın bilinçli kararlar vermesini kendi başarımız sayarız.",
    icon_name: "TrophyIcon",
    sort_order: 3,
  },
  {
    name: "Topluluk",
    description: "Bilgiyi paylaşan, birbirinden öğrenen bir kripto topluluğu kurarız.",
    icon_name: "UserGroupIcon",
    sort_order: 4,
  },
];

export const defaultTeamMembers = [
  {
    name: "Ahmet Yılmaz",
    role: "Kurucu ve CEO",
    bio: "On yılı aşkın finans teknolojisi deneyimiyle Kripto Rehber'in vizyonunu yönetiyor.",
    image: null as string | null,
    sort_order: 1,
  },
  {
    name: "Elif Demir",
    role: "Baş Piyasa Analisti",
    bio: "Teknik analiz ve risk yönetimi alanında uzman; analiz kurallarımızı o tasarladı.",
    image: null as string | null,
    sort_order: 2,
  },
  {
    name: "Mehmet Kaya",
    role: "Yapay Zekâ Mühendisi",
    bio: "Dil modelleri ve veri işleme altyapımızı geliştiriyor.",
    image: null as string | null,
    sort_order: 3,
  },
];

export const defaultMilestones = [
  {
    year: "2023",
    title: "Kuruluş",
    description: "Kripto Rehber, kripto dünyasını herkes için anlaşılır kılmak amacıyla kuruldu.",
    sort_order: 1,
  },
  {
    year: "2025",
    title: "Platform Lansmanı",
    description: "Yapay zekâ asistanı ve canlı piyasa analizi ile platform yayına açıldı.",
    sort_order: 2,
  },
  {
    year: "2025",
    title: "10.000 Kullanıcı",
    description: "Platformumuz 10.000 aktif kullanıcıya ulaştı.",
    sort_order: 3,
  },
];

export const defaultContactInfo = {
  company_name: SITE_NAME,
  address: "Maslak Mah. Büyükdere Cad. No: 255, Sarıyer / İstanbul",
  phone: "+90 212 555 00 00",
  email: "info@kriptorehber.com",
  working_hours: "Pazartesi - Cuma: 09:00 - 18:00\nCumartesi: 10:00 - 16:00\nPazar: Kapalı",
  description: "Sorularınız, önerileriniz ve iş birliği talepleriniz için bize ulaşın; en kısa sürede dönüş yaparız.",
};

export const defaultFaqs = [
  {
    question: "Kripto Rehber ücretsiz mi?",
    answer:
      "Evet. Piyasa analizi, blog ve araç kataloğu ücretsizdir; yapay zekâ asistanı yöneticinin belirlediği kullanım sınırlarıyla sunulur.",
  },
  {
    question: "Analizler yatırım tavsiyesi mi?",
    answer:
      "Hayır. Sitedeki tüm analizler ve yapay zekâ yanıtları bilgilendirme amaçlıdır; yatırım kararlarınızı kendi araştırmanıza dayanarak vermelisiniz.",
  },
  {
    question: "Piyasa verileri ne sıklıkla güncelleniyor?",
    answer: "Fiyatlar ve hacimler sunucumuz tarafından her 30 saniyede bir borsadan alınır ve tüm ziyaretçilere aynı anda sunulur.",
  },
  {
    question: "Favori coinlerimi nasıl kaydederim?",
    answer: "Giriş yaptıktan sonra kripto analiz sayfasında coinin yanındaki yıldız düğmesine basmanız yeterlidir.",
  },
  {
    question: "Yapay zekâ asistanı hangi konularda yardımcı olur?",
    answer: "Kripto paralar, blokzincir teknolojisi, piyasa kavramları ve risk yönetimi hakkındaki sorularınızı Türkçe yanıtlar.",
  },
];

export const DEFAULT_SYSTEM_PROMPT =
  "Sen Kripto Rehber'in yapay zekâ asistanısın. Kripto paralar, blokzincir teknolojisi, piyasa analizi ve alım satım stratejileri hakkında ziyaretçinin dilinde (çoğunlukla Türkçe), açık ve dengeli yanıtlar verirsin. Kişisel yatırım tavsiyesi vermezsin: 'almalı mıyım, satayım mı, kesin söyle, yarın kaç olur' gibi sorulara önce bunu açıkça reddederek başlar, rakamları ancak sonra ve yalnızca bilgi olarak verirsin. Riskleri her zaman belirtirsin. Emin olmadığın konularda bunu açıkça söylersin.";

export const defaultAiSettings = {
  base_url: "https://api.openai.com/v1",
  model: "gpt-5-mini",
  max_tokens: 1000,
  temperature: 0.7,
  top_p: 1,
  frequency_penalty: 0,
  presence_penalty: 0,
  system_prompt: DEFAULT_SYSTEM_PROMPT,
  enabled: 1 as const,
};

export const APP_VERSION = "1.0.0";
