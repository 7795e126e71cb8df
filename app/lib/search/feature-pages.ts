/**
 * The site's own features as search documents, written the way a reader asks for them ("fiyat
 * alarmı nasıl kurulur", "Binance işlemlerimi nasıl aktarırım", "bültenden nasıl çıkarım"), so the
 * site search and the assistant find the page that does it. Indexed with the tools (kind "tool",
 * from the code, rewritten by the seed when they change). A tool of the catalogue that appears here
 * gets these words added to its own document instead of a second one.
 */
export interface FeaturePage {
  path: string;
  title: string;
  keywords: string;
  body: string;
}

export const FEATURE_PAGES: readonly FeaturePage[] = [
  {
    path: "/alerts",
    title: "Fiyat Alarmları",
    keywords: "fiyat alarmı alarm kur bildirim haber ver uyarı price alert",
    body:
      "Fiyat alarmı nasıl kurulur: giriş yapın, Fiyat Alarmlarım sayfasında coini (ör. BTCUSDT), koşulu ve değeri seçin. " +
      "Fiyat bir değerin üstüne çıkınca ya da altına inince (dolar veya TL), 24 saatlik değişim bir yüzdeyi aşınca ya da " +
      "analiz puanı seçtiğiniz banda geçince alarm bir kez çalar: site içi bildirim ve, e-posta adresiniz doğrulandıysa, e-posta. " +
      "Alarm yalnızca canlı veriyle kontrol edilir; örnek ya da eski veriyle çalmaz. Alarmları durdurabilir, silebilirsiniz.",
  },
  {
    path: "/watchlists",
    title: "İzleme Listeleri",
    keywords: "takip listesi izleme listesi favori coin ekle liste oluştur watchlist favourites star",
    body:
      "Takip listesi nasıl oluşturulur: giriş yapın, İzleme Listelerim sayfasında yeni bir liste açın ve coin ekleyin. " +
      "Kripto analiz sayfasında coinin yanındaki yıldız, coini varsayılan listeniz Favorilerim'e ekler. " +
      "Kullanıcı başına 20 liste, liste başına 200 coin tutulabilir; her liste coinlerin canlı fiyatını ve değişimini gösterir.",
  },
  {
    path: "/trading-bots",
    title: "Sanal Trading Botları",
    keywords: "trading botu bot kur deneme botu sanal para kağıt işlem paper trading strateji trading bot",
    body:
      "Trading botu nasıl kurulur: giriş yapın, Sanal Trading Botları sayfasındaki Yeni bot formunda stratejiyi, coini ve " +
      "al/sat puan eşiklerini seçin. Botlar gerçek parayla değil, sanal bakiyeyle işlem yapar: yalnızca canlı piyasa verisiyle, " +
      "borsanın işlem ücreti düşülerek alım satım simüle edilir. Sonuçları ve geçmiş testini sayfasında görürsünüz; " +
      "isterseniz botu herkese açık yapıp sosyal trading sıralamasına katabilirsiniz.",
  },
  {
    path: "/signals",
    title: "Sinyaller",
    keywords: "sinyal al sinyali sat sinyali sinyal geçmişi başarı oranı isabet sinyal takibi signals track record",
    body:
      "Sinyaller nereden geliyor: sitenin kural tabanlı analiz puanı bir coinin bandını değiştirdiğinde (ör. Bekle'den Al'a) " +
      "bir sinyal açılır ve kapanana kadar sonucu kaydedilir; hiçbir sinyal sonradan silinmez. Sinyaller sayfası açık ve " +
      "kapanmış sinyalleri, geçmiş başarı oranını ve ortalama getiriyi gösterir. Giriş yaparak bir sinyali takip edebilir, " +
      "takip ettiğiniz sinyalleri ayrı sayfada görebilirsiniz. Sinyaller yatırım tavsiyesi değildir.",
  },
  {
    path: "/portfolio-tracker/import",
    title: "Portföye Borsa Dosyasından İçe Aktarma",
    keywords: "binance içe aktar aktarma işlem geçmişi csv dosya yükle portföy import excel import trades history",
    body:
      "Binance işlemlerinizi portföye nasıl aktarırsınız: Binance'te Emirler → Spot emirleri → İşlem geçmişi → Dışa aktar ile " +
      "CSV dosyasını indirin, bu sayfada yükleyin. İşlemler önce bir önizlemede gösterilir, siz onaylayınca portföyünüze " +
      "kaydedilir. Excel (.xlsx) dosyasını önce CSV olarak kaydedin; Türkçe Excel'in noktalı virgüllü CSV'si de okunur. " +
      "USDT, BUSD ve USDC pariteleri dolar, TRY pariteleri lira olarak aktarılır.",
  },
  {
    path: "/newsletter",
    title: "Bülten",
    keywords: "bülten abone ol e-posta bülteni haftalık özet abonelik iptal bültenden çık newsletter subscribe unsubscribe",
    body:
      "Bültene nasıl abone olunur: Bülten sayfasında e-posta adresinizi yazın; gelen e-postadaki bağlantıyı açınca aboneliğiniz " +
      "başlar. Haftalık piyasa özeti ve yeni rehberler gelir. Bültenden çıkmak için her e-postanın altındaki tek tıkla abonelikten " +
      "çık bağlantısını kullanın.",
  },
  {
    path: "/account",
    title: "Hesabım",
    keywords: "hesap ayarları şifre değiştir e-posta değiştir e-posta doğrula hesabı sil verilerimi indir profil account password delete",
    body:
      "Hesabım sayfasında e-posta adresinizi değiştirir ve doğrularsınız (yeni adrese bir doğrulama bağlantısı gönderilir), " +
      "şifrenizi değiştirirsiniz (diğer cihazlardaki oturumlar kapanır), verilerinizi JSON olarak indirirsiniz ve hesabınızı " +
      "silebilirsiniz. Şifrenizi unuttuysanız giriş sayfasındaki Şifremi unuttum bağlantısıyla e-postanıza sıfırlama bağlantısı " +
      "istenir.",
  },
  {
    path: "/forgot-password",
    title: "Şifremi Unuttum",
    keywords: "şifremi unuttum şifre sıfırlama parola giriş yapamıyorum",
    body:
      "Şifrenizi unuttuysanız bu sayfada hesabınızın e-posta adresini yazın; adrese şifre sıfırlama bağlantısı gönderilir. " +
      "Bağlantıyı açıp yeni şifrenizi belirleyin.",
  },
];

