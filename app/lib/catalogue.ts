/**
 * The tool catalogue: the one list behind the services page, the home grid's
 * defaults, the footer and every tool page.
 *
 * The spec numbers the 22 cards "1, 2, 4 to 24", which is 23 numbers; we keep
 * its gap at 3 and number the 22 tools 1, 2 and 4 to 23.
 */
export type ToolStatus = "live" | "planned";

export interface Tool {
  id: number;
  path: string;
  title: string;
  description: string;
  /** A heroicons outline icon name, rendered by `components/icon`. */
  icon: string;
  /** Tailwind gradient stops for the card's icon tile. */
  color: string;
  status: ToolStatus;
  /** What the tool does, or will do, in three sentences for its page. */
  features: [string, string, string];
}

export const tools: Tool[] = [
  {
    id: 1,
    path: "/crypto-analysis",
    title: "Kripto Analiz",
    description: "Gerçek zamanlı piyasa verileri ve yapay zekâ destekli teknik analiz puanları.",
    icon: "ChartBarIcon",
    color: "from-indigo-500 to-blue-500",
    status: "live",
    features: [
      "Yüzlerce USDT paritesini hacme, fiyata ve değişime göre sıralar.",
      "Her coin için 0-100 arası bir teknik puan, trend ve öneri üretir.",
      "Favori coinlerinizi hesabınıza kaydeder.",
    ],
  },
  {
    id: 2,
    path: "/nft-analytics",
    title: "NFT Analitiği",
    description: "NFT koleksiyonlarının taban fiyatlarını, hacimlerini ve sahiplik dağılımını izleyin.",
    icon: "PhotoIcon",
    color: "from-pink-500 to-rose-500",
    status: "planned",
    features: [
      "Koleksiyonların taban fiyatı ve günlük işlem hacmi grafikleri.",
      "Sahip sayısı ve balina cüzdanlarının payı.",
      "Ani fiyat hareketlerinde uyarılar.",
    ],
  },
  {
    id: 4,
    path: "/market-sentiment",
    title: "Piyasa Duyarlılığı",
    description: "Haber ve sosyal medya akışından piyasanın korku ve açgözlülük eğilimini ölçün.",
    icon: "FaceSmileIcon",
    color: "from-amber-500 to-orange-500",
    status: "planned",
    features: [
      "Günlük korku-açgözlülük endeksi ve geçmişi.",
      "Coin bazında olumlu ve olumsuz haber oranı.",
      "Duyarlılık ile fiyat hareketinin karşılaştırması.",
    ],
  },
  {
    id: 5,
    path: "/crypto-education",
    title: "Kripto Eğitim",
    description: "Blokzincirin temellerinden ileri işlem stratejilerine adım adım dersler.",
    icon: "AcademicCapIcon",
    color: "from-emerald-500 to-teal-500",
    status: "live",
    features: [
      "Başlangıç, orta ve ileri seviyede kurslar; her kurs sırayla ilerleyen derslerden oluşur.",
      "Her dersin sonunda cevapları sunucuda kontrol edilen 3-5 soruluk kısa test ve açıklamaları.",
      "Giriş yapan kullanıcılar için okunan dersler ve en iyi test puanı kurs sayfasında.",
    ],
  },
  {
    id: 6,
    path: "/crypto-news",
    title: "Kripto Haberler",
    description: "Piyasayı etkileyen gelişmeleri Türkçe özetlerle takip edin.",
    icon: "NewspaperIcon",
    color: "from-sky-500 to-cyan-500",
    status: "planned",
    features: [
      "Önemli gelişmelerin yapay zekâ ile hazırlanmış Türkçe özetleri.",
      "Coin ve konu bazında filtreleme.",
      "Haberin ilgili coinin fiyatına etkisinin gösterimi.",
    ],
  },
  {
    id: 7,
    path: "/blockchain-explorer",
    title: "Blokzincir Gezgini",
    description: "İşlemleri, adresleri ve blokları tek yerden sorgulayın.",
    icon: "CubeTransparentIcon",
    color: "from-violet-500 to-purple-500",
    status: "planned",
    features: [
      "İşlem kimliği, adres veya blok numarasıyla arama.",
      "Birden çok ağ için tek arayüz.",
      "İşlem ücretlerinin ve onay sürelerinin anlaşılır özeti.",
    ],
  },
  {
    id: 8,
    path: "/crypto-dictionary",
    title: "Kripto Sözlük",
    description: "Kripto dünyasındaki terimlerin sade Türkçe açıklamaları.",
    icon: "BookOpenIcon",
    color: "from-lime-500 to-green-500",
    status: "live",
    features: [
      "150'yi aşkın terimin kısa tanımı, açıklaması ve örneği, ilgili terimlere bağlantılarla.",
      "Türk alfabesine göre A'dan Z'ye harf dizini (Ç, Ğ, I, İ, Ö, Ş, Ü dahil).",
      "Terim adında, İngilizce karşılığında ve tanımında arama.",
    ],
  },
  {
    id: 9,
    path: "/market-predictions",
    title: "Piyasa Tahminleri",
    description: "Geçmiş verilere dayalı senaryolar ve olasılık aralıkları.",
    icon: "PresentationChartLineIcon",
    color: "from-fuchsia-500 to-pink-500",
    status: "planned",
    features: [
      "Olası fiyat aralıklarının grafik üzerinde gösterimi.",
      "İyimser, nötr ve kötümser senaryolar.",
      "Tahminlerin geçmişteki isabet oranı.",
    ],
  },
  {
    id: 10,
    path: "/crypto-research",
    title: "Kripto Araştırma",
    description: "Projelerin ekiplerini, token ekonomisini ve yol haritalarını inceleyin.",
    icon: "MagnifyingGlassIcon",
    color: "from-blue-500 to-indigo-500",
    status: "planned",
    features: [
      "Token dağılımı ve kilit açılış takvimi.",
      "Ekip, yatırımcılar ve denetim raporları.",
      "Projeleri yan yana karşılaştırma.",
    ],
  },
  {
    id: 11,
    path: "/defi-analytics",
    title: "DeFi Analitiği",
    description: "Merkeziyetsiz finans protokollerinde kilitli değer ve getiri oranları.",
    icon: "BanknotesIcon",
    color: "from-teal-500 to-emerald-500",
    status: "planned",
    features: [
      "Protokollerde kilitli toplam değer (TVL) ve değişimi.",
      "Likidite havuzlarının getiri oranları.",
      "Akıllı sözleşme risk notları.",
    ],
  },
  {
    id: 12,
    path: "/portfolio-tracker",
    title: "Portföy Takibi",
    description: "Varlıklarınızın değerini ve kâr-zarar durumunu tek ekranda görün.",
    icon: "WalletIcon",
    color: "from-orange-500 to-red-500",
    status: "planned",
    features: [
      "Alım fiyatınıza göre anlık kâr-zarar hesabı.",
      "Varlık dağılımı grafiği.",
      "Hedef fiyatlara ulaşıldığında bildirim.",
    ],
  },
  {
    id: 13,
    path: "/staking-calculator",
    title: "Staking Hesaplayıcı",
    description: "Stake ettiğiniz varlıkların tahmini getirisini hesaplayın.",
    icon: "CalculatorIcon",
    color: "from-cyan-500 to-sky-500",
    status: "planned",
    features: [
      "Yıllık getiri oranına göre günlük, aylık ve yıllık kazanç.",
      "Bileşik getiri ve kilit süresi seçenekleri.",
      "Ağlar arası getiri karşılaştırması.",
    ],
  },
  {
    id: 14,
    path: "/arbitrage-opportunities",
    title: "Arbitraj Fırsatları",
    description: "Borsalar arası fiyat farklarını ve işlem maliyetlerini karşılaştırın.",
    icon: "ArrowsRightLeftIcon",
    color: "from-yellow-500 to-amber-500",
    status: "planned",
    features: [
      "Aynı paritenin borsalar arasındaki fiyat farkı.",
      "Komisyon ve transfer ücretleri düşüldükten sonra net fark.",
      "Fırsatların ne kadar sürdüğünün geçmişi.",
    ],
  },
  {
    id: 15,
    path: "/crypto-tax-calculator",
    title: "Kripto Vergi Hesaplayıcı",
    description: "Alım-satım işlemlerinizden doğan kazançları dönem bazında özetleyin.",
    icon: "ReceiptPercentIcon",
    color: "from-slate-500 to-gray-600",
    status: "planned",
    features: [
      "İşlem geçmişinden dönemsel kazanç ve zarar özeti.",
      "FIFO yöntemiyle maliyet hesabı.",
      "Mali müşavirinizle paylaşabileceğiniz rapor.",
    ],
  },
  {
    id: 16,
    path: "/wallet-analyzer",
    title: "Cüzdan Analizi",
    description: "Bir cüzdanın varlık dağılımını ve işlem geçmişini çözümleyin.",
    icon: "FingerPrintIcon",
    color: "from-purple-500 to-violet-500",
    status: "planned",
    features: [
      "Cüzdandaki varlıkların güncel değeri.",
      "Giriş ve çıkış işlemlerinin zaman çizelgesi.",
      "Riskli sözleşmelere verilen izinlerin listesi.",
    ],
  },
  {
    id: 17,
    path: "/crypto-games",
    title: "Kripto Oyunlar",
    description: "Blokzincir tabanlı oyunları ve oyun ekonomilerini keşfedin.",
    icon: "PuzzlePieceIcon",
    color: "from-rose-500 to-pink-500",
    status: "planned",
    features: [
      "Oyunların aktif oyuncu sayısı ve token ekonomisi.",
      "Oyun içi varlıkların piyasa değeri.",
      "Yeni çıkan oyunların takvimi.",
    ],
  },
  {
    id: 18,
    path: "/social-trading",
    title: "Sosyal Trading",
    description: "Deneyimli yatırımcıların stratejilerini izleyin ve tartışın.",
    icon: "UserGroupIcon",
    color: "from-green-500 to-lime-500",
    status: "planned",
    features: [
      "Stratejilerin geçmiş performansı ve risk düzeyi.",
      "Topluluk yorumları ve tartışmalar.",
      "Takip ettiğiniz stratejilerde değişiklik bildirimi.",
    ],
  },
  {
    id: 19,
    path: "/crypto-api",
    title: "Kripto API",
    description: "Piyasa verilerine ve analizlere geliştiriciler için programatik erişim.",
    icon: "CodeBracketIcon",
    color: "from-gray-600 to-slate-700",
    status: "planned",
    features: [
      "Analiz sayfasının kullandığı verinin JSON olarak sunulması (/api/ticker).",
      "Anahtar tabanlı erişim ve kullanım sınırları.",
      "Örnek kodlarla belgelenmiş uç noktalar.",
    ],
  },
  {
    id: 20,
    path: "/crypto-reports",
    title: "Kripto Raporlar",
    description: "Haftalık ve aylık piyasa raporları, grafiklerle.",
    icon: "DocumentChartBarIcon",
    color: "from-indigo-500 to-violet-500",
    status: "planned",
    features: [
      "Haftanın en çok yükselen ve düşen coinleri.",
      "Sektör bazında performans karşılaştırması.",
      "PDF olarak indirilebilir raporlar.",
    ],
  },
  {
    id: 21,
    path: "/trend-analysis",
    title: "Trend Analizi",
    description: "Yükselen ve düşen trendleri hacim ve momentumla birlikte yakalayın.",
    icon: "ArrowTrendingUpIcon",
    color: "from-emerald-500 to-green-600",
    status: "planned",
    features: [
      "Hacimle desteklenen trend kırılımları.",
      "Farklı zaman dilimlerinde trend yönü.",
      "Trend değişikliklerinde uyarı.",
    ],
  },
  {
    id: 22,
    path: "/crypto-rating",
    title: "Kripto Derecelendirme",
    description: "Projeleri güvenlik, likidite ve topluluk ölçütleriyle puanlayın.",
    icon: "StarIcon",
    color: "from-amber-400 to-yellow-500",
    status: "planned",
    features: [
      "Güvenlik, likidite, ekip ve topluluk puanları.",
      "Puanların nasıl hesaplandığının açık yöntemi.",
      "Derecelendirme değişikliklerinin geçmişi.",
    ],
  },
  {
    id: 23,
    path: "/launch-tracker",
    title: "Lansman Takibi",
    description: "Yeni token lansmanlarını, ön satışları ve borsa listelemelerini takvimde izleyin.",
    icon: "RocketLaunchIcon",
    color: "from-red-500 to-orange-500",
    status: "planned",
    features: [
      "Yaklaşan lansman ve listeleme takvimi.",
      "Ön satış koşulları ve token dağılımı.",
      "İlgilendiğiniz lansmanlar için hatırlatma.",
    ],
  },
];

/** The spec links the launches tool under two paths; both lead to the same page. */
export const toolAliases: Record<string, string> = {
  "/crypto-launches": "/launch-tracker",
};

export function findTool(path: string): Tool | undefined {
  const canonical = toolAliases[path] ?? path;
  return tools.find((tool) => tool.path === canonical);
}

/** The home grid's default: the first 12 tools. */
export const featuredTools = tools.slice(0, 12);

/** Tools that work today, for the "try these meanwhile" links on planned tools' pages. */
export const liveDestinations = [
  { path: "/crypto-analysis", title: "Kripto Analiz" },
  { path: "/ai-chat", title: "AI Sohbet" },
  { path: "/blog", title: "Blog" },
];
