import type { SeedCourse } from "./course-types";

export const intermediateCourse: SeedCourse = {
  slug: "ethereum-defi-ve-tokenlar",
  title: "Ethereum, DeFi ve Tokenlar",
  level: "orta",
  summary: "Akıllı sözleşmeler, token standartları, stablecoinler, merkeziyetsiz borsalar ve staking.",
  lessons: [
    {
      slug: "akilli-sozlesmeler-ve-ethereum",
      title: "Akıllı sözleşmeler ve Ethereum",
      summary: "Programlanabilir para ve gas ücretleri.",
      content:
        '<p><strong>Ethereum</strong>, yalnızca para transferi değil, program çalıştırabilen bir blokzincirdir. Bu programlara <em>akıllı sözleşme</em> denir: "şu olursa şunu yap" kurallarını bir aracı olmadan uygularlar.</p>' +
        "<h2>Gas nedir?</h2><p>Ağdaki her işlem hesaplama gücü harcar. Bu harcamanın ölçüsüne <strong>gas</strong>, birim fiyatına <em>gwei</em> denir. Ağ yoğunken gas fiyatı yükselir; basit bir transfer az, karmaşık bir DeFi işlemi daha çok gas harcar.</p>" +
        "<h2>Hisse kanıtı</h2><p>Ethereum 2022'de madencilikten <em>hisse kanıtına</em> geçti. Artık bloklar, ETH kilitleyen doğrulayıcılar tarafından üretiliyor ve enerji tüketimi büyük ölçüde azaldı.</p>" +
        "<h2>Değiştirilemezlik iki yönlüdür</h2><p>Yayımlanan bir akıllı sözleşmenin kodu genellikle değiştirilemez. Bu güven verir, ama koddaki bir hata da kalıcı olur. Bu yüzden denetim raporları önemlidir.</p>",
      questions: [
        [
          "Ethereum'da bir işlemin harcadığı hesaplama miktarının ölçüsüne ne denir?",
          ["Hash", "Gas", "Nonce", "Satoshi"],
          1,
          "Gas, bir işlemin gerektirdiği hesaplama miktarını ölçer.",
        ],
        [
          "Ethereum 2022'de hangi uzlaşma yöntemine geçti?",
          ["İş kanıtı", "Vekâletli hisse kanıtı", "Hisse kanıtı", "Otorite kanıtı"],
          2,
          '"Merge" güncellemesiyle Ethereum hisse kanıtına geçti.',
        ],
        [
          "Akıllı sözleşmelerde denetim neden önemlidir?",
          [
            "Yayımlanan kod çoğu zaman değiştirilemediği için hatalar kalıcı olur",
            "Denetim gas ücretini sıfırlar",
            "Denetim fiyatı yükseltir",
            "Denetim olmadan sözleşme çalışmaz",
          ],
          0,
          "Kod değiştirilemediği için açıkların yayından önce bulunması gerekir.",
        ],
      ],
    },
    {
      slug: "tokenlar-ve-standartlar",
      title: "Tokenlar ve standartlar",
      summary: "Coin ile token farkı, ERC-20 ve NFT'ler.",
      content:
        "<p>Kendi ağı olan varlığa <strong>coin</strong> (BTC, ETH), başka bir ağın üzerinde akıllı sözleşmeyle çıkarılan varlığa <strong>token</strong> denir.</p>" +
        "<h2>ERC-20</h2><p>Ethereum'daki birbirinin yerine geçebilen tokenlar ERC-20 standardına uyar. Standart sayesinde her cüzdan ve borsa yeni bir tokenı aynı şekilde tanır. USDC ve LINK'in Ethereum sürümleri ERC-20 tokenlarıdır.</p>" +
        "<h2>NFT'ler</h2><p>ERC-721 standardındaki tokenların her biri benzersizdir; bunlara <em>NFT</em> denir. Bir NFT'ye sahip olmak çoğu zaman eserin telif hakkına sahip olmak anlamına gelmez.</p>" +
        "<h2>Sahte tokenlara dikkat</h2><p>Herkes istediği isimde token çıkarabilir. Bir tokenı alırken adının değil, <em>sözleşme adresinin</em> doğru olduğundan emin olun; adresi projenin resmî sitesinden kontrol edin.</p>",
      questions: [
        [
          "Aşağıdakilerden hangisi kendi ağına sahip bir coindir?",
          ["USDC", "ETH", "UNI", "Bir NFT"],
          1,
          "ETH, Ethereum ağının yerel coinidir; diğerleri bu ağ üzerinde çıkarılan tokenlardır.",
        ],
        [
          "Her biri benzersiz olan tokenlar hangi standartla çıkarılır?",
          ["ERC-20", "ERC-721", "BEP-2", "TCP/IP"],
          1,
          "ERC-721, NFT'ler için kullanılan standarttır.",
        ],
        [
          "Bir tokenın gerçek olduğunu anlamanın en güvenilir yolu nedir?",
          ["Adına bakmak", "Logosuna bakmak", "Sözleşme adresini resmî kaynaktan doğrulamak", "Fiyatına bakmak"],
          2,
          "Aynı adla sahte tokenlar çıkarılabilir; sözleşme adresi benzersizdir.",
        ],
      ],
    },
    {
      slug: "stablecoinler",
      title: "Stablecoinler",
      summary: "Dolara sabitlenen kripto varlıklar ve riskleri.",
      content:
        "<p><strong>Stablecoin</strong>, değerini genellikle 1 ABD dolarında sabit tutmayı amaçlayan kripto varlıktır. Borsalarda işlem birimi ve piyasa düşerken geçici sığınak olarak kullanılır.</p>" +
        "<h2>Türleri</h2><ul><li><strong>Rezerv destekli:</strong> USDT ve USDC gibi; her token için bankada dolar ya da devlet tahvili tuttuğunu söyler.</li><li><strong>Kripto teminatlı:</strong> DAI gibi; değerinden fazla kripto teminatla desteklenir.</li><li><strong>Algoritmik:</strong> Arzı artırıp azaltarak fiyatı korumaya çalışır; geçmişte çöküşler yaşanmıştır.</li></ul>" +
        "<h2>Riskler</h2><p>Stablecoin, ihraççısı kadar güvenilirdir. Rezervlerin şeffaflığı, düzenleyici baskılar ve ihraççının hesaplarını dondurabilmesi göz önünde bulundurulmalıdır. Gönderirken de doğru ağı seçmek gerekir: aynı USDT birçok farklı ağda bulunur.</p>",
      questions: [
        [
          "Stablecoinlerin temel amacı nedir?",
          ["Her yıl iki katına çıkmak", "Değerini bir fiat paraya sabit tutmak", "Madencilik yapmak", "Oy hakkı vermek"],
          1,
          "Stablecoinler değerini genellikle dolara sabitlemeyi amaçlar.",
        ],
        [
          "Hangi stablecoin türü geçmişte ani çöküşlerle en çok anılır?",
          ["Rezerv destekli", "Kripto teminatlı", "Algoritmik", "Altın destekli"],
          2,
          "Yeterli rezervi olmayan algoritmik stablecoinler güven kaybında hızla çökebilir.",
        ],
        [
          "USDT gönderirken neye özellikle dikkat etmek gerekir?",
          ["Ağın (Ethereum, Tron vb.) alıcıyla aynı olmasına", "Saatin tam olmasına", "Tutarın tek sayı olmasına", "Logonun rengine"],
          0,
          "USDT birçok ağda bulunur; yanlış ağa gönderim kayba yol açabilir.",
        ],
      ],
    },
    {
      slug: "dex-ve-likidite-havuzlari",
      title: "DEX ve likidite havuzları",
      summary: "Emir defteri olmadan takas, AMM ve geçici kayıp.",
      content:
        "<p><strong>Merkeziyetsiz borsalar (DEX)</strong>, cüzdanınızdan doğrudan takas yapmanızı sağlar. Hesap açmanız gerekmez; varlıklarınız takas anına kadar sizde kalır.</p>" +
        "<h2>Likidite havuzu</h2><p>Çoğu DEX emir defteri yerine <em>likidite havuzu</em> kullanır. Kullanıcılar havuza iki tokenı birlikte yatırır, takas yapanlar bu havuzla işlem yapar. Fiyatı bir formül belirler: bu sisteme <strong>otomatik piyasa yapıcı (AMM)</strong> denir.</p>" +
        "<h2>Likidite sağlayıcının riski</h2><p>Havuza likidite sağlayanlar takas ücretlerinden pay alır. Ancak iki tokenın fiyatı birbirinden uzaklaşırsa, varlıkları sadece elde tutmaya göre daha az değere sahip olabilirler. Buna <em>geçici kayıp</em> denir.</p>" +
        "<h2>Kayma</h2><p>Küçük havuzlarda büyük takaslar fiyatı oynatır. DEX'lerde kabul edilebilir <em>kayma</em> oranını ayarlayın; çok yüksek tolerans, botların aleyhinize işlem yapmasına yol açabilir.</p>",
      questions: [
        [
          "AMM'lerde fiyatı ne belirler?",
          ["Borsa yöneticisi", "Havuzdaki token oranına dayanan bir formül", "Merkez bankası", "Rastgele sayı"],
          1,
          "AMM, fiyatı havuzdaki varlıkların oranına göre bir formülle hesaplar.",
        ],
        [
          "Havuzdaki iki tokenın fiyatı birbirinden uzaklaştığında likidite sağlayıcının yaşadığı değer kaybına ne denir?",
          ["Likidasyon", "Yakım", "Geçici kayıp", "Slashing"],
          2,
          "Geçici kayıp, varlıkları elde tutmaya göre oluşan farktır.",
        ],
        [
          "Bir DEX'te kayma toleransını çok yüksek tutmanın riski nedir?",
          ["İşlem hiç gerçekleşmez", "Beklenenden çok daha kötü fiyattan işlem yapılabilir", "Cüzdan silinir", "Gas ücreti sıfırlanır"],
          1,
          "Yüksek tolerans, kötü fiyatı ve botların sömürmesini kabul etmek demektir.",
        ],
      ],
    },
    {
      slug: "staking-ve-getiri",
      title: "Staking ve getiri",
      summary: "Coin kilitleyerek ödül kazanmak ve gerçek getiriyi hesaplamak.",
      content:
        "<p>Hisse kanıtı ağlarında coinlerinizi kilitleyerek ağın güvenliğine katkı sağlayabilir ve karşılığında ödül kazanabilirsiniz. Buna <strong>staking</strong> denir.</p>" +
        "<h2>Nasıl yapılır?</h2><ul><li>Kendiniz doğrulayıcı olabilirsiniz (ör. Ethereum'da 32 ETH ve kesintisiz çalışan bir sunucu gerekir).</li><li>Coinlerinizi bir doğrulayıcıya devredebilirsiniz.</li><li>Bir borsanın staking hizmetini kullanabilirsiniz; kolaydır ama üçüncü taraf riski taşır.</li></ul>" +
        "<h2>Gerçek getiri</h2><p>Staking ödülleri çoğunlukla yeni basılan coinlerden gelir. Yıllık yüzde 5 ödül alırken coinin arzı yüzde 4 artıyorsa, payınız gerçekte yaklaşık yüzde 1 büyür. Ayrıca coinin fiyatı düşerse ödüller bu kaybı karşılamayabilir.</p>" +
        "<h2>Riskler</h2><p>Kilit süresi boyunca coinlerinizi satamayabilirsiniz. Doğrulayıcı kurallara uymazsa <em>slashing</em> ile kilitli coinlerden kesinti yapılabilir.</p>",
      questions: [
        [
          "Staking ödülleri çoğunlukla nereden gelir?",
          ["Borsanın reklam gelirinden", "Yeni basılan coinlerden ve ücretlerden", "Devlet desteğinden", "Madencilerden"],
          1,
          "Ödüller çoğunlukla ağın yeni arzından ve işlem ücretlerinden gelir.",
        ],
        [
          "Yıllık yüzde 6 staking ödülü veren, arzı yılda yüzde 5 artan bir coinde payınız yaklaşık ne kadar büyür?",
          ["Yüzde 11", "Yüzde 6", "Yüzde 1", "Yüzde 0"],
          2,
          "Gerçek getiri, ödülden arz artışı (enflasyon) düşülerek bulunur: 6 − 5 ≈ 1.",
        ],
        [
          "Kurallara uymayan doğrulayıcının kilitli coinlerinden kesinti yapılmasına ne denir?",
          ["Slashing", "Halving", "Minting", "Bridging"],
          0,
          "Slashing, hisse kanıtı ağlarında kötü davranışın cezasıdır.",
        ],
      ],
    },
  ],
};
