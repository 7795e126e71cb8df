import {
  AcademicCapIcon,
  ArrowTrendingUpIcon,
  ArrowsRightLeftIcon,
  BanknotesIcon,
  BoltIcon,
  BookOpenIcon,
  CalculatorIcon,
  ChartBarIcon,
  ChatBubbleLeftRightIcon,
  CodeBracketIcon,
  CpuChipIcon,
  CubeTransparentIcon,
  DocumentChartBarIcon,
  DocumentTextIcon,
  EnvelopeIcon,
  ExclamationCircleIcon,
  FaceSmileIcon,
  FingerPrintIcon,
  GlobeAltIcon,
  HeartIcon,
  LightBulbIcon,
  LockClosedIcon,
  MagnifyingGlassIcon,
  NewspaperIcon,
  PhotoIcon,
  PresentationChartLineIcon,
  PuzzlePieceIcon,
  ReceiptPercentIcon,
  RocketLaunchIcon,
  ShieldCheckIcon,
  SparklesIcon,
  StarIcon,
  TrophyIcon,
  UserGroupIcon,
  UserPlusIcon,
  WalletIcon,
} from "@heroicons/react/24/outline";
import type { ComponentType, SVGProps } from "react";

type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { title?: string }>;

// Stored content names icons by their heroicons name; a few short aliases are
// accepted because activity entries name their icon in lucide style (`UserPlus`).
const icons: Record<string, IconComponent> = {
  AcademicCapIcon,
  ArrowTrendingUpIcon,
  ArrowsRightLeftIcon,
  BanknotesIcon,
  BoltIcon,
  BookOpenIcon,
  CalculatorIcon,
  ChartBarIcon,
  ChatBubbleLeftRightIcon,
  CodeBracketIcon,
  CpuChipIcon,
  CubeTransparentIcon,
  DocumentChartBarIcon,
  DocumentTextIcon,
  EnvelopeIcon,
  ExclamationCircleIcon,
  FaceSmileIcon,
  FingerPrintIcon,
  GlobeAltIcon,
  HeartIcon,
  LightBulbIcon,
  LockClosedIcon,
  MagnifyingGlassIcon,
  NewspaperIcon,
  PhotoIcon,
  PresentationChartLineIcon,
  PuzzlePieceIcon,
  ReceiptPercentIcon,
  RocketLaunchIcon,
  ShieldCheckIcon,
  SparklesIcon,
  StarIcon,
  TrophyIcon,
  UserGroupIcon,
  UserPlusIcon,
  WalletIcon,
  UserPlus: UserPlusIcon,
  Mail: EnvelopeIcon,
  FileText: DocumentTextIcon,
  AlertCircle: ExclamationCircleIcon,
  Activity: BoltIcon,
};

export function hasIcon(name: string | null | undefined): boolean {
  return !!name && name in icons;
}

/** A decorative icon by name; `fallback` is used for names we do not know. */
export function Icon({
  name,
  fallback = "SparklesIcon",
  className = "h-6 w-6",
}: {
  name: string | null | undefined;
  fallback?: string;
  className?: string;
}) {
  const Component = (name && icons[name]) || icons[fallback] || SparklesIcon;
  return <Component className={className} aria-hidden="true" />;
}
