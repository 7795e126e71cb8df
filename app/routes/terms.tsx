import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { LegalPage } from "~/components/pages/legal-page";
import { pageMeta } from "~/lib/seo/meta";
import type { PageCacheHandle } from "~/lib/page-cache/rules";

export const handle: PageCacheHandle = { pageCache: "content" };

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Kullanım Koşulları",
    description: "Kripto Rehber'i kullanırken geçerli koşullar: yatırım tavsiyesi olmaması, hesap sorumluluğu ve yapay zekâ yanıtları.",
  });

export default function TermsPage() {
  return (
    <LegalPage title="Kullanım Koşulları" updated="22 Kasım 2026">
      <p>Kripto Rehber'i kullanarak aşağıdaki koşulları kabul etmiş olursunuz. Koşulları kabul etmiyorsanız lütfen siteyi kullanmayın.</p>

      <h2>Hizmetin niteliği</h2>
      <p>
        Kripto Rehber; piyasa verileri, teknik analiz puanları, yapay zekâ destekli sohbet, blog yazıları ve araç kataloğu sunan bir bilgi
        platformudur. Bir yatırım kuruluşu, borsa veya aracı kurum değildir; sizin adınıza işlem yapmaz ve varlıklarınızı saklamaz.
      </p>

      <h2>Yatırım tavsiyesi değildir</h2>
      <p>
        Sitedeki hiçbir içerik, 6362 sayılı Sermaye Piyasası Kanunu kapsamında yatırım danışmanlığı veya yatırım tavsiyesi değildir. Kripto
        paralar son derece oynaktır ve yatırdığınız tutarın tamamını kaybedebilirsiniz. Kararlarınızı kendi araştırmanıza ve risk
        değerlendirmenize dayanarak verin; kaybetmeyi göze alamayacağınız bir tutarla işlem yapmayın.
      </p>

      <h2>Piyasa verileri ve analizler</h2>
      <p>
        Fiyatlar üçüncü taraf bir borsadan alınır ve gecikmeli, eksik veya hatalı olabilir. Kaynağa ulaşılamadığında son bilinen veriler
        "eski" ya da örnek veriler "Örnek veri" olarak işaretlenir. Analiz puanları basit kurallarla hesaplanır ve geleceği öngörmez.
      </p>

      <h2>Yapay zekâ yanıtları</h2>
      <p>
        AI asistanın yanıtları bir dil modeli tarafından otomatik olarak üretilir; yanlış, eksik veya güncelliğini yitirmiş olabilir. Önemli
        konularda yanıtları başka kaynaklarla doğrulayın. Asistan, yöneticinin belirlediği kullanım sınırlarıyla sunulur.
      </p>

      <h2>Hesabınız</h2>
      <ul>
        <li>Kayıt sırasında doğru bilgi vermek ve şifrenizi gizli tutmak sizin sorumluluğunuzdadır.</li>
        <li>Hesabınızla yapılan işlemlerden siz sorumlusunuz; yetkisiz kullanımı fark ederseniz bize hemen bildirin.</li>
        <li>Bu koşulları ihlal eden hesapları önceden bildirmeksizin askıya alabilir veya kapatabiliriz.</li>
      </ul>

      <h2>Yasaklanan kullanımlar</h2>
      <p>
        Siteyi otomatik araçlarla aşırı yüklemek, güvenlik önlemlerini aşmaya çalışmak, başkalarının hesaplarına erişmek, spam veya
        yanıltıcı içerik göndermek ve içerikleri izinsiz çoğaltıp ticari amaçla kullanmak yasaktır.
      </p>

      <h2>Fikri mülkiyet</h2>
      <p>
        Sitedeki yazılar, tasarım ve yazılım Kripto Rehber'e aittir. Kaynak göstermek ve bağlantı vermek koşuluyla kısa alıntılar
        yapabilirsiniz.
      </p>

      <h2>Sorumluluğun sınırı</h2>
      <p>
        Site "olduğu gibi" sunulur. Kesintisiz veya hatasız çalışacağını garanti etmeyiz ve sitedeki bilgilere dayanarak verdiğiniz
        kararlardan doğan zararlardan sorumlu değiliz.
      </p>

      <h2>Kişisel veriler ve çerezler</h2>
      <p>
        Verilerinizi nasıl işlediğimiz <Link to="/privacy">Gizlilik Politikası</Link>'nda, kullandığımız çerezler{" "}
        <Link to="/privacy#cerezler">Çerez Politikası</Link> bölümünde anlatılır.
      </p>

      <h2>Değişiklikler ve uygulanacak hukuk</h2>
      <p>
        Bu koşulları zaman zaman güncelleyebiliriz; güncel metin her zaman bu sayfadadır. Koşullar Türkiye Cumhuriyeti hukukuna tabidir ve
        uyuşmazlıklarda İstanbul mahkemeleri ve icra daireleri yetkilidir.
      </p>
    </LegalPage>
  );
}
