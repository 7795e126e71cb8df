import type { AdminIconName, OutlineIconName } from "~/lib/icon-names";

export interface AdminNavItem {
  to: string;
  label: string;
  icon: AdminIconName | OutlineIconName;
  badge?: string;
}

export const adminNavigation: { title: string; items: AdminNavItem[] }[] = [
  {
    title: "Yönetim",
    items: [
      { to: "/admin", label: "Gösterge paneli", icon: "HomeIcon" },
      { to: "/admin/setup", label: "Kurulum", icon: "ClipboardDocumentCheckIcon" },
      { to: "/admin/users", label: "Kullanıcı Yönetimi", icon: "UsersIcon" },
      { to: "/admin/notifications", label: "Bildirimler", icon: "BellIcon" },
      { to: "/admin/newsletter", label: "Bülten Aboneleri", icon: "InboxStackIcon" },
      { to: "/admin/logs", label: "Aktivite Kayıtları", icon: "ClipboardDocumentListIcon" },
      { to: "/admin/mail", label: "Giden E-postalar", icon: "PaperAirplaneIcon" },
      { to: "/admin/signals", label: "Sinyaller", icon: "BoltIcon" },
      { to: "/admin/alerts", label: "Fiyat Alarmları", icon: "BellIcon" },
      { to: "/admin/bots", label: "Sanal Botlar", icon: "CpuChipIcon" },
    ],
  },
  {
    title: "İçerik",
    items: [
      { to: "/admin/home-layout", label: "Ana Sayfa Düzeni", icon: "Squares2X2Icon" },
      { to: "/admin/footer", label: "Footer Yönetimi", icon: "Bars3BottomLeftIcon" },
      { to: "/admin/about", label: "Hakkımızda", icon: "InformationCircleIcon" },
      { to: "/admin/blog", label: "Blog Yönetimi", icon: "DocumentTextIcon" },
      { to: "/admin/contact", label: "İletişim Sayfası", icon: "EnvelopeIcon" },
      { to: "/admin/faq", label: "SSS Yönetimi", icon: "QuestionMarkCircleIcon" },
      { to: "/admin/launches", label: "Lansmanlar", icon: "RocketLaunchIcon" },
      { to: "/admin/news-sources", label: "Haber Kaynakları", icon: "NewspaperIcon" },
      { to: "/admin/dictionary", label: "Sözlük", icon: "BookOpenIcon" },
      { to: "/admin/education", label: "Eğitim", icon: "AcademicCapIcon" },
      { to: "/admin/research", label: "Coin Araştırmaları", icon: "DocumentMagnifyingGlassIcon" },
      { to: "/admin/send-networks", label: "Borsa Ağları", icon: "PaperAirplaneIcon" },
      { to: "/admin/cpi", label: "TÜFE Endeksi", icon: "ChartBarIcon" },
    ],
  },
  {
    title: "Ayarlar",
    items: [
      { to: "/admin/settings", label: "Site Ayarları", icon: "Cog6ToothIcon" },
      { to: "/admin/openai-settings", label: "AI API Anahtarı", icon: "CpuChipIcon" },
      { to: "/admin/nft-source", label: "NFT Veri Kaynağı", icon: "PhotoIcon" },
      { to: "/admin/seo", label: "SEO Ayarları", icon: "MagnifyingGlassIcon" },
      { to: "/admin/update", label: "Sistem Güncelleme", icon: "ArrowPathIcon", badge: "Yeni" },
      { to: "/admin/backups", label: "Yedekler", icon: "CircleStackIcon" },
    ],
  },
];
