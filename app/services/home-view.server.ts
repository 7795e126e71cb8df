import { fallbackHomeView, sectionView, type SectionView } from "../lib/home/content";
import type { HomeSection } from "../lib/home/sections";

// The home route reaches the server only through this module, so the browser
// build gives it one empty stand-in inside its own file instead of a shared file.
export { listHomeSections } from "../models/home.server";

/**
 * The home page's sections read into what each draws, or the built-in page's
 * lists when none is enabled. Server-only, so the reading rules and defaults
 * never ship to the browser.
 */
export function homePageView(sections: HomeSection[]) {
  return {
    sections: sections.map(sectionView).filter((section): section is SectionView => section !== null),
    fallback: sections.length ? null : fallbackHomeView(),
  };
}