/** More words for tools of the catalogue, so "dolar kaç TL hesapla" or "vergi nasıl hesaplanır" find them. */
export const TOOL_HOW_TO: Readonly<Record<string, { keywords: string; body: string }>> = {
  "/converter": {
    keywords: "çevirici dönüştürücü kaç TL kaç dolar hesapla kur converter convert currency exchange rate",
    body: "Nasıl kullanılır: tutarı ve birimleri seçin; coin, Türk lirası ve dolar arasında canlı fiyatlarla çevrilir ve bağlantısı paylaşılabilir.",
  },
  "/crypto-tax-calculator": {
    keywords: "vergi kripto vergisi kazanç vergisi stopaj hesapla tax calculate crypto tax Turkey",
    body: "Nasıl kullanılır: alım ve satım işlemlerinizi girin ya da portföyünüzden alın; gerçekleşen kazanç ve zarar lira olarak hesaplanır.",
  },
  "/staking-calculator": {
    keywords: "staking getirisi hesapla faiz APY APR ödül staking rewards calculator",
    body: "Nasıl kullanılır: coini, tutarı, yıllık getiri oranını ve süreyi girin; bileşik getiri ve dönem sonundaki tutar hesaplanır.",
  },
  "/portfolio-tracker": {
    keywords: "portföy takip kâr zarar varlıklarım işlem ekle portfolio tracker profit loss",
    body: "Nasıl kullanılır: giriş yapın, alım, satım ve transferlerinizi ekleyin ya da Binance dosyasından içe aktarın; değer ve kâr-zarar dolar ve TL olarak izlenir.",
  },
  "/crypto-api": {
    keywords: "api veri çek geliştirici json csv anahtar developer",
    body: "Sitenin piyasa verileri herkese açık; API anahtarı gerekmez. Her çağrının yanıtı, önbellek başlıkları ve bir curl örneği bu sayfadadır.",
  },
  "/market-sentiment": {
    keywords: "korku açgözlülük endeksi piyasa duyarlılığı fear greed index sentiment",
    body: "Endeks 0 (aşırı korku) ile 100 (aşırı açgözlülük) arasındadır ve piyasanın kendi verilerinden her gün hesaplanır; geçmişi grafikte görülür.",
  },
};
