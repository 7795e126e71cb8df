import type { SeedCourse } from "./course-types";

export const beginnerCourse: SeedCourse = {
  slug: "kriptoya-ilk-adim",
  title: "Kripto Paraya İlk Adım",
  level: "baslangic",
  summary: "Blokzincirin ne olduğundan ilk güvenli alımınıza kadar, hiç bilmeyenler için altı kısa ders.",
  lessons: [
    {
      slug: "blokzincir-nedir",
      title: "Blokzincir nedir?",
      summary: "Bankasız bir kayıt defterinin nasıl çalıştığını gündelik örneklerle anlatıyoruz.",
      content:
        "<p>Bir mahallede herkesin birbirine ne kadar borçlu olduğunu tek bir kişinin defterine yazdığını düşünün. O kişi hata yaparsa ya da defteri değiştirirse herkes zarar görür. <strong>Blokzincir</strong>, bu defterin bir kopyasını herkese veren ve değişiklikleri ancak çoğunluk onaylarsa kabul eden bir sistemdir.</p>" +
        "<h2>Bloklar ve zincir</h2><p>İşlemler belirli aralıklarla bir <em>blok</em> içinde toplanır. Her blok, kendinden önceki bloğun parmak izini (hash) taşır. Eski bir bloktaki tek bir rakamı değiştirmek, ondan sonraki bütün blokların parmak izini bozar; bu yüzden geçmişi gizlice değiştirmek pratikte imkânsızdır.</p>" +
        "<h2>Kim onaylıyor?</h2><p>Ağdaki bilgisayarlara <strong>düğüm</strong> denir. Düğümler gelen işlemleri kurallara göre kontrol eder. Hangi bloğun zincire ekleneceğine ise bir <em>uzlaşma mekanizması</em> (iş kanıtı ya da hisse kanıtı) karar verir.</p>" +
        "<ul><li>Merkezi bir yönetici yoktur.</li><li>Kayıtlar herkese açıktır.</li><li>Bir işlem onaylandıktan sonra geri alınamaz.</li></ul>",
      questions: [
        [
          "Bir bloktaki eski bir kaydı değiştirmek neden çok zordur?",
          [
            "Bloklar şifreyle kilitlenir ve şifreyi yalnızca banka bilir",
            "Her blok bir öncekinin parmak izini taşıdığı için sonraki tüm bloklar bozulur",
            "Bloklar yalnızca bir kez okunabilir",
            "Eski bloklar silinir",
          ],
          1,
          "Her blok önceki bloğun hash değerini taşır; eski bir kaydı değiştirmek tüm zinciri geçersiz kılar.",
        ],
        [
          "Blokzincirin kopyasını tutan ve kuralları denetleyen bilgisayarlara ne denir?",
          ["Sunucu", "Madenci kartı", "Düğüm", "Cüzdan"],
          2,
          "Düğümler (node) zincirin kopyasını tutar ve işlemleri kurallara göre doğrular.",
        ],
        [
          "Aşağıdakilerden hangisi blokzincirin bir özelliği değildir?",
          [
            "Kayıtların herkese açık olması",
            "Merkezi bir yöneticinin işlemleri geri alabilmesi",
            "Çok sayıda kopyanın bulunması",
            "Uzlaşma mekanizmasıyla onay",
          ],
          1,
          "Blokzincirde işlemleri geri alabilecek merkezi bir yönetici yoktur.",
        ],
      ],
    },
    {
      slug: "bitcoin-nasil-calisir",
      title: "Bitcoin nasıl çalışır?",
      summary: "İlk kripto paranın arzı, madenciliği ve yarılanması.",
      content:
        "<p>Bitcoin, 2009'da Satoshi Nakamoto takma adıyla yayımlanan ilk merkeziyetsiz dijital paradır. Kimse onu basıp çoğaltamaz; kurallar koda yazılıdır ve ağdaki herkes aynı kurallara uyar.</p>" +
        "<h2>Sınırlı arz</h2><p>Var olabilecek en fazla bitcoin miktarı <strong>21 milyondur</strong>. Yeni bitcoinler, blok üreten madencilere ödül olarak verilir. Bu ödül yaklaşık dört yılda bir yarıya iner; buna <em>yarılanma</em> denir.</p>" +
        "<h2>Madencilik</h2><p>Madenciler, belirli bir koşulu sağlayan sayıyı bulmak için yoğun hesaplama yapar (iş kanıtı). Bu iş pahalıdır; ağı kandırmak isteyen birinin dünyadaki madencilerin çoğundan daha fazla güç harcaması gerekir.</p>" +
        "<h2>Birimler</h2><p>1 bitcoin 100 milyon <strong>satoshi</strong>'ye bölünebilir. Bu yüzden bir bitcoinin tamamını almanız gerekmez; 100 liralık alım da mümkündür.</p>",
      questions: [
        [
          "Bitcoin'in en fazla arzı ne kadardır?",
          ["1 milyar", "Sınırsız", "21 milyon", "100 milyon"],
          2,
          "Bitcoin'in maksimum arzı kodla 21 milyon BTC olarak sabitlenmiştir.",
        ],
        [
          "Blok ödülünün yaklaşık dört yılda bir yarıya inmesine ne denir?",
          ["Yarılanma (halving)", "Yakım", "Çatallanma", "Likidasyon"],
          0,
          "Yarılanma, yeni bitcoin arzının hızını düşürür.",
        ],
        [
          "1 bitcoin kaç satoshi'dir?",
          ["1.000", "1 milyon", "100 milyon", "21 milyon"],
          2,
          "Satoshi bitcoinin en küçük birimidir: 0,00000001 BTC.",
        ],
      ],
    },
    {
      slug: "cuzdanlar-ve-anahtarlar",
      title: "Cüzdanlar ve anahtarlar",
      summary: "Özel anahtar, kurtarma ifadesi ve cüzdan türleri.",
      content:
        "<p>Kripto cüzdanı, paranızı değil, paranızı harcama yetkisi veren <strong>özel anahtarı</strong> saklar. Coinler her zaman blokzincirdedir; cüzdan onlara erişmenizi sağlayan anahtarlıktır.</p>" +
        "<h2>Kurtarma ifadesi</h2><p>Cüzdan kurduğunuzda size 12 ya da 24 kelimelik bir <em>kurtarma ifadesi</em> verilir. Telefonunuz kaybolsa bile bu kelimelerle cüzdanınızı geri yükleyebilirsiniz. Bu kelimeleri bilen herkes paranızı alabilir: kâğıda yazın, fotoğrafını çekmeyin, kimseyle paylaşmayın.</p>" +
        "<h2>Cüzdan türleri</h2><ul><li><strong>Borsa hesabı:</strong> Kolaydır ama anahtarlar borsadadır.</li><li><strong>Sıcak cüzdan:</strong> Telefon ya da tarayıcı uygulaması; günlük kullanım için.</li><li><strong>Soğuk cüzdan:</strong> Donanım cihazı; uzun vadeli birikim için en güvenlisi.</li></ul>" +
        '<p>"Anahtarlar sizde değilse coinler de sizin değildir" sözü, borsaların iflas ettiği dönemlerde önemini defalarca gösterdi.</p>',
      questions: [
        [
          "Bir kripto cüzdanı aslında neyi saklar?",
          ["Coinlerin kendisini", "Özel anahtarları", "Banka şifrenizi", "İşlem geçmişinin tek kopyasını"],
          1,
          "Coinler blokzincirde durur; cüzdan onları harcamayı sağlayan özel anahtarları saklar.",
        ],
        [
          "Kurtarma ifadenizi saklamanın en doğru yolu hangisidir?",
          [
            "Telefonda fotoğrafını çekmek",
            "E-postayla kendinize göndermek",
            "Kâğıda yazıp güvenli bir yerde çevrimdışı saklamak",
            "Destek ekibiyle paylaşmak",
          ],
          2,
          "Kurtarma ifadesi çevrimdışı saklanmalı, hiçbir dijital ortama ve kimseye verilmemelidir.",
        ],
        [
          "Uzun vadeli büyük birikim için en güvenli cüzdan türü hangisidir?",
          ["Soğuk (donanım) cüzdan", "Borsa hesabı", "Tarayıcı eklentisi", "Sosyal medya hesabı"],
          0,
          "Soğuk cüzdan anahtarları internetten ayrı tuttuğu için uzaktan çalınması çok zordur.",
        ],
      ],
    },
    {
      slug: "borsada-ilk-alim",
      title: "Borsada ilk alım",
      summary: "Hesap açmaktan ilk emre: piyasa emri, limit emir ve ücretler.",
      content:
        "<p>Türk lirasıyla kripto almanın en yaygın yolu bir <strong>merkezi borsadır</strong>. Hesap açarken kimlik doğrulaması (KYC) istenir; bu, yasal bir zorunluluktur.</p>" +
        "<h2>Emir türleri</h2><ul><li><strong>Piyasa emri:</strong> O anki en iyi fiyattan hemen alır. Hızlıdır, ama fiyat biraz kayabilir.</li><li><strong>Limit emir:</strong> Yalnızca belirlediğiniz fiyattan ya da daha iyisinden alır. Fiyat gelmezse bekler.</li></ul>" +
        "<h2>Ücretler</h2><p>Borsalar her alım satımdan küçük bir yüzde, çekimlerde ise ağ ücreti alır. Küçük ve sık işlemlerde ücretler toplam kazancın önemli bir kısmını yiyebilir.</p>" +
        "<h2>Çekerken dikkat</h2><p>Coinleri kendi cüzdanınıza çekerken <em>doğru ağı</em> seçin ve adresi kopyala-yapıştır ile girdikten sonra ilk ve son karakterlerini kontrol edin. İlk kez kullandığınız adrese önce küçük bir deneme tutarı gönderin.</p>",
      questions: [
        [
          "Fiyatı kontrol etmek isteyen ve beklemeye razı olan biri hangi emri kullanmalıdır?",
          ["Piyasa emri", "Limit emir", "Likidasyon emri", "Çekim emri"],
          1,
          "Limit emir, yalnızca belirlediğiniz fiyattan ya da daha iyisinden gerçekleşir.",
        ],
        [
          "Borsada hesap açarken kimlik doğrulaması istenmesinin sebebi nedir?",
          [
            "Borsanın reklam göndermesi",
            "Yasal KYC ve kara para aklamayla mücadele kuralları",
            "Coin fiyatını belirlemek",
            "Cüzdan adresi üretmek",
          ],
          1,
          "KYC ve AML kuralları, lisanslı borsalar için yasal bir zorunluluktur.",
        ],
        [
          "İlk kez kullandığınız bir adrese çekim yaparken ne yapmak akıllıcadır?",
          [
            "Tüm bakiyeyi tek seferde göndermek",
            "Önce küçük bir deneme tutarı göndermek",
            "Ağı rastgele seçmek",
            "Adresi elle, ezbere yazmak",
          ],
          1,
          "Küçük bir deneme, yanlış ağ ya da adres hatasını ucuza fark etmenizi sağlar.",
        ],
      ],
    },
    {
      slug: "guvenlik-ve-dolandiricilik",
      title: "Güvenlik ve dolandırıcılıklar",
      summary: 'Oltalama, sahte airdroplar ve "garantili kazanç" tuzakları.',
      content:
        "<p>Kripto dünyasında kayıpların büyük kısmı teknik açıklardan değil, <strong>dolandırıcılıktan</strong> kaynaklanır. İşlemler geri alınamadığı için çalınan parayı geri almak çoğu zaman imkânsızdır.</p>" +
        '<h2>Sık görülen tuzaklar</h2><ul><li><strong>Oltalama:</strong> Borsanın ya da cüzdanın birebir kopyası olan sahte siteler.</li><li><strong>Sahte destek:</strong> "Hesabınızı kurtaralım" diyerek kurtarma ifadenizi isteyenler.</li><li><strong>Garantili kazanç:</strong> "Günde yüzde 3 kazandırıyoruz" diyen yatırım grupları.</li><li><strong>Sahte airdrop:</strong> Cüzdanınızı bağlayıp zararlı bir işlemi imzalatan siteler.</li></ul>' +
        "<h2>Temel kurallar</h2><p>Hesaplarınızda iki adımlı doğrulamayı açın; SMS yerine bir doğrulama uygulaması kullanın. Siteleri yer imlerinden açın. Anlamadığınız hiçbir işlemi imzalamayın. Ve unutmayın: gerçek bir destek ekibi sizden <em>asla</em> kurtarma ifadesi istemez.</p>",
      questions: [
        [
          "Biri kendini borsa destek ekibi olarak tanıtıp kurtarma ifadenizi istiyor. Bu ne olabilir?",
          ["Olağan bir güvenlik kontrolü", "Dolandırıcılık girişimi", "Airdrop ödülü", "Vergi bildirimi"],
          1,
          "Gerçek destek ekipleri hiçbir zaman kurtarma ifadesi istemez.",
        ],
        [
          '"Her gün yüzde 3 garantili kazanç" vaadi için en doğru değerlendirme hangisidir?',
          ["Düşük riskli bir fırsattır", "Ciddi bir dolandırıcılık işaretidir", "Staking ödülüdür", "Devlet güvencesindedir"],
          1,
          "Kripto piyasasında garantili yüksek kazanç yoktur; bu vaatler tipik dolandırıcılık işaretidir.",
        ],
        [
          "Hesap güvenliği için hangisi önerilir?",
          [
            "Aynı şifreyi her yerde kullanmak",
            "İki adımlı doğrulamayı bir uygulamayla açmak",
            "Şifreyi sosyal medyada saklamak",
            "Bilinmeyen bağlantılara tıklamak",
          ],
          1,
          "Doğrulama uygulamasıyla iki adımlı doğrulama, hesabı şifre çalınsa bile korur.",
        ],
      ],
    },
    {
      slug: "risk-ve-yatirim-psikolojisi",
      title: "Risk ve yatırım psikolojisi",
      summary: "FOMO, FUD, düzenli alım ve kaybetmeyi göze alabileceğiniz tutar.",
      content:
        "<p>Kripto paralar çok <strong>oynaktır</strong>: bir günde yüzde 10'luk hareketler olağandır. Bu oynaklık, plansız hareket eden yatırımcıyı en kötü anlarda alıp satmaya iter.</p>" +
        '<h2>FOMO ve FUD</h2><p>Fiyat hızla yükselirken "kaçırıyorum" duygusuyla alım yapmaya <em>FOMO</em>, korku yayan haberlerle panikle satmaya yol açan ortama <em>FUD</em> denir. İkisi de planınızı unutturur.</p>' +
        "<h2>Basit bir plan</h2><ul><li>Yalnızca kaybetmeyi göze alabileceğiniz parayla yatırım yapın.</li><li>Tek bir coine her şeyinizi koymayın.</li><li>Düzenli aralıklarla sabit tutarda alım (DCA) zamanlama stresini azaltır.</li><li>Kaldıraçtan, en azından deneyim kazanana kadar uzak durun.</li></ul>" +
        "<p>Bu sitedeki hiçbir içerik yatırım tavsiyesi değildir; amaç kararlarınızı bilerek vermenize yardımcı olmaktır.</p>",
      questions: [
        [
          "Her ay fiyata bakmadan sabit tutarda alım yapma yöntemine ne denir?",
          ["Kaldıraç", "DCA (düzenli alım)", "Arbitraj", "Şort"],
          1,
          "DCA, alımları zamana yayarak ortalama maliyeti dengeler.",
        ],
        [
          'Hızla yükselen bir coini "kaçırmamak" için plansız almaya ne denir?',
          ["FUD", "HODL", "FOMO", "Staking"],
          2,
          "FOMO, fırsatı kaçırma korkusuyla yapılan aceleci alımdır.",
        ],
        [
          "Aşağıdakilerden hangisi sağlıklı bir risk kuralıdır?",
          [
            "Kredi çekip yatırım yapmak",
            "Tüm birikimi tek coine koymak",
            "Yalnızca kaybetmeyi göze alabileceğiniz tutarla yatırım yapmak",
            "Yeni başlarken yüksek kaldıraç kullanmak",
          ],
          2,
          "Kaybetmeyi göze alamayacağınız parayla yatırım yapmamak en temel kuraldır.",
        ],
        [
          "Korku yayan, çoğu zaman abartılı haberlerin yarattığı ortama ne denir?",
          ["FUD", "ATH", "TVL", "DAO"],
          0,
          "FUD: korku, belirsizlik ve şüphe.",
        ],
      ],
    },
  ],
};
