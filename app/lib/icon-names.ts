/**
 * Every heroicon the `Icon` component can draw, each served as its own small
 * SVG file under `/icons/<variant>/<Name>.svg` (written by `npm run icons`,
 * which reads these lists). A page loads only the icons it shows, as images,
 * and no icon code ships in the JavaScript.
 */

/** Outline icons stored content may name (home sections, tools, about values, activity entries). */
export const contentIcons = [
  "AcademicCapIcon",
  "ArrowTrendingUpIcon",
  "ArrowsRightLeftIcon",
  "BanknotesIcon",
  "BoltIcon",
  "BookOpenIcon",
  "CalculatorIcon",
  "ChartBarIcon",
  "ChatBubbleLeftRightIcon",
  "CodeBracketIcon",
  "CpuChipIcon",
  "CubeTransparentIcon",
  "DocumentChartBarIcon",
  "DocumentTextIcon",
  "EnvelopeIcon",
  "ExclamationCircleIcon",
  "FaceSmileIcon",
  "FingerPrintIcon",
  "GlobeAltIcon",
  "HeartIcon",
  "LightBulbIcon",
  "LockClosedIcon",
  "MagnifyingGlassIcon",
  "NewspaperIcon",
  "PhotoIcon",
  "PresentationChartLineIcon",
  "PuzzlePieceIcon",
  "ReceiptPercentIcon",
  "RocketLaunchIcon",
  "ShieldCheckIcon",
  "SparklesIcon",
  "StarIcon",
  "TrophyIcon",
  "UserGroupIcon",
  "UserPlusIcon",
  "WalletIcon",
] as const;

/** Outline icons the site's own frame and pages draw by name. */
export const siteIcons = [
  "Bars3Icon",
  "BellIcon",
  "ChevronDownIcon",
  "EyeIcon",
  "FlagIcon",
  "MapPinIcon",
  "PhoneIcon",
  "PlayCircleIcon",
  "WrenchScrewdriverIcon",
  "XMarkIcon",
] as const;

/** Solid icons drawn by name. */
export const solidIcons = ["ArrowRightIcon", "StarIcon"] as const;

export type OutlineIconName = (typeof contentIcons)[number] | (typeof siteIcons)[number];
export type SolidIconName = (typeof solidIcons)[number];

const outline = new Set<string>([...contentIcons, ...siteIcons]);

// Stored content names icons by their heroicons name; a few short aliases are
// accepted because activity entries name their icon in lucide style (`UserPlus`).
const aliases: Record<string, OutlineIconName> = {
  UserPlus: "UserPlusIcon",
  Mail: "EnvelopeIcon",
  FileText: "DocumentTextIcon",
  AlertCircle: "ExclamationCircleIcon",
  Activity: "BoltIcon",
};

/** The outline icon a stored name means, or undefined for a name we do not know. */
export function outlineIconName(name: string | null | undefined): OutlineIconName | undefined {
  if (!name) return undefined;
  if (outline.has(name)) return name as OutlineIconName;
  return Object.hasOwn(aliases, name) ? aliases[name] : undefined;
}
