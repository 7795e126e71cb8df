/**
 * The tool catalogue: the one list behind the services page, the home grid's
 * defaults, the footer and every tool page.
 *
 * The 22 tools are numbered 1, 2 and 4 to 23 (there is no 3): a tool's number
 * never changes once given, so the gap stays.
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
      "Yüzlerce USDT paritesini hacme, fiyata ve değişime göre sıralar; her satırda 7 günlük mini grafik.",
      "Her coin için 0-100 arası bir teknik puan, trend ve öneri üretir; detay kartında 30 günlük grafik.",
      "Favori coinlerinizi hesabınıza kaydeder.",
    ],
  },
  {
    id: 2,
    path: "/nft-analytics",
    title: "NFT Analitiği",
    description: "Önde gelen NFT koleksiyonlarının taban fiyatı, 24 saatlik hacmi, sahip sayısı ve taban fiyat değişimi.",
    icon: "PhotoIcon",
    color: "from-pink-500 to-rose-500",
    status: "live",
    features: [
      "24 saatlik işlem hacmine göre önde gelen 50 koleksiyonu zinciriyle birlikte listeler.",
      "Her koleksiyonun taban fiyatını (kendi para biriminde ve dolar olarak), hacmini ve sahip sayısını gösterir.",
      "Verinin kaynağını ve alındığı zamanı yazar; kaynağa ulaşılamazsa son iyi veriyi tarihiyle gösterir.",
    ],
  },
  {
    id: 4,
    path: "/market-sentiment",
    title: "Piyasa Duyarlılığı",
    description: "Piyasanın kendisinden hesaplanan 0-100 korku ve açgözlülük göstergesi ve günlük geçmişi.",
    icon: "FaceSmileIcon",
    color: "from-amber-500 to-orange-500",
    status: "live",
    features: [
      "Yükselen/düşen coin oranı, hacim ağırlıklı değişim, 24 saatlik aralıktaki konum ve 25 günlük ortalamanın üzerindeki büyük coinlerden 0-100 gösterge.",
      "Her bileşeni dayanağıyla gösterir; günlük değeri saklar ve son 30 günün grafiğini çizer.",
      "Yapılandırıldığında dış bir korku ve açgözlülük endeksini yanında gösterir.",
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
    description: "Türkçe kripto haber sitelerinin başlıkları tek sayfada: kaynağa göre süzün, arayın, habere kendi sitesinden ulaşın.",
    icon: "NewspaperIcon",
    color: "from-sky-500 to-cyan-500",
    status: "live",
    features: [
      "Yöneticinin seçtiği RSS ve Atom beslemelerini sunucu düzenli aralıklarla okur; aynı haber bir kez gösterilir.",
      "Kaynağa göre süzme ve başlık ile özette arama; sonuçlar sayfalara bölünür ve adresiyle paylaşılabilir.",
      "Her kaynağın en son ne zaman okunabildiği açıkça yazılır; ulaşılamayan kaynak için haber uydurulmaz.",
    ],
  },
  {
    id: 7,
    path: "/blockchain-explorer",
    title: "Blokzincir Gezgini",
    description: "Bitcoin ve Ethereum işlemlerini, bloklarını ve adreslerini tek arama kutusundan sorgulayın.",
    icon: "CubeTransparentIcon",
    color: "from-violet-500 to-purple-500",
    status: "live",
    features: [
      "İşlem kimliği, blok karması, blok numarası ya da adresle Bitcoin ve Ethereum'da arama.",
      "Tutarlar, ücretler ve onay sayıları, dolar ve lira karşılıklarıyla Türkçe özet.",
      "İşlemden bloğuna, bloktan işlemlerine, adresten son işlemlerine bağlantılar.",
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
    description: "Tahmin değil, aralık: son 90 günün oynaklığına göre 1 ve 7 günlük fiyat aralıkları.",
    icon: "PresentationChartLineIcon",
    color: "from-fuchsia-500 to-pink-500",
    status: "live",
    features: [
      "Seçtiğiniz coinin son 90 günlük kapanışlarından günlük oynaklığı (log getirilerin standart sapması) hesaplar.",
      "1 ve 7 gün için 1σ ve 2σ fiyat aralıklarını tabloda ve grafikte yelpaze olarak gösterir.",
      "Rakamların ne anlama geldiğini ve gelmediğini açıkça yazar; yön tahmini yapmaz.",
    ],
  },
  {
    id: 10,
    path: "/crypto-research",
    title: "Kripto Araştırma",
    description: "Büyük kripto paraların ne olduğu, nasıl çalıştığı ve arzının nasıl belirlendiği; her coin için sade Türkçe bir sayfa.",
    icon: "MagnifyingGlassIcon",
    color: "from-blue-500 to-indigo-500",
    status: "live",
    features: [
      "Kategori, çıkış yılı, mutabakat mekanizması, arz modeli ve resmî bağlantılar.",
      "Yanında canlı fiyat, analiz puanı, derece ve son sinyaller.",
      "Kategoriye göre filtrelenen liste; her coinin kendi adresi (ör. /crypto-research/btc).",
    ],
  },
  {
    id: 11,
    path: "/defi-analytics",
    title: "DeFi Analitiği",
    description: "DeFi'de kilitli toplam değer (TVL): son bir yılın grafiği, zincirlere göre dağılım ve en büyük protokoller.",
    icon: "BanknotesIcon",
    color: "from-teal-500 to-emerald-500",
    status: "live",
    features: [
      "Tüm DeFi piyasasında kilitli toplam değerin son bir yıllık grafiği.",
      "Zincirlere göre kilitli değer ve her zincirin payı.",
      "En büyük 100 protokolün zinciri, kategorisi, TVL'si ve 1 ile 7 günlük değişimi; her sütuna göre sıralanabilir.",
    ],
  },
  {
    id: 12,
    path: "/portfolio-tracker",
    title: "Portföy Takibi",
    description: "Alım, satım ve transferlerinizi kaydedin; varlıklarınızın değerini ve kâr-zararını dolar ve TL olarak görün.",
    icon: "WalletIcon",
    color: "from-orange-500 to-red-500",
    status: "live",
    features: [
      "FIFO maliyetiyle anlık değer, gerçekleşmiş ve gerçekleşmemiş kâr-zarar (USD ve TRY).",
      "Sunucuda çizilen varlık dağılımı grafiği ve yıllara göre gerçekleşen kâr-zarar.",
      "CSV içe aktarma (hatalı satırlar numarasıyla) ve dışa aktarma; giriş yapmayanlara örnek portföy.",
    ],
  },
  {
    id: 13,
    path: "/staking-calculator",
    title: "Staking Hesaplayıcı",
    description: "Stake ettiğiniz coinin APR veya APY ile aylık ödülünü, toplam getirisini coin, USD ve TL olarak hesaplayın.",
    icon: "CalculatorIcon",
    color: "from-cyan-500 to-sky-500",
    status: "live",
    features: [
      "APR veya APY; bileşik getiri yok, günlük, haftalık ya da aylık; APR ↔ APY dönüşümü.",
      "Ay ay ödül ve bakiye tablosu ile grafik; coin fiyatı canlı piyasa verisinden.",
      "İsteğe bağlı fiyat değişimi senaryosu; sonuç paylaşılabilir bir adreste.",
    ],
  },
  {
    id: 14,
    path: "/arbitrage-opportunities",
    title: "Arbitraj Fırsatları",
    description: "Borsa içi üçgen arbitraj döngülerini en iyi alış-satış fiyatlarından, işlem ücreti düşülerek hesaplar.",
    icon: "ArrowsRightLeftIcon",
    color: "from-yellow-500 to-amber-500",
    status: "live",
    features: [
      "USDT → A → B → USDT döngülerini iki yönde, emir defterinin en iyi fiyatlarından hesaplar.",
      "Her adımdan yöneticinin belirlediği işlem ücretini (varsayılan %0,1) düşer ve net sonuca göre sıralar.",
      "Hepsi zararda olsa bile en iyi on döngüyü, kârlı döngülerin neden nadir olduğunu açıklayarak gösterir.",
    ],
  },
  {
    id: 15,
    path: "/crypto-tax-calculator",
    title: "Kripto Vergi Hesaplayıcı",
    description:
      "İşlemlerinizden FIFO yöntemiyle yıl yıl gerçekleşen kazanç ve zararı TL olarak, girdiğiniz oranla vergi tutarını hesaplayın.",
    icon: "ReceiptPercentIcon",
    color: "from-slate-500 to-gray-600",
    status: "live",
    features: [
      "İşlemleri yazın, CSV yapıştırın ya da giriş yaptıysanız portföyünüzdekileri kullanın.",
      "FIFO maliyet, kısmi lotlar ve ücretler; USD fiyatlar güncel USD/TRY kuruyla TL'ye çevrilir.",
      "Yıllara göre kazanç, zarar ve kendi girdiğiniz orandaki vergi; sonuç paylaşılabilir bir adreste. Vergi danışmanlığı değildir.",
    ],
  },
  {
    id: 16,
    path: "/wallet-analyzer",
    title: "Cüzdan Analizi",
    description: "Bir Bitcoin ya da Ethereum adresini denetleyin; bakiyesini ve işlemlerini görün.",
    icon: "FingerPrintIcon",
    color: "from-purple-500 to-violet-500",
    status: "live",
    features: [
      "Adresin sağlama toplamını denetler (Base58Check, Bech32/Bech32m, EIP-55) ve türünü söyler.",
      "Bakiyeyi dolar ve lira karşılığıyla, işlem sayısıyla birlikte gösterir.",
      "Bitcoin adreslerinin son işlemlerini bakiyeye etkileriyle listeler.",
    ],
  },
  {
    id: 17,
    path: "/crypto-games",
    title: "Kripto Bilgi Yarışması",
    description: "Sözlük terimleri ve ders sorularından 10 soruluk bilgi yarışması turları ve haftalık sıralama.",
    icon: "PuzzlePieceIcon",
    color: "from-rose-500 to-pink-500",
    status: "live",
    features: [
      "Her turda sözlükten ve ders testlerinden çekilen 10 soru; cevaplar sunucuda denetlenir.",
      "Her cevaptan sonra ve turun sonunda doğru cevaplar açıklamalarıyla gösterilir.",
      "Giriş yapan oyuncuların skorları haftalık sıralamada (Türkiye saatiyle) listelenir.",
    ],
  },
  {
    id: 18,
    path: "/social-trading",
    title: "Sosyal Trading",
    description: "Sitenin sinyallerinin açık karnesi: en çok takip edilenler, coin bazında isabet ve dönem sonuçları.",
    icon: "UserGroupIcon",
    color: "from-green-500 to-lime-500",
    status: "live",
    features: [
      "En çok takip edilen sinyalleri ve açık sinyallerin şu ana kadarki sonucunu gösterir.",
      "Her coin için kapanmış sinyallerin isabet oranını ve ortalama sonucunu hesaplar.",
      "Son 7, 30 ve 90 günün genel karnesini herkese açık tutar.",
    ],
  },
  {
    id: 19,
    path: "/crypto-api",
    title: "Kripto API",
    description: "Sitenin herkese açık piyasa verilerinin (JSON ve CSV) geliştiriciler için belgesi.",
    icon: "CodeBracketIcon",
    color: "from-gray-600 to-slate-700",
    status: "live",
    features: [
      "/api/ticker yanıtının alan alan açıklaması ve örnek curl komutları.",
      "Önbellek başlıkları (ETag, Cache-Control) ve verinin ne sıklıkla yenilendiği.",
      "Piyasa tablosunun CSV olarak indirilmesi (/market-data.csv) ve sorgu parametreleri.",
    ],
  },
  {
    id: 20,
    path: "/crypto-reports",
    title: "Kripto Raporlar",
    description: "Her gün piyasa verisinden otomatik yazılan rapor ve günlük arşivi.",
    icon: "DocumentChartBarIcon",
    color: "from-indigo-500 to-violet-500",
    status: "live",
    features: [
      "Günün piyasa genişliği: yükselen ve düşen coin sayısı, ortalama ve hacim ağırlıklı değişim.",
      "En çok yükselen ve düşen coinler, hacim liderleri ve bir önceki rapora göre not değişiklikleri.",
      "Her gün kendi adresinde arşivlenir; RSS akışında ve site haritasında yer alır.",
    ],
  },
  {
    id: 21,
    path: "/trend-analysis",
    title: "Trend Analizi",
    description: "Son 90 mumun grafiği; SMA 7/25/99, RSI(14) ve MACD(12,26,9) ile sade Türkçe yorumları.",
    icon: "ArrowTrendingUpIcon",
    color: "from-emerald-500 to-green-600",
    status: "live",
    features: [
      "Günlük, 4 saatlik ve saatlik mumlarla son 90 mumun grafiği ve 7, 25, 99 mumluk hareketli ortalamalar.",
      "RSI(14) ve MACD(12, 26, 9) grafikleri fiyatın altında.",
      "Her göstergenin ne söylediği sade Türkçeyle (ör. 'RSI 72: aşırı alım bölgesi').",
    ],
  },
  {
    id: 22,
    path: "/crypto-rating",
    title: "Kripto Derecelendirme",
    description: "Hacme göre ilk 100 coini analiz puanı, likidite ve oynaklıktan A ile E arasında notlar.",
    icon: "StarIcon",
    color: "from-amber-400 to-yellow-500",
    status: "live",
    features: [
      "Analiz puanı (%50), 24 saatlik hacim (%30) ve günlük fiyat aralığından (%20) oluşan not.",
      "Yöntem sayfada açıkça yazılı; her coinin satırında notunun gerekçeleri.",
      "Notlara göre süzme; seçim adreste kalır ve paylaşılabilir.",
    ],
  },
  {
    id: 23,
    path: "/launch-tracker",
    title: "Lansman Takibi",
    description: "Yaklaşan token lansmanları, airdroplar, borsa listelemeleri ve ana ağ açılışları; geri sayım ve takvim dosyasıyla.",
    icon: "RocketLaunchIcon",
    color: "from-red-500 to-orange-500",
    status: "live",
    features: [
      "Yaklaşan lansmanları tarih sırasıyla ve geri sayımla gösterir; geçmiş olanlar ardından gelir.",
      "Her lansmanın ağını, türünü, resmî bağlantısını ve notlarını listeler.",
      "Tüm takvimi iCalendar dosyası olarak (/launch-tracker.ics) takvim uygulamanıza eklemenizi sağlar.",
    ],
  },
];

/** The launches tool is linked under two paths; both lead to the same page. */
export const toolAliases: Record<string, string> = {
  "/crypto-launches": "/launch-tracker",
};

export function findTool(path: string): Tool | undefined {
  const canonical = toolAliases[path] ?? path;
  return tools.find((tool) => tool.path === canonical);
}

/** The home grid's default: the first 12 tools. */
// Marked pure so that a bundle importing this module only for a loader can drop it.
export const featuredTools = /* @__PURE__ */ tools.slice(0, 12);

/** Tools that work today, for the "try these meanwhile" links on planned tools' pages. */
export const liveDestinations = [
  { path: "/crypto-analysis", title: "Kripto Analiz" },
  { path: "/ai-chat", title: "AI Sohbet" },
  { path: "/blog", title: "Blog" },
];
