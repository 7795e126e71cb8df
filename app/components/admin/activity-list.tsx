import { Icon } from "~/components/icon";
import { relativeTime } from "~/lib/format";

export interface ActivityItem {
  id: number;
  icon: string;
  title: string;
  description: string;
  username?: string | null;
  timestamp: string | null;
}

const iconColours: Record<string, string> = {
  UserPlus: "bg-emerald-500/15 text-emerald-300",
  Mail: "bg-sky-500/15 text-sky-300",
  FileText: "bg-violet-500/15 text-violet-300",
  AlertCircle: "bg-red-500/15 text-red-300",
  Activity: "bg-brand-500/15 text-brand-300",
};

export function ActivityList({ activities }: { activities: ActivityItem[] }) {
  if (activities.length === 0) return <p className="py-6 text-center text-slate-400">Henüz aktivite bulunmuyor</p>;
  return (
    <ul className="divide-y divide-white/5">
      {activities.map((activity) => (
        <li key={activity.id} className="flex gap-3 py-3">
          <span
            className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${iconColours[activity.icon] ?? iconColours.Activity}`}
          >
            <Icon name={activity.icon} fallback="Activity" className="h-5 w-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-medium text-white">{activity.title}</p>
            {activity.description ? <p className="text-sm text-slate-400">{activity.description}</p> : null}
          </div>
          <p className="shrink-0 text-right text-xs text-slate-400">
            {relativeTime(activity.timestamp)}
            {activity.username ? <span className="block">{activity.username}</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
