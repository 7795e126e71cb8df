import { Icon } from "~/components/icon";

// Simple outline marks drawn for this site; heroicons has no brand icons.
const marks: Record<string, JSX.Element> = {
  twitter: <path d="M4 4l16 16M20 4L4 20" />,
  x: <path d="M4 4l16 16M20 4L4 20" />,
  telegram: <path d="M21 4L3 11l6 2 2 6 3-4 5 4 2-15zM9 13l8-6" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.5v5l4.5-2.5z" />
    </>
  ),
  facebook: <path d="M14 8h3V4h-3a4 4 0 00-4 4v2H7v4h3v6h4v-6h3l1-4h-4V8.5a.5.5 0 01.5-.5z" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 014 0v4M12 10v7" />
    </>
  ),
};

export function SocialIcon({ name, className = "h-5 w-5" }: { name: string; className?: string }) {
  const mark = marks[name.toLowerCase()];
  if (!mark) return <Icon name="GlobeAltIcon" className={className} />;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {mark}
    </svg>
  );
}
