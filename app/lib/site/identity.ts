/** The site's name and its SEO defaults, needed by every page's meta in the browser too. */
export const SITE_NAME = "Kripto Rehber";

export const defaultSeo = {
  site_name: SITE_NAME,
  default_title: "Kripto Rehber | Yapay Zekâ Destekli Kripto Para Rehberi",
  site_description:
    "Yapay zekâ destekli kripto para rehberi: canlı piyasa analizi, AI sohbet asistanı, 27 kripto aracı ve anlaşılır blog yazıları.",
  default_keywords: "kripto para, bitcoin, ethereum, yapay zeka, piyasa analizi, blokzincir",
};
