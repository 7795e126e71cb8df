/**
 * The tool catalogue: the one list behind the services page, the home grid's
 * defaults and the sitemap. Each tool has a route module of its own.
 *
 * The 27 tools are numbered 1, 2 and 4 to 28 (there is no 3): a tool's number
 * never changes once given, so the gap stays. 25 to 28 are the member features
 * (assistant, alerts, bots, watchlists), listed so that a visitor finds them.
 */
export interface Tool {
  id: number;
  path: string;
  title: string;
  description: string;
  /** A heroicons outline icon name, rendered by `components/icon`. */
  icon: string;
  /** Tailwind gradient stops for the card's icon tile. */
  color: string;
  /** A member's page (a visitor is sent to sign in): named so on its card and left out of the sitemap. */
  member?: true;
}

export const tools: Tool[] = [
  {
    id: 1,
    path: "/crypto-analysis",
    title: "Kripto Analiz",
    description: "Gerçek zamanlı piyasa verileri ve yapay zekâ destekli teknik analiz puanları.",
    icon: "ChartBarIcon",
    color: "from-indigo-500 to-blue-500",
  },
  {
    id: 2,
    path: "/nft-analytics",
    title: "NFT Analitiği",
    description: "Önde gelen NFT koleksiyonlarının taban fiyatı, 24 saatlik hacmi, sahip sayısı ve taban fiyat değişimi.",
    icon: "PhotoIcon",
    color: "from-pink-500 to-rose-500",
  },
  {
    id: 4,
    path: "/market-sentiment",
    title: "Piyasa Duyarlılığı",
    description: "Piyasanın kendisinden hesaplanan 0-100 korku ve açgözlülük göstergesi ve günlük geçmişi.",
    icon: "FaceSmileIcon",
    color: "from-amber-500 to-orange-500",
  },
  {
    id: 5,
    path: "/crypto-education",
    title: "Kripto Eğitim",
    description: "Blokzincirin temellerinden ileri işlem stratejilerine adım adım dersler.",
    icon: "AcademicCapIcon",
    color: "from-emerald-500 to-teal-500",
  },
  {
    id: 6,
    path: "/crypto-news",
    title: "Kripto Haberler",
    description: "Türkçe kripto haber sitelerinin başlıkları tek sayfada: kaynağa göre süzün, arayın, habere kendi sitesinden ulaşın.",
    icon: "NewspaperIcon",
    color: "from-sky-500 to-cyan-500",
  },
  {
    id: 7,
    path: "/blockchain-explorer",
    title: "Blokzincir Gezgini",
    description: "Bitcoin ve Ethereum işlemlerini, bloklarını ve adreslerini tek arama kutusundan sorgulayın.",
    icon: "CubeTransparentIcon",
    color: "from-violet-500 to-purple-500",
  },
  {
    id: 8,
    path: "/crypto-dictionary",
    title: "Kripto Sözlük",
    description: "Kripto dünyasındaki terimlerin sade Türkçe açıklamaları.",
    icon: "BookOpenIcon",
    color: "from-lime-500 to-green-500",
  },
  {
    id: 9,
    path: "/market-predictions",
    title: "Piyasa Tahminleri",
    description: "Tahmin değil, aralık: son 90 günün oynaklığına göre 1 ve 7 günlük fiyat aralıkları.",
    icon: "PresentationChartLineIcon",
    color: "from-fuchsia-500 to-pink-500",
  },
  {
    id: 10,
    path: "/crypto-research",
    title: "Kripto Araştırma",
    description: "Büyük kripto paraların ne olduğu, nasıl çalıştığı ve arzının nasıl belirlendiği; her coin için sade Türkçe bir sayfa.",
    icon: "MagnifyingGlassIcon",
    color: "from-blue-500 to-indigo-500",
  },
  {
    id: 11,
    path: "/defi-analytics",
    title: "DeFi Analitiği",
    description: "DeFi'de kilitli toplam değer (TVL): son bir yılın grafiği, zincirlere göre dağılım ve en büyük protokoller.",
    icon: "BanknotesIcon",
    color: "from-teal-500 to-emerald-500",
  },
  {
    id: 12,
    path: "/portfolio-tracker",
    title: "Portföy Takibi",
    description: "Alım, satım ve transferlerinizi kaydedin; varlıklarınızın değerini ve kâr-zararını dolar ve TL olarak görün.",
    icon: "WalletIcon",
    color: "from-orange-500 to-red-500",
  },
  {
    id: 13,
    path: "/staking-calculator",
    title: "Staking Hesaplayıcı",
    description: "Stake ettiğiniz coinin APR veya APY ile aylık ödülünü, toplam getirisini coin, USD ve TL olarak hesaplayın.",
    icon: "CalculatorIcon",
    color: "from-cyan-500 to-sky-500",
  },
  {
    id: 14,
    path: "/arbitrage-opportunities",
    title: "Arbitraj Fırsatları",
    description: "Borsa içi üçgen arbitraj döngülerini en iyi alış-satış fiyatlarından, işlem ücreti düşülerek hesaplar.",
    icon: "ArrowsRightLeftIcon",
    color: "from-yellow-500 to-amber-500",
  },
  {
    id: 15,
    path: "/crypto-tax-calculator",
    title: "Kripto Vergi Hesaplayıcı",
    description:
      "İşlemlerinizden FIFO yöntemiyle yıl yıl gerçekleşen kazanç ve zararı TL olarak, girdiğiniz oranla vergi tutarını hesaplayın.",
    icon: "ReceiptPercentIcon",
    color: "from-slate-500 to-gray-600",
  },
  {
    id: 16,
    path: "/wallet-analyzer",
    title: "Cüzdan Analizi",
    description: "Bir Bitcoin ya da Ethereum adresini denetleyin; bakiyesini ve işlemlerini görün.",
    icon: "FingerPrintIcon",
    color: "from-purple-500 to-violet-500",
  },
  {
    id: 17,
    path: "/crypto-games",
    title: "Kripto Bilgi Yarışması",
    description: "Sözlük terimleri ve ders sorularından 10 soruluk bilgi yarışması turları ve haftalık sıralama.",
    icon: "PuzzlePieceIcon",
    color: "from-rose-500 to-pink-500",
  },
  {
    id: 18,
    path: "/social-trading",
    title: "Sosyal Trading",
    description: "Sitenin sinyallerinin açık karnesi: en çok takip edilenler, coin bazında isabet ve dönem sonuçları.",
    icon: "UserGroupIcon",
    color: "from-green-500 to-lime-500",
  },
  {
    id: 19,
    path: "/crypto-api",
    title: "Kripto API",
    description: "Sitenin herkese açık piyasa verilerinin (JSON ve CSV) geliştiriciler için belgesi.",
    icon: "CodeBracketIcon",
    color: "from-gray-600 to-slate-700",
  },
  {
    id: 20,
    path: "/crypto-reports",
    title: "Kripto Raporlar",
    description: "Her gün piyasa verisinden otomatik yazılan rapor ve günlük arşivi.",
    icon: "DocumentChartBarIcon",
    color: "from-indigo-500 to-violet-500",
  },
  {
    id: 21,
    path: "/trend-analysis",
    title: "Trend Analizi",
    description: "Son 90 mumun grafiği; SMA 7/25/99, RSI(14) ve MACD(12,26,9) ile sade Türkçe yorumları.",
    icon: "ArrowTrendingUpIcon",
    color: "from-emerald-500 to-green-600",
  },
  {
    id: 22,
    path: "/crypto-rating",
    title: "Kripto Derecelendirme",
    description: "Hacme göre ilk 100 coini analiz puanı, likidite ve oynaklıktan A ile E arasında notlar.",
    icon: "StarIcon",
    color: "from-amber-400 to-yellow-500",
  },
  {
    id: 23,
    path: "/launch-tracker",
    title: "Lansman Takibi",
    description: "Yaklaşan token lansmanları, airdroplar, borsa listelemeleri ve ana ağ açılışları; geri sayım ve takvim dosyasıyla.",
    icon: "RocketLaunchIcon",
    color: "from-red-500 to-orange-500",
  },
  {
    id: 24,
    path: "/converter",
    title: "Kripto Para Çevirici",
    description:
      "Kripto parayı Türk lirasına ya da dolara çevirin, ya da tersini: Binance ve BtcTurk fiyatlarıyla, paylaşılabilir bir adresle.",
    icon: "ArrowsRightLeftIcon",
    color: "from-teal-500 to-emerald-500",
  },
  {
    id: 25,
    path: "/ai-chat",
    title: "AI Asistan",
    description: "Kripto sorularınızı canlı piyasa verisi ve sitenin içeriğiyle yanıtlayan sohbet asistanı; kaynaklarını gösterir.",
    icon: "ChatBubbleLeftRightIcon",
    color: "from-brand-500 to-indigo-500",
  },
  {
    id: 26,
    path: "/alerts",
    member: true,
    title: "Fiyat Alarmları",
    description: "Bir coin bir fiyatı geçtiğinde, bir günde belli bir oranda değiştiğinde ya da puan bandı değiştiğinde haber alın.",
    icon: "BellIcon",
    color: "from-amber-500 to-red-500",
  },
  {
    id: 27,
    path: "/trading-bots",
    member: true,
    title: "İşlem Botları",
    description: "Sinyal, düzenli alım ya da puan bandı stratejisini sanal bütçeyle canlı fiyatlarda deneyin; her işlemi görün.",
    icon: "CpuChipIcon",
    color: "from-sky-500 to-indigo-500",
  },
  {
    id: 28,
    path: "/watchlists",
    member: true,
    title: "İzleme Listeleri",
    description: "Takip ettiğiniz coinleri listelerde toplayın; fiyat, değişim ve puanlarını bir bakışta görün, listeyi paylaşın.",
    icon: "EyeIcon",
    color: "from-violet-500 to-fuchsia-500",
  },
];

/** The home grid's default: the first 12 tools. */
// Marked pure so that a bundle importing this module only for a loader can drop it.
export const featuredTools = /* @__PURE__ */ tools.slice(0, 12);
