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
    <LegalPage title="Gizlilik Politikası" updated="25 Kasım 2026">
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
      <p>Sitemiz iki kendi çerezini kullanır; ikisi de yalnızca bu site içindir ve kimseyle paylaşılmaz:</p>
      <ul>
        <li>
          <strong>__session (zorunlu):</strong> imzalı ve tarayıcı betiklerinin okuyamadığı (HttpOnly) bir oturum çerezidir. Giriş
          yaptığınızı hatırlar, ekranda gösterilen bildirim mesajlarını taşır ve giriş yapmamış ziyaretçilerin blog beğenilerini ayırt etmek
          için rastgele bir ziyaretçi kimliği içerir. "Beni hatırla" seçilmediyse tarayıcı kapanınca silinir. Engellerseniz giriş
          yapamazsınız.
        </li>
        <li>
          <strong>cookie_consent (zorunlu):</strong> çerez tercihinizi (analiz evet/hayır, reklam evet/hayır) ve tercihin hangi politika
          sürümüne verildiğini saklar; sizi tanımlayan bir bilgi içermez. <strong>6 ay</strong> saklanır; süre dolunca ya da politika
          değişince seçiminiz yeniden sorulur.
        </li>
      </ul>
      <p>
        Yönetici Google Analytics, Google Tag Manager veya Google AdSense hizmetlerini etkinleştirdiyse, bu hizmetlerin betikleri ve
        çerezleri <strong>yalnızca izin verdiğiniz kategori için</strong> yüklenir: analiz izni Google Analytics ve Tag Manager'ı, reklam
        izni AdSense'i açar. İzin vermediğiniz ya da henüz seçim yapmadığınız sürece bu betikler sayfaya hiç eklenmez. Yüklendiklerinde
        Google'ın izin modu (Consent Mode) önce her şeyi reddedilmiş sayar, sonra yalnızca verdiğiniz izinleri açar. Bu çerezleri Google
        kendi koşullarına göre saklar.
      </p>
      <p>
        Seçiminizi her sayfanın altındaki <Link to="/cookie-consent">Çerez tercihleri</Link> bağlantısından istediğiniz zaman değiştirebilir
        ya da geri alabilirsiniz.
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
      <p>KVKK'nın 11. maddesi uyarınca şu haklara sahipsiniz:</p>
      <ul>
        <li>
          <strong>Erişim ve dışa aktarma:</strong> verilerinizin işlenip işlenmediğini öğrenme ve bir kopyasını alma. Giriş yaptıktan sonra{" "}
          <Link to="/account">Hesabım</Link> sayfasından hesabınıza bağlı verileri JSON dosyası olarak indirebilirsiniz.
        </li>
        <li>
          <strong>Düzeltme:</strong> e-posta adresinizi ve şifrenizi <Link to="/account">Hesabım</Link> sayfasından değiştirebilirsiniz.
        </li>
        <li>
          <strong>Silme:</strong> hesabınızı <Link to="/account">Hesabım</Link> sayfasından silebilirsiniz; hesabınıza bağlı veriler de
          silinir.
        </li>
        <li>
          <strong>İtiraz ve bilgi talebi:</strong> işlemeye itiraz etme ve diğer başvurularınız için{" "}
          <Link to="/contact">iletişim sayfamızdan</Link> bize yazabilirsiniz; en geç 30 gün içinde yanıtlarız.
        </li>
      </ul>
    </LegalPage>
  );
}
