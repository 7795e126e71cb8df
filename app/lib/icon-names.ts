/**
 * Every heroicon the site draws, each a symbol of the sprite `/icons/sprite.svg`, or of
 * `/icons/admin-sprite.svg` for those only admin screens draw (written by `npm run icons`,
 * which reads these lists). The sprites are the only icon path: app code never imports `@heroicons/react`
 * (lint forbids it), so no icon code ships in the JavaScript.
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
  "ArrowDownTrayIcon",
  "ArrowLeftIcon",
  "ArrowPathIcon",
  "ArrowRightIcon",
  "ArrowUpTrayIcon",
  "Bars3Icon",
  "BellIcon",
  "CalendarIcon",
  "CheckCircleIcon",
  "ChevronDownIcon",
  "ClockIcon",
  "EyeIcon",
  "EyeSlashIcon",
  "FlagIcon",
  "FolderIcon",
  "KeyIcon",
  "MapPinIcon",
  "PaperAirplaneIcon",
  "PencilSquareIcon",
  "PhoneIcon",
  "PlayCircleIcon",
  "QuestionMarkCircleIcon",
  "ShieldExclamationIcon",
  "StopIcon",
  "TrashIcon",
  "UserCircleIcon",
  "UserIcon",
  "UsersIcon",
  "WrenchScrewdriverIcon",
  "XCircleIcon",
  "XMarkIcon",
] as const;

/**
 * Outline icons only admin screens draw: their own sprite, `/icons/admin-sprite.svg`, which
 * public pages never load (`AdminIcon` in components/admin draws them).
 */
export const adminIcons = [
  "ArrowDownIcon",
  "ArrowLeftStartOnRectangleIcon",
  "ArrowTopRightOnSquareIcon",
  "ArrowUpIcon",
  "Bars3BottomLeftIcon",
  "CheckIcon",
  "ChevronDoubleLeftIcon",
  "ChevronDoubleRightIcon",
  "CircleStackIcon",
  "ClipboardDocumentCheckIcon",
  "ClipboardDocumentListIcon",
  "Cog6ToothIcon",
  "DocumentMagnifyingGlassIcon",
  "ExclamationTriangleIcon",
  "HomeIcon",
  "InboxStackIcon",
  "InformationCircleIcon",
  "PlusIcon",
  "Squares2X2Icon",
] as const;

/** Solid icons drawn by name. */
export const solidIcons = ["ArrowRightIcon", "CheckCircleIcon", "HeartIcon", "StarIcon", "XCircleIcon"] as const;

export type OutlineIconName = (typeof contentIcons)[number] | (typeof siteIcons)[number];
export type SolidIconName = (typeof solidIcons)[number];
export type AdminIconName = (typeof adminIcons)[number];

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
