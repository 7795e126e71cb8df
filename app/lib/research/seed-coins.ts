import type { CoinResearchInput } from "./schema";

type SeedCoin = Omit<CoinResearchInput, "id" | "sortOrder">;

/**
 * The research pages the site starts with, written for it: large coins by market value, in plain
 * Turkish, without prices (those come live from the market data beside the text). Admins edit them
 * at /admin/research; the list order is their sort order.
 */
export const SEED_COINS: SeedCoin[] = [
  {
    symbol: "BTC",
    name: "Bitcoin",
    category: "payment",
    launchYear: 2009,
    consensus: "İş ispatı (Proof of Work, SHA-256 madenciliği)",
    supplyModel:
      "En fazla 21 milyon BTC. Yeni coinler blok ödülüyle çıkar; ödül her 210.000 blokta (yaklaşık dört yılda bir) yarıya iner (halving).",
    summary:
      "Bitcoin, Satoshi Nakamoto takma adlı kişi ya da grubun 2008'de yayımladığı teknik dokümana dayanan ilk kripto paradır. Ağ 3 Ocak 2009'da ilk bloğun üretilmesiyle çalışmaya başladı.\n\nBir merkez ya da şirket yoktur: işlemleri dünyanın dört bir yanındaki madenciler bloklara yazar, tam düğüm çalıştıran herkes kuralları kendisi denetler. Sabit ve önceden bilinen arzı nedeniyle çoğu zaman dijital altın olarak anılır.\n\nLightning Network gibi ikinci katman çözümler küçük ve hızlı ödemeler için Bitcoin'in üzerine kurulmuştur.",
    website: "https://bitcoin.org",
    whitepaper: "https://bitcoin.org/bitcoin.pdf",
    sourceCode: "https://github.com/bitcoin/bitcoin",
  },
  {
    symbol: "ETH",
    name: "Ethereum",
    category: "smart-contract",
    launchYear: 2015,
    consensus: "Hisse ispatı (Proof of Stake); Eylül 2022'deki birleşmeye (The Merge) kadar iş ispatı",
    supplyModel:
      "Sabit bir üst sınır yoktur. Doğrulayıcılara ödül olarak yeni ETH çıkar; EIP-1559 ile her işlemin taban ücreti yakılır, bu yüzden net arz ağ kullanımına göre artabilir ya da azalabilir.",
    summary:
      "Ethereum, Vitalik Buterin'in 2013'te önerdiği ve Temmuz 2015'te yayına giren, programlanabilir bir blokzincirdir. Üzerinde akıllı sözleşme adı verilen programlar çalışır; DeFi uygulamaları, NFT'ler ve stablecoinlerin büyük kısmı bu sözleşmelerle kurulmuştur.\n\nETH, ağdaki işlem ücretlerinin (gas) ödendiği coindir. Doğrulayıcılar ağı güvenceye almak için ETH stake eder.\n\nArbitrum ve Optimism gibi katman 2 ağları, işlemleri toplu olarak Ethereum'a yazarak ücretleri düşürür.",
    website: "https://ethereum.org",
    whitepaper: "https://ethereum.org/en/whitepaper/",
    sourceCode: "https://github.com/ethereum",
  },
  {
    symbol: "USDT",
    name: "Tether",
    category: "stablecoin",
    launchYear: 2014,
    consensus: "Kendi zinciri yoktur; Ethereum, Tron ve başka ağlarda token olarak çıkarılır",
    supplyModel:
      "Arz sabit değildir: Tether şirketi talebe göre yeni USDT çıkarır ya da geri aldığı USDT'yi dolaşımdan kaldırır. Her birinin bir ABD dolarına karşılık gelmesi hedeflenir ve bunun için rezerv tutulduğu beyan edilir.",
    summary:
      "Tether (USDT), değeri ABD dolarına sabitlenmeye çalışılan ilk ve en yaygın stablecoindir. Borsalarda kripto paraların büyük kısmı USDT paritesiyle işlem görür; bu sitedeki piyasa verileri de USDT paritelerinden gelir.\n\nUSDT merkezi bir şirket tarafından çıkarılır; bir hesabı dondurma yetkisi şirkettedir. Değeri, rezervlerin gerçekten ve kolayca paraya çevrilebilir olmasına dayanır; rezervlerin içeriği yıllar içinde tartışma konusu olmuştur.",
    website: "https://tether.to",
    whitepaper: "",
    sourceCode: "",
  },
  {
    symbol: "BNB",
    name: "BNB",
    category: "exchange",
    launchYear: 2017,
    consensus: "BNB Smart Chain'de Proof of Staked Authority (hisseli yetki ispatı)",
    supplyModel:
      "200 milyon BNB ile başladı. Düzenli yakımlarla arzın 100 milyona indirilmesi hedeflenir; BNB Smart Chain'de işlem ücretlerinin bir kısmı da yakılır.",
    summary:
      "BNB, Binance borsasının 2017'deki token satışıyla çıkardığı coindir. Önce Ethereum üzerinde bir token olarak başladı, sonra Binance'in kendi zincirlerine taşındı.\n\nBugün BNB Smart Chain (BSC) adlı, Ethereum uyumlu akıllı sözleşme ağında işlem ücretlerini ödemek için kullanılır; borsada ücret indirimleri ve token satışlarına katılım gibi kullanımları da vardır.\n\nDoğrulayıcı sayısının az olması, ağın daha merkezi olduğu eleştirisini beraberinde getirir.",
    website: "https://www.bnbchain.org",
    whitepaper: "",
    sourceCode: "https://github.com/bnb-chain",
  },
  {
    symbol: "SOL",
    name: "Solana",
    category: "smart-contract",
    launchYear: 2020,
    consensus: "Hisse ispatı (Proof of Stake) ile birlikte Proof of History zaman damgası",
    supplyModel:
      "Sabit üst sınır yoktur. Staking ödülleri için her yıl yeni SOL çıkar; enflasyon oranı yıldan yıla azalarak uzun vadede yıllık %1,5'e iner. İşlem ücretlerinin bir kısmı yakılır.",
    summary:
      "Solana, Anatoly Yakovenko'nun tasarladığı ve 2020'de ana ağı açılan yüksek hızlı bir akıllı sözleşme platformudur. İşlemleri sıralamak için Proof of History adı verilen bir zaman damgası yöntemi kullanır; bu sayede bloklar çok kısa aralıklarla üretilir ve ücretler düşük kalır.\n\nDeFi, NFT ve meme coin işlemlerinde yaygın kullanılır. Geçmişte birkaç kez ağın saatlerce durduğu kesintiler yaşanmıştır.",
    website: "https://solana.com",
    whitepaper: "https://solana.com/solana-whitepaper.pdf",
    sourceCode: "https://github.com/solana-labs",
  },
  {
    symbol: "XRP",
    name: "XRP",
    category: "payment",
    launchYear: 2012,
    consensus: "XRP Ledger mutabakat protokolü (güvenilen doğrulayıcı listeleriyle oylama; madencilik ve staking yok)",
    supplyModel:
      "100 milyar XRP ağ açılırken bir kerede oluşturuldu; yeni XRP çıkmaz. Her işlemin küçük ücreti yakıldığından toplam arz çok yavaş azalır. Arzın önemli bir kısmı Ripple şirketinin elindedir ve zaman kilitli hesaplardan dağıtılır.",
    summary:
      "XRP, 2012'de açılan XRP Ledger'ın coinidir. Ağ, bankalar ve ödeme kuruluşları arasında hızlı ve ucuz uluslararası transfer için tasarlanmıştır; bir işlem birkaç saniyede kesinleşir.\n\nRipple şirketi XRP Ledger'ı geliştirenlerden biridir ve XRP'yi ödeme ürünlerinde kullanır, ancak ağın kendisi bağımsız doğrulayıcılar tarafından çalıştırılır.",
    website: "https://xrpl.org",
    whitepaper: "",
    sourceCode: "https://github.com/XRPLF/rippled",
  },
  {
    symbol: "USDC",
    name: "USD Coin",
    category: "stablecoin",
    launchYear: 2018,
    consensus: "Kendi zinciri yoktur; Ethereum, Solana ve başka ağlarda token olarak çıkarılır",
    supplyModel:
      "Arz sabit değildir: Circle şirketi yatırılan her dolar için USDC çıkarır, geri alınan USDC'yi dolaşımdan kaldırır. Rezervlerin nakit ve kısa vadeli ABD devlet tahvilinde tutulduğu ve düzenli olarak denetlendiği beyan edilir.",
    summary:
      "USD Coin (USDC), Circle şirketinin çıkardığı, değeri ABD dolarına sabitlenen bir stablecoindir. Düzenlenmiş bir şirket tarafından çıkarılması ve rezerv raporlarının yayımlanması nedeniyle kurumlar arasında yaygındır.\n\nUSDT gibi merkezi bir çıkarıcıya dayanır; şirket gerektiğinde belirli adreslerdeki USDC'yi dondurabilir.",
    website: "https://www.circle.com/usdc",
    whitepaper: "",
    sourceCode: "",
  },
  {
    symbol: "DOGE",
    name: "Dogecoin",
    category: "meme",
    launchYear: 2013,
    consensus: "İş ispatı (Proof of Work, Scrypt; Litecoin ile birleşik madencilik)",
    supplyModel: "Üst sınır yoktur: her blokta 10.000 DOGE çıkar, bu da yılda yaklaşık 5 milyar yeni DOGE demektir.",
    summary:
      "Dogecoin, Billy Markus ve Jackson Palmer'ın Aralık 2013'te bir internet şakası (Shiba Inu köpeği 'doge' memi) olarak başlattığı kripto paradır. Litecoin'in kodundan türetilmiştir.\n\nŞaka olarak doğsa da geniş bir topluluk kazandı; bahşiş ve küçük ödemelerde kullanıldı. Fiyatı ünlülerin paylaşımlarına karşı çok duyarlıdır. Sınırsız ama sabit miktarda artan arzı, Bitcoin'in azalan arzından ayrılır.",
    website: "https://dogecoin.com",
    whitepaper: "",
    sourceCode: "https://github.com/dogecoin/dogecoin",
  },
  {
    symbol: "ADA",
    name: "Cardano",
    category: "smart-contract",
    launchYear: 2017,
    consensus: "Hisse ispatı (Ouroboros protokolü)",
    supplyModel: "En fazla 45 milyar ADA. Dolaşımdaki arz, rezervden staking ödülleri olarak çıkan ADA ile bu sınıra doğru yavaşça artar.",
    summary:
      "Cardano, Ethereum'un kurucu ortaklarından Charles Hoskinson'ın başlattığı ve 2017'de açılan bir blokzincirdir. Geliştirmesinde akademik yayınlara ve hakemli araştırmalara dayanmasıyla bilinir.\n\nAğ aşama aşama gelişti: akıllı sözleşmeler 2021'de geldi. ADA sahipleri coinlerini kilitlemeden bir stake havuzuna devrederek ödül alabilir.",
    website: "https://cardano.org",
    whitepaper: "",
    sourceCode: "https://github.com/IntersectMBO/cardano-node",
  },
  {
    symbol: "TRX",
    name: "TRON",
    category: "smart-contract",
    launchYear: 2017,
    consensus: "Yetkilendirilmiş hisse ispatı (Delegated Proof of Stake, 27 süper temsilci)",
    supplyModel:
      "Sabit üst sınır yoktur. Blok ödülleriyle yeni TRX çıkar, işlem ücretleri için harcanan TRX yakılır; net arz bu ikisinin dengesine bağlıdır.",
    summary:
      "TRON, Justin Sun'ın kurduğu ve 2017'de token olarak başlayıp 2018'de kendi ana ağına geçen bir akıllı sözleşme platformudur.\n\nDüşük ücretleri nedeniyle USDT transferlerinde en çok kullanılan ağlardan biridir. Bloklar, TRX sahiplerinin oylarıyla seçilen 27 süper temsilci tarafından üretilir; bu da ağı daha merkezi kılar.",
    website: "https://tron.network",
    whitepaper: "",
    sourceCode: "https://github.com/tronprotocol",
  },
  {
    symbol: "AVAX",
    name: "Avalanche",
    category: "smart-contract",
    launchYear: 2020,
    consensus: "Hisse ispatı (Avalanche ailesi mutabakat protokolleri)",
    supplyModel: "En fazla 720 milyon AVAX. Staking ödülleriyle yeni AVAX çıkar; işlem ücretlerinin tamamı yakılır.",
    summary:
      "Avalanche, Ava Labs'ın geliştirdiği ve 2020'de açılan bir akıllı sözleşme platformudur. Ağ birkaç zincirden oluşur; akıllı sözleşmeler Ethereum uyumlu C-Chain'de çalışır, bu yüzden Ethereum araçları burada da kullanılabilir.\n\nKurumlar ve oyunlar kendi kurallarına sahip ayrı ağlar (önceden subnet, bugün L1 olarak anılır) kurabilir. İşlemler birkaç saniye içinde kesinleşir.",
    website: "https://www.avax.network",
    whitepaper: "",
    sourceCode: "https://github.com/ava-labs",
  },
  {
    symbol: "LINK",
    name: "Chainlink",
    category: "oracle",
    launchYear: 2017,
    consensus: "Kendi zinciri yoktur; LINK, Ethereum üzerinde bir ERC-20 tokenidir",
    supplyModel: "Toplam arz 1 milyar LINK'te sabittir; yeni LINK çıkmaz. Dolaşımdaki arz, kilitli paylar serbest bırakıldıkça artar.",
    summary:
      "Chainlink, akıllı sözleşmelere blokzincir dışındaki verileri (fiyatlar, hava durumu, spor sonuçları gibi) güvenilir biçimde taşıyan merkeziyetsiz bir oracle ağıdır. 2017'deki token satışıyla başladı.\n\nDeFi uygulamalarının çoğu, borç verme ve türev işlemlerindeki fiyatları Chainlink'in fiyat akışlarından okur. Veri sağlayan düğüm operatörleri LINK ile ödüllendirilir.",
    website: "https://chain.link",
    whitepaper: "https://chain.link/whitepaper",
    sourceCode: "https://github.com/smartcontractkit/chainlink",
  },
  {
    symbol: "DOT",
    name: "Polkadot",
    category: "interoperability",
    launchYear: 2020,
    consensus: "Aday gösterilmiş hisse ispatı (Nominated Proof of Stake)",
    supplyModel:
      "Staking ödülleriyle yeni DOT çıkar. Enflasyon oranı ve arzın kuralları zincir üstü yönetişim oylamalarıyla belirlenir ve değiştirilebilir.",
    summary:
      "Polkadot, Ethereum'un kurucu ortaklarından Gavin Wood'un başlattığı ve 2020'de açılan bir blokzincir ağıdır. Amacı, farklı blokzincirlerin (parachain) tek bir güvenlik katmanını paylaşarak birbirleriyle konuşabilmesidir.\n\nDOT; staking, yönetişim oylamaları ve ağ üzerinde yer (çekirdek zamanı) edinmek için kullanılır. Ağ, kuralların DOT sahiplerinin oylarıyla değiştiği bir zincir üstü yönetişime sahiptir.",
    website: "https://polkadot.com",
    whitepaper: "",
    sourceCode: "https://github.com/paritytech/polkadot-sdk",
  },
  {
    symbol: "POL",
    name: "Polygon",
    category: "layer2",
    launchYear: 2017,
    consensus: "Polygon PoS zincirinde hisse ispatı; doğrulayıcı stake'leri Ethereum'daki sözleşmelerde tutulur",
    supplyModel:
      "POL, 2024'te MATIC'in yerini aldı (1 MATIC = 1 POL). Yaklaşık 10 milyar POL ile başladı; doğrulayıcılar ve topluluk hazinesi için yıllık yeni POL çıkar.",
    summary:
      "Polygon, 2017'de Matic Network adıyla kurulan ve Ethereum'u ölçeklemeye yönelik ağlar geliştiren bir projedir. En bilinen ürünü, Ethereum uyumlu ve düşük ücretli Polygon PoS zinciridir.\n\nProje zamanla sıfır bilgi ispatlı (zero-knowledge) çözümlere yöneldi. 2024'te ağın tokeni MATIC'ten POL'e geçti; borsalarda da POL sembolüyle işlem görür.",
    website: "https://polygon.technology",
    whitepaper: "",
    sourceCode: "https://github.com/0xPolygon",
  },
  {
    symbol: "SHIB",
    name: "Shiba Inu",
    category: "meme",
    launchYear: 2020,
    consensus: "Kendi ana zinciri yoktur; SHIB, Ethereum üzerinde bir ERC-20 tokenidir",
    supplyModel:
      "1 katrilyon SHIB ile başladı; bunun yarısı Vitalik Buterin'e gönderildi ve o da büyük kısmını yaktı. Yeni SHIB çıkmaz; topluluk yakımlarıyla arz azalır.",
    summary:
      "Shiba Inu, Ağustos 2020'de 'Ryoshi' takma adlı bir geliştiricinin Dogecoin'den esinlenerek çıkardığı bir meme tokendir.\n\nZamanla merkeziyetsiz bir borsa (ShibaSwap) ve Shibarium adlı bir katman 2 ağı gibi projelerle bir ekosisteme dönüştü. Çok büyük arzı nedeniyle bir SHIB'in fiyatı çok küçük bir sayıdır.",
    website: "https://shib.io",
    whitepaper: "",
    sourceCode: "",
  },
  {
    symbol: "LTC",
    name: "Litecoin",
    category: "payment",
    launchYear: 2011,
    consensus: "İş ispatı (Proof of Work, Scrypt)",
    supplyModel: "En fazla 84 milyon LTC. Blok ödülü her 840.000 blokta (yaklaşık dört yılda bir) yarıya iner.",
    summary:
      "Litecoin, Charlie Lee'nin Ekim 2011'de Bitcoin'in kodundan türettiği bir kripto paradır. Bloklar Bitcoin'den dört kat sık (yaklaşık 2,5 dakikada bir) üretilir ve farklı bir madencilik algoritması kullanır.\n\nUzun süre Bitcoin'in 'gümüşü' olarak anıldı; SegWit ve Lightning gibi yenilikler Bitcoin'den önce Litecoin'de denendi. MWEB güncellemesiyle isteğe bağlı gizli işlemler eklendi.",
    website: "https://litecoin.org",
    whitepaper: "",
    sourceCode: "https://github.com/litecoin-project/litecoin",
  },
  {
    symbol: "BCH",
    name: "Bitcoin Cash",
    category: "payment",
    launchYear: 2017,
    consensus: "İş ispatı (Proof of Work, SHA-256)",
    supplyModel: "Bitcoin ile aynı: en fazla 21 milyon BCH, blok ödülü yaklaşık dört yılda bir yarıya iner.",
    summary:
      "Bitcoin Cash, Ağustos 2017'de Bitcoin'den ayrılan (hard fork) bir kripto paradır. Ayrılık, Bitcoin'in nasıl ölçekleneceği tartışmasından doğdu: Bitcoin Cash tarafı daha büyük bloklarla zincir üzerinde daha çok ve daha ucuz işlem yapılmasını savundu.\n\nAyrılık anında Bitcoin tutan herkes aynı miktarda Bitcoin Cash sahibi oldu. Bugün günlük ödemeler için düşük ücretli bir alternatif olarak konumlanır.",
    website: "https://bitcoincash.org",
    whitepaper: "",
    sourceCode: "https://gitlab.com/bitcoin-cash-node/bitcoin-cash-node",
  },
  {
    symbol: "XLM",
    name: "Stellar",
    category: "payment",
    launchYear: 2014,
    consensus: "Stellar Mutabakat Protokolü (federe Bizans anlaşması; madencilik yok)",
    supplyModel: "2019'daki yakımdan sonra toplam arz yaklaşık 50 milyar XLM'dir. Aynı yıl yıllık enflasyon kaldırıldı; yeni XLM çıkmaz.",
    summary:
      "Stellar, Ripple'ın kurucularından Jed McCaleb'in 2014'te başlattığı, kâr amacı gütmeyen Stellar Development Foundation'ın desteklediği bir ödeme ağıdır.\n\nFarklı para birimleri ve varlıklar arasında hızlı, düşük ücretli transfer için tasarlanmıştır; bankasız kesimlere finansal erişim hedefini öne çıkarır. Ağda çıkarılan stablecoinler ve dijital varlıklar birbirine doğrudan çevrilebilir.",
    website: "https://stellar.org",
    whitepaper: "",
    sourceCode: "https://github.com/stellar",
  },
  {
    symbol: "UNI",
    name: "Uniswap",
    category: "defi",
    launchYear: 2020,
    consensus: "Kendi zinciri yoktur; UNI, Ethereum üzerinde bir ERC-20 tokenidir",
    supplyModel:
      "1 milyar UNI ile başladı ve dört yıl boyunca dağıtıldı; sonrasında yönetişim kararıyla yılda en fazla %2 yeni UNI çıkabilir.",
    summary:
      "Uniswap, Ethereum üzerinde çalışan en büyük merkeziyetsiz borsalardan (DEX) biridir. Emir defteri yerine likidite havuzlarıyla çalışır: fiyatı bir formül belirler ve herkes havuza likidite sağlayıp işlem ücretlerinden pay alabilir.\n\nUNI, Eylül 2020'de çıkarılan yönetişim tokenidir; sahipleri protokolle ilgili önerilere oy verir.",
    website: "https://uniswap.org",
    whitepaper: "https://uniswap.org/whitepaper-v3.pdf",
    sourceCode: "https://github.com/Uniswap",
  },
  {
    symbol: "ATOM",
    name: "Cosmos",
    category: "interoperability",
    launchYear: 2019,
    consensus: "Hisse ispatı (Tendermint / CometBFT)",
    supplyModel:
      "Sabit üst sınır yoktur. Staking oranına göre değişen bir enflasyonla yeni ATOM çıkar; parametreler yönetişim oylarıyla değiştirilebilir.",
    summary:
      "Cosmos, birbirine bağlanabilen bağımsız blokzincirlerden oluşan bir ekosistemdir; kendine 'blokzincirlerin interneti' der. Cosmos Hub Mart 2019'da açıldı.\n\nGeliştiriciler Cosmos SDK ile kendi zincirlerini kurar; zincirler IBC protokolüyle birbirine varlık ve mesaj gönderir. ATOM, Cosmos Hub'ın güvenliği için stake edilir ve yönetişimde kullanılır.",
    website: "https://cosmos.network",
    whitepaper: "",
    sourceCode: "https://github.com/cosmos",
  },
  {
    symbol: "XMR",
    name: "Monero",
    category: "payment",
    launchYear: 2014,
    consensus: "İş ispatı (Proof of Work, RandomX; sıradan işlemcilerle madencilik için tasarlandı)",
    supplyModel:
      "Ana dağıtım 2022'de bitti; o günden bu yana her blokta 0,6 XMR çıkar (kuyruk emisyonu). Üst sınır yoktur ama yıllık artış oranı zamanla küçülür.",
    summary:
      "Monero, gizliliği varsayılan olarak sunan bir kripto paradır. Halka imzalar, gizli işlem tutarları ve tek kullanımlık adresler sayesinde gönderen, alıcı ve tutar dışarıdan görünmez.\n\n2014'te açıldı. Gizlilik özellikleri nedeniyle bazı borsalar ve ülkeler Monero'yu listeden çıkardı ya da kısıtladı.",
    website: "https://www.getmonero.org",
    whitepaper: "",
    sourceCode: "https://github.com/monero-project/monero",
  },
  {
    symbol: "ETC",
    name: "Ethereum Classic",
    category: "smart-contract",
    launchYear: 2016,
    consensus: "İş ispatı (Proof of Work, Etchash)",
    supplyModel: "Yaklaşık 210,7 milyon ETC üst sınırı vardır; blok ödülü her 5 milyon blokta %20 azalır.",
    summary:
      "Ethereum Classic, 2016'daki The DAO saldırısından sonra Ethereum topluluğu ikiye ayrıldığında orijinal zinciri sürdüren taraftır. Çoğunluk, saldırının etkisini geri almak için zinciri değiştirdi (bugünkü Ethereum); Ethereum Classic ise 'kod kanundur' ilkesiyle değiştirilmemiş zinciri korudu.\n\nEthereum hisse ispatına geçerken Ethereum Classic iş ispatında kaldı.",
    website: "https://ethereumclassic.org",
    whitepaper: "",
    sourceCode: "https://github.com/etclabscore",
  },
  {
    symbol: "FIL",
    name: "Filecoin",
    category: "infrastructure",
    launchYear: 2020,
    consensus: "Depolama ispatları (Proof of Replication ve Proof of Spacetime)",
    supplyModel: "En fazla 2 milyar FIL. Yeni FIL, ağa depolama sağlayanlara blok ödülü olarak zamanla azalan bir takvimle çıkar.",
    summary:
      "Filecoin, kullanıcıların dosyalarını saklamak için depolama sağlayıcılarına ödeme yaptığı merkeziyetsiz bir depolama ağıdır. Protocol Labs tarafından geliştirildi ve ana ağı Ekim 2020'de açıldı; IPFS ile birlikte çalışır.\n\nDepolama sağlayıcıları, verileri gerçekten sakladıklarını düzenli olarak kriptografik ispatlarla gösterir; gösteremeyenlerin teminatı kesilir.",
    website: "https://filecoin.io",
    whitepaper: "https://filecoin.io/filecoin.pdf",
    sourceCode: "https://github.com/filecoin-project",
  },
  {
    symbol: "HBAR",
    name: "Hedera",
    category: "smart-contract",
    launchYear: 2019,
    consensus: "Hashgraph mutabakatı (dedikodu protokolü ve sanal oylama; hisse ispatıyla ağırlıklandırılır)",
    supplyModel: "Toplam arz 50 milyar HBAR'da sabittir; tamamı başlangıçta oluşturuldu ve zamanla dolaşıma çıkarılır.",
    summary:
      "Hedera, blokzincir yerine hashgraph adlı bir veri yapısı kullanan bir dağıtık defterdir. Ağ, büyük şirketlerden oluşan bir yönetim konseyi tarafından yönetilir ve 2019'da herkese açıldı.\n\nYüksek işlem kapasitesi ve sabit, düşük ücretleri ile kurumsal kullanımı hedefler; akıllı sözleşmeler, token çıkarma ve zaman damgası hizmetleri sunar.",
    website: "https://hedera.com",
    whitepaper: "",
    sourceCode: "https://github.com/hashgraph",
  },
  {
    symbol: "NEAR",
    name: "NEAR Protocol",
    category: "smart-contract",
    launchYear: 2020,
    consensus: "Hisse ispatı (Nightshade parçalama, sharding)",
    supplyModel: "1 milyar NEAR ile başladı. Staking ödülleri için yıllık yeni NEAR çıkar; işlem ücretlerinin bir kısmı yakılır.",
    summary:
      "NEAR Protocol, 2020'de açılan, ağı parçalara (shard) bölerek ölçeklenen bir akıllı sözleşme platformudur.\n\nOkunabilir hesap adları (ör. ali.near) ve kolay hesap kurtarma gibi özelliklerle kullanıcı deneyimini öne çıkarır. Son yıllarda yapay zekâ ile ilgili projelere ve zincirler arası işlemlere odaklanmıştır.",
    website: "https://near.org",
    whitepaper: "",
    sourceCode: "https://github.com/near/nearcore",
  },
  {
    symbol: "APT",
    name: "Aptos",
    category: "smart-contract",
    launchYear: 2022,
    consensus: "Hisse ispatı (AptosBFT, bir Bizans hata toleranslı protokol)",
    supplyModel: "1 milyar APT ile başladı; staking ödülleri için yıllık yeni APT çıkar ve bu oran zamanla azalır.",
    summary:
      "Aptos, Meta'nın (Facebook) durdurulan Diem projesinde çalışan mühendislerin kurduğu ve Ekim 2022'de açılan bir akıllı sözleşme platformudur.\n\nAkıllı sözleşmeler, varlıkların kazara kopyalanmasını ya da kaybolmasını zorlaştıran Move diliyle yazılır. İşlemleri paralel yürüterek yüksek kapasite hedefler.",
    website: "https://aptosfoundation.org",
    whitepaper: "",
    sourceCode: "https://github.com/aptos-labs/aptos-core",
  },
  {
    symbol: "SUI",
    name: "Sui",
    category: "smart-contract",
    launchYear: 2023,
    consensus: "Hisse ispatı (delege edilmiş staking ile Bizans hata toleranslı protokol)",
    supplyModel:
      "Toplam arz 10 milyar SUI'de sabittir; kilitli paylar zamanla dolaşıma çıkar. Staking ödülleri bir fondan ve işlem ücretlerinden ödenir.",
    summary:
      "Sui, Diem projesinden gelen ekibin kurduğu Mysten Labs'ın geliştirdiği ve Mayıs 2023'te açılan bir akıllı sözleşme platformudur.\n\nVeriyi hesaplar yerine 'nesneler' olarak tutar; birbirine dokunmayan işlemler paralel ve çok hızlı onaylanır. Aptos gibi Move dilinin bir türevini kullanır.",
    website: "https://sui.io",
    whitepaper: "",
    sourceCode: "https://github.com/MystenLabs/sui",
  },
  {
    symbol: "ARB",
    name: "Arbitrum",
    category: "layer2",
    launchYear: 2023,
    consensus: "Ethereum'un güvenliğine dayanan iyimser toplama (optimistic rollup); ARB ise Ethereum'da bir yönetişim tokenidir",
    supplyModel: "10 milyar ARB ile başladı; DAO kararıyla yılda en fazla %2 yeni ARB çıkarılabilir.",
    summary:
      "Arbitrum, Offchain Labs'ın geliştirdiği bir Ethereum katman 2 ağıdır. Arbitrum One 2021'de açıldı; ARB yönetişim tokeni Mart 2023'te dağıtıldı.\n\nİşlemler Arbitrum'da yürütülür ve toplu hâlde Ethereum'a yazılır; bu yüzden ücretler Ethereum'dan çok düşüktür. 'İyimser' adı, işlemlerin doğru kabul edilip yalnızca itiraz edildiğinde denetlenmesinden gelir. ARB sahipleri Arbitrum DAO'da oy kullanır.",
    website: "https://arbitrum.io",
    whitepaper: "",
    sourceCode: "https://github.com/OffchainLabs",
  },
  {
    symbol: "OP",
    name: "Optimism",
    category: "layer2",
    launchYear: 2022,
    consensus: "Ethereum'un güvenliğine dayanan iyimser toplama (optimistic rollup); OP ise yönetişim tokenidir",
    supplyModel: "4.294.967.296 OP ile başladı; yılda %2 yeni OP çıkar.",
    summary:
      "Optimism, iyimser toplama yöntemini kullanan bir Ethereum katman 2 ağıdır (OP Mainnet). OP tokeni Mayıs 2022'de dağıtıldı.\n\nOptimism'in açık kaynak OP Stack yazılımı, Coinbase'in Base ağı gibi başka katman 2 ağlarının da temelidir; bu ağlar birlikte 'Superchain' olarak anılır. Proje, kamu yararına projelere geriye dönük fon dağıtımıyla da bilinir.",
    website: "https://www.optimism.io",
    whitepaper: "",
    sourceCode: "https://github.com/ethereum-optimism",
  },
  {
    symbol: "ICP",
    name: "Internet Computer",
    category: "infrastructure",
    launchYear: 2021,
    consensus: "Internet Computer mutabakatı (eşik imzalarıyla çalışan, hisseyle yönetilen bir protokol)",
    supplyModel:
      "Sabit üst sınır yoktur. Yönetişime katılanlara ödül olarak yeni ICP çıkar; hesaplama gücü (cycles) almak için kullanılan ICP ise yakılır.",
    summary:
      "Internet Computer, DFINITY Vakfı'nın geliştirdiği ve Mayıs 2021'de açılan bir blokzincirdir. Web sitelerini ve uygulamaları sunucu ya da bulut hizmeti olmadan, tamamen zincir üzerinde çalıştırmayı hedefler.\n\nAğ, Network Nervous System adlı zincir üstü bir yönetişim sistemiyle yönetilir; ICP sahipleri coinlerini 'nöron'larda kilitleyip oy kullanır.",
    website: "https://internetcomputer.org",
    whitepaper: "",
    sourceCode: "https://github.com/dfinity/ic",
  },
  {
    symbol: "DAI",
    name: "Dai",
    category: "stablecoin",
    launchYear: 2017,
    consensus: "Kendi zinciri yoktur; Ethereum üzerinde akıllı sözleşmelerle çıkarılan bir ERC-20 tokenidir",
    supplyModel:
      "Arz sabit değildir: kullanıcılar, değerinden fazla kripto teminat kilitleyerek DAI basar ve borcu geri ödediğinde DAI yakılır. Değeri ABD dolarına sabitlenmeye çalışılır.",
    summary:
      "Dai, MakerDAO'nun 2017'de başlattığı, bir şirketin banka hesabı yerine akıllı sözleşmelerdeki teminatlarla desteklenen bir stablecoindir.\n\nTeminatın değeri belirli bir oranın altına düşerse pozisyon otomatik olarak tasfiye edilir. Zamanla teminatlar arasına USDC gibi merkezi stablecoinler ve gerçek dünya varlıkları da eklendi. Proje 2024'te Sky adını aldı ve USDS adlı yeni bir stablecoin çıkardı; DAI kullanılmaya devam eder.",
    website: "https://sky.money",
    whitepaper: "",
    sourceCode: "https://github.com/makerdao",
  },
  {
    symbol: "AAVE",
    name: "Aave",
    category: "defi",
    launchYear: 2020,
    consensus: "Kendi zinciri yoktur; AAVE, Ethereum üzerinde bir ERC-20 tokenidir",
    supplyModel: "En fazla 16 milyon AAVE. 2020'de eski LEND tokeni 100 LEND = 1 AAVE oranıyla dönüştürüldü.",
    summary:
      "Aave, kullanıcıların kripto varlıklarını yatırıp faiz kazandığı ya da teminat göstererek borç aldığı merkeziyetsiz bir borç verme protokolüdür. 2017'de ETHLend adıyla başladı ve 2020'de Aave olarak yeniden kuruldu.\n\nAAVE sahipleri protokolün yönetişiminde oy kullanır ve bir güvenlik modülüne stake ederek olası açıklara karşı sigorta işlevi görür.",
    website: "https://aave.com",
    whitepaper: "",
    sourceCode: "https://github.com/aave",
  },
];
