import type { SeedCourse } from "./course-types";

export const advancedCourse: SeedCourse = {
  slug: "ileri-piyasa-ve-risk",
  title: "İleri Seviye: Piyasa Okuma ve Risk",
  level: "ileri",
  summary: "Göstergeler, emir defteri, kaldıraç, tokenomik ve katman 2: deneyimli yatırımcılar için beş ders.",
  lessons: [
    {
      slug: "teknik-gostergeler",
      title: "Teknik göstergeler: RSI ve MACD",
      summary: "Momentum göstergelerini okumak ve sınırlarını bilmek.",
      content:
        "<p>Teknik göstergeler, geçmiş fiyat ve hacim verisinden hesaplanır. Geleceği bilmezler; yalnızca mevcut eğilimi özetlerler.</p>" +
        "<h2>RSI</h2><p><strong>Göreceli Güç Endeksi</strong>, son dönemdeki yükseliş ve düşüşlerin gücünü 0-100 arasında ölçer. 70 üzeri aşırı alım, 30 altı aşırı satım olarak yorumlanır. Güçlü trendlerde RSI haftalarca 70'in üzerinde kalabilir; tek başına satış sinyali değildir.</p>" +
        "<h2>MACD</h2><p>12 ve 26 dönemlik üssel hareketli ortalamaların farkıdır. MACD çizgisinin sinyal çizgisini yukarı kesmesi momentumun güçlendiğine işaret edebilir. Yatay piyasalarda çok sayıda yanıltıcı kesişim üretir.</p>" +
        "<h2>Iraksama</h2><p>Fiyat yeni zirve yaparken göstergenin daha düşük zirve yapmasına <em>negatif ıraksama</em> denir ve yükselişin zayıfladığını düşündürebilir. Göstergeleri her zaman birlikte ve risk planıyla kullanın.</p>",
      questions: [
        [
          "RSI'nın 70'in üzerinde olması genellikle nasıl yorumlanır?",
          ["Aşırı satım", "Aşırı alım", "Likidasyon", "Yarılanma"],
          1,
          "RSI 70 üzerini aşırı alım bölgesi olarak gösterir; tek başına satış sinyali değildir.",
        ],
        [
          "MACD hangi ortalamaların farkıdır?",
          ["50 ve 200 günlük basit ortalamalar", "12 ve 26 dönemlik üssel ortalamalar", "Günlük en yüksek ve en düşük", "Hacim ve fiyat"],
          1,
          "MACD, 12 ve 26 dönemlik üssel hareketli ortalamaların farkıdır.",
        ],
        [
          "Fiyat yeni zirve yaparken RSI'nın daha düşük zirve yapmasına ne denir?",
          ["Pozitif ıraksama", "Negatif ıraksama", "Altın kesişim", "Destek kırılımı"],
          1,
          "Negatif ıraksama, yükselişin güç kaybettiğine işaret edebilir.",
        ],
      ],
    },
    {
      slug: "emir-defteri-ve-likidite",
      title: "Emir defteri ve likidite",
      summary: "Makas, derinlik ve büyük emirlerin fiyata etkisi.",
      content:
        "<p>Bir borsanın <strong>emir defteri</strong>, bekleyen alış ve satış emirlerini fiyat sırasıyla gösterir. En iyi alış ile en iyi satış arasındaki farka <em>makas</em> (spread) denir.</p>" +
        "<h2>Derinlik</h2><p>Fiyatın yakınında ne kadar emir beklediği piyasanın <em>derinliğini</em> gösterir. Derin piyasada büyük bir emir fiyatı az oynatır; sığ piyasada küçük bir emir bile fiyatı sıçratabilir.</p>" +
        "<h2>Hacim yanıltabilir</h2><p>Bazı borsalarda sahte hacim (kendi kendine alım satım) görülür. Bir coinin gerçek likiditesini anlamak için birden çok borsadaki derinliğe ve makasa bakın.</p>" +
        "<h2>Büyük emirleri bölmek</h2><p>Sığ bir piyasada büyük bir pozisyon alacaksanız emri parçalara bölmek ya da limit emir kullanmak kaymayı azaltır.</p>",
      questions: [
        [
          "En iyi alış ile en iyi satış fiyatı arasındaki farka ne denir?",
          ["Makas (spread)", "Fonlama oranı", "Kayma", "Hash"],
          0,
          "Makas, emir defterindeki en iyi alış ve satış fiyatları arasındaki farktır.",
        ],
        [
          "Sığ bir piyasada büyük bir piyasa emri ne yapar?",
          ["Fiyatı hiç etkilemez", "Fiyatı belirgin biçimde oynatabilir ve kayma yaratır", "İşlem ücretini sıfırlar", "Emri iptal eder"],
          1,
          "Derinlik azsa büyük emir birçok fiyat seviyesini tüketir.",
        ],
        [
          "Bir coinin gerçek likiditesini anlamak için hangisi daha güvenilirdir?",
          [
            "Tek bir borsadaki 24 saatlik hacim",
            "Birden çok borsadaki derinlik ve makas",
            "Sosyal medyadaki takipçi sayısı",
            "Logonun tasarımı",
          ],
          1,
          "Sahte hacim olabileceği için derinlik ve makas daha güvenilir göstergelerdir.",
        ],
      ],
    },
    {
      slug: "kaldirac-ve-likidasyon",
      title: "Kaldıraç, vadeli işlemler ve likidasyon",
      summary: "Kaldıracın matematiği, fonlama oranı ve zorla kapanan pozisyonlar.",
      content:
        "<p><strong>Kaldıraç</strong>, teminatınızdan büyük bir pozisyon açmanızı sağlar. 10x kaldıraçta fiyattaki yüzde 1'lik hareket, teminatınızda yüzde 10'luk kazanç ya da kayıp demektir.</p>" +
        "<h2>Likidasyon</h2><p>Fiyat aleyhinize gidip teminatınız bakım seviyesinin altına düşerse borsa pozisyonunuzu kapatır. 10x kaldıraçlı uzun pozisyon, ücretler hesaba katılmadan kabaca yüzde 10'luk düşüşte tasfiye olur; 50x'te bu pay yüzde 2'ye iner.</p>" +
        "<h2>Sürekli vadeli sözleşmeler</h2><p>Kripto borsalarındaki vadesiz (perpetual) sözleşmelerde uzun ve kısa pozisyonlar arasında düzenli olarak <em>fonlama ücreti</em> ödenir. Pozisyonu haftalarca açık tutmak bu yüzden pahalı olabilir.</p>" +
        "<h2>Kural</h2><p>Kaldıraç kazancı değil, riski büyütür. Kullanacaksanız küçük pozisyon, önceden belirlenmiş zarar durdur ve düşük kaldıraç kullanın.</p>",
      questions: [
        [
          "10x kaldıraçla açılan bir pozisyonda fiyat yüzde 2 aleyhinize giderse teminatınız yaklaşık ne kadar değer kaybeder?",
          ["Yüzde 2", "Yüzde 10", "Yüzde 20", "Yüzde 50"],
          2,
          "Kaldıraç hareketi çarpar: 10 × 2 = yüzde 20.",
        ],
        [
          "Kaldıraç arttıkça likidasyona yol açan fiyat hareketi nasıl değişir?",
          ["Büyür", "Küçülür", "Değişmez", "Sıfırlanır"],
          1,
          "Yüksek kaldıraçta çok küçük bir ters hareket bile pozisyonu tasfiye eder.",
        ],
        [
          "Vadesiz sözleşmelerde uzun ve kısa pozisyonlar arasında düzenli ödenen ücrete ne denir?",
          ["Gas", "Fonlama oranı", "Blok ödülü", "Komisyon iadesi"],
          1,
          "Fonlama oranı vadeli fiyatı spot fiyata yakın tutar.",
        ],
      ],
    },
    {
      slug: "tokenomik-ve-temel-analiz",
      title: "Tokenomik ve temel analiz",
      summary: "Arz, dağılım, kilit açılışları ve bir projenin gerçek kullanımı.",
      content:
        "<p>Bir tokenın fiyatı yalnızca talebe değil, <strong>arzın nasıl tasarlandığına</strong> da bağlıdır. Buna tokenomik denir.</p>" +
        "<h2>Bakılacaklar</h2><ul><li><strong>Dolaşımdaki ve toplam arz:</strong> Aradaki fark, ileride piyasaya girecek tokenları gösterir.</li><li><strong>Dağılım:</strong> Ekip ve erken yatırımcıların payı ne kadar?</li><li><strong>Kilit açılış takvimi:</strong> Büyük açılışlar satış baskısı yaratabilir.</li><li><strong>Enflasyon ve yakım:</strong> Yeni arz ne hızda geliyor, bir kısmı yakılıyor mu?</li></ul>" +
        "<h2>Piyasa değeri ve FDV</h2><p>Piyasa değeri dolaşımdaki arzla, tamamen seyreltilmiş değer (FDV) toplam arzla hesaplanır. FDV piyasa değerinin çok üstündeyse, bugünkü fiyat gelecekteki seyrelmeyi yansıtmıyor olabilir.</p>" +
        "<h2>Gerçek kullanım</h2><p>Zincir üstü veriler (aktif adresler, ücret gelirleri, kilitli değer) ve geliştirici etkinliği, pazarlama dilinden daha çok şey söyler.</p>",
      questions: [
        [
          "Tamamen seyreltilmiş değer (FDV) hangi arzla hesaplanır?",
          ["Dolaşımdaki arz", "Toplam arz", "Günlük hacim", "Yakılan arz"],
          1,
          "FDV, fiyat ile toplam (ya da maksimum) arzın çarpımıdır.",
        ],
        [
          "Yaklaşan büyük bir kilit açılışı neden önemlidir?",
          [
            "Ağı hızlandırır",
            "Serbest kalan tokenların satılmasıyla fiyat baskısı yaratabilir",
            "Gas ücretini düşürür",
            "Yarılanmayı tetikler",
          ],
          1,
          "Kilidi açılan tokenların sahipleri satış yapabilir.",
        ],
        [
          "Bir projenin gerçek kullanımını anlamak için hangisi daha değerlidir?",
          ["Sosyal medya reklamları", "Zincir üstü veriler ve ücret gelirleri", "Ünlülerin paylaşımları", "Logonun rengi"],
          1,
          "Zincir üstü veriler gerçek kullanımı doğrudan gösterir.",
        ],
      ],
    },
    {
      slug: "katman-2-ve-olcekleme",
      title: "Katman 2 ve ölçekleme",
      summary: "Rollup'lar, Lightning ve köprülerin riskleri.",
      content:
        "<p>Ana blokzincirler (katman 1) güvenlik ve merkeziyetsizlik için hızdan ödün verir. <strong>Katman 2</strong> çözümleri işlemleri ana zincirin dışında toplayıp özetini ana zincire yazarak ücretleri düşürür.</p>" +
        "<h2>Rollup türleri</h2><ul><li><strong>Optimistik rollup:</strong> İşlemleri geçerli varsayar, itiraz için süre tanır; ana zincire çekim yaklaşık bir hafta sürebilir.</li><li><strong>ZK rollup:</strong> Her toplu işlem için sıfır bilgi kanıtı üretir; çekimler daha hızlıdır.</li></ul>" +
        "<h2>Lightning Ağı</h2><p>Bitcoin üzerindeki Lightning, ödeme kanallarıyla anında ve çok ucuz ödemeler sağlar; yalnızca kanal açılış ve kapanışları zincire yazılır.</p>" +
        "<h2>Köprü riski</h2><p>Varlıkları zincirler arasında taşıyan köprüler çok büyük miktarda fon kilitler ve bu yüzden saldırganların sık hedefidir. Resmî köprüleri tercih edin ve taşıdığınız tutarı sınırlı tutun.</p>",
      questions: [
        [
          "Optimistik rollup'lardan ana zincire çekim neden uzun sürebilir?",
          [
            "Madencilik yapıldığı için",
            "İtiraz (fraud proof) süresi beklendiği için",
            "Borsa onayı gerektiği için",
            "Yarılanma beklendiği için",
          ],
          1,
          "Optimistik rollup'lar hatalı işlemlere itiraz edilebilmesi için bir süre bekler.",
        ],
        [
          "Bitcoin üzerinde anlık ve ucuz ödemeler sağlayan katman 2 ağı hangisidir?",
          ["Lightning Ağı", "Arbitrum", "Polygon", "IPFS"],
          0,
          "Lightning, Bitcoin için ödeme kanallarına dayanan bir katman 2 ağıdır.",
        ],
        [
          "Köprüler neden saldırganların sık hedefidir?",
          [
            "Çok büyük miktarda fon kilitledikleri için",
            "Kodları hiç denetlenmediği için",
            "Ücretsiz oldukları için",
            "Yalnızca Bitcoin'de çalıştıkları için",
          ],
          0,
          "Köprülerde biriken büyük fonlar saldırı için cazip bir hedeftir.",
        ],
      ],
    },
  ],
};
