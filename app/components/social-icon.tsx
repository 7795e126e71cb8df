import { IconFile, OutlineIcon } from "~/components/icon-file";

// Simple outline marks drawn for this site (heroicons has no brand icons), each kept as its own
// SVG file in public/icons/social and drawn from the site's sprite, so no drawing ships in the JavaScript.
const marks: Record<string, string> = {
  twitter: "x",
  x: "x",
  telegram: "telegram",
  youtube: "youtube",
  facebook: "facebook",
  instagram: "instagram",
  linkedin: "linkedin",
};

export function SocialIcon({ name, className = "h-5 w-5" }: { name: string; className?: string }) {
  const key = name.toLowerCase();
  if (!Object.hasOwn(marks, key)) return <OutlineIcon name="GlobeAltIcon" className={className} />;
  return <IconFile symbol={`social-${marks[key]}`} className={className} />;
}
