import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { LegalPage } from "~/components/pages/legal-page";
import { pageMeta } from "~/lib/seo/meta";
import type { PageCacheHandle } from "~/lib/page-cache/rules";

export const handle: PageCacheHandle = { pageCache: "content" };

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Gizlilik Politikası",
    description: "Kripto Rehber'de hangi kişisel verileri, neden ve ne kadar süre sakladığımız; çerezler ve yapay zekâ sağlayıcısı.",
  });

export default function PrivacyPage() {
  return (
    <LegalPage title="Gizlilik Politikası" updated="22 Kasım 2026">
      <p>
        Bu politika, Kripto Rehber'i kullanırken hangi kişisel verilerinizin işlendiğini, bunların hangi amaçla ve ne süreyle saklandığını
        ve 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) kapsamındaki haklarınızı açıklar. Veri sorumlusu, sitenin işletmecisi
        Kripto Rehber'dir.
      </p>

      <h2>Sakladığımız veriler</h2>
      <ul>
        <li>
          <strong>Hesap bilgileri:</strong> kayıt olduğunuzda kullanıcı adınız, e-posta adresiniz, üyelik türünüz ve kayıt tarihiniz.
          Şifreniz yalnızca geri döndürülemez biçimde (özetlenmiş olarak) saklanır; hiçbir çalışanımız onu göremez.
        </li>
        <li>
          <strong>İletişim mesajları:</strong> iletişim formunda yazdığınız ad, e-posta, isteğe bağlı telefon ve mesajınız; yalnızca size
          yanıt vermek için kullanılır ve yöneticiler tarafından görülür.
        </li>
        <li>
          <strong>Bülten aboneliği:</strong> abone olduğunuz e-posta adresi; yalnızca bülten göndermek için kullanılır.
        </li>
        <li>
          <strong>Yapay zekâ sohbeti:</strong> asistana yazdığınız mesajlar ve aldığınız yanıtlar, hizmetin kötüye kullanımını önlemek ve
          kaliteyi izlemek için hesabınızla ilişkilendirilerek saklanır.
        </li>
        <li>
          <strong>Tercihler:</strong> analiz sayfasında favorilere eklediğiniz coinler ve beğendiğiniz blog yazıları.
        </li>
        <li>
          <strong>Teknik kayıtlar:</strong> IP adresiniz, aşırı istekleri sınırlamak için yalnızca sunucu belleğinde kısa süre tutulur ve
          veritabanına yazılmaz.
        </li>
      </ul>

      <h2>Verileri neden işliyoruz?</h2>
      <p>
        Verilerinizi hesabınızı yönetmek, sorularınıza yanıt vermek, istediğiniz hizmetleri (bülten, favoriler, yapay zekâ asistanı) sunmak
        ve siteyi güvenli tutmak için işleriz. Verilerinizi satmayız ve reklam amacıyla üçüncü kişilerle paylaşmayız. Hesabınızı
        sildirdiğinizde hesabınıza bağlı veriler de silinir; iletişim mesajları en fazla iki yıl saklanır.
      </p>

      <h2 id="cerezler">Çerezler</h2>
      <p>Sitemiz çalışmak için tek bir zorunlu çerez kullanır:</p>
      <ul>
        <li>
          <strong>__session:</strong> imzalı ve tarayıcı betiklerinin okuyamadığı (HttpOnly) bir oturum çerezidir. Giriş yaptığınızı
          hatırlar, ekranda gösterilen bildirim mesajlarını taşır ve giriş yapmamış ziyaretçilerin blog beğenilerini ayırt etmek için
          rastgele bir ziyaretçi kimliği içerir. "Beni hatırla" seçilmediyse tarayıcı kapanınca silinir.
        </li>
      </ul>
      <p>
        Yönetici tarafından etkinleştirildiğinde Google Analytics, Google Tag Manager ve Google AdSense hizmetleri de kendi çerezlerini
        kullanabilir. Bu çerezler ziyaret istatistikleri ve reklam gösterimi içindir; tarayıcınızın ayarlarından üçüncü taraf çerezlerini
        engelleyebilir veya silebilirsiniz. Zorunlu çerezi engellerseniz giriş yapamazsınız.
      </p>

      <h2>Yapay zekâ sağlayıcısı</h2>
      <p>
        AI sohbet asistanına yazdığınız mesajlar, yanıt üretilebilmesi için yöneticinin yapılandırdığı OpenAI uyumlu yapay zekâ
        sağlayıcısına (varsayılan olarak OpenAI) iletilir ve o sağlayıcının kendi gizlilik koşullarına tabidir. Sohbete kimlik numarası,
        şifre, özel anahtar veya kurtarma kelimeleri gibi hassas bilgiler yazmayın. Sağlayıcıya erişim anahtarı sunucumuzda şifrelenmiş
        olarak saklanır.
      </p>

      <h2>Yatırım tavsiyesi değildir</h2>
      <p>
        Sitede yer alan analizler, puanlar, blog yazıları ve yapay zekâ yanıtları yalnızca bilgilendirme amaçlıdır ve yatırım tavsiyesi
        niteliği taşımaz. Ayrıntılar için <Link to="/terms">Kullanım Koşulları</Link> sayfasına bakın.
      </p>

      <h2>Haklarınız</h2>
      <p>
        KVKK'nın 11. maddesi uyarınca verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, düzeltilmesini veya silinmesini isteme
        ve işlemeye itiraz etme haklarına sahipsiniz. Başvurularınızı iletişim sayfamızdan iletebilirsiniz; en geç 30 gün içinde yanıtlarız.
      </p>
    </LegalPage>
  );
}
