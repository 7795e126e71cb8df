import { ROUND_SIZE } from "~/lib/games/round";
import type { LeaderboardRow } from "~/models/games.server";
import { DataTable, figures } from "~/components/ui/data-table";

/** "2026-W08" as Turkish readers say it. */
function weekLabel(week: string) {
  const [year, number] = week.split("-W");
  return `${year} yılının ${Number(number)}. haftası`;
}

/** The week's best signed-in players. */
export function Leaderboard({ week, rows }: { week: string; rows: LeaderboardRow[] }) {
  return (
    <aside aria-labelledby="leaderboard-title" className="card h-fit">
      <h2 id="leaderboard-title" className="text-lg font-semibold text-white">
        Haftalık sıralama
      </h2>
      <p className="mt-1 text-sm text-slate-400">{weekLabel(week)} (Türkiye saatiyle, pazartesi başlar)</p>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-300">Bu hafta henüz tur bitiren üye yok.</p>
      ) : (
        <DataTable
          label="Haftalık sıralama"
          caption="Bu haftanın en iyi oyuncuları"
          columns={["Sıra", "Oyuncu", ...figures("En iyi", "Tur")]}
          cell="py-2 pr-2 last:pr-0"
          frameClassName="mt-4"
          headClassName="text-xs text-slate-400"
        >
          <tbody className="divide-y divide-white/5">
            {rows.map((row, index) => (
              <tr key={row.username}>
                <td className="py-2 pr-2 text-slate-400">{index + 1}</td>
                <th scope="row" className="py-2 pr-2 font-medium text-white">
                  {row.username}
                </th>
                <td className="py-2 pr-2 text-right text-slate-200">
                  {row.best}/{ROUND_SIZE}
                </td>
                <td className="py-2 text-right text-slate-300">{row.rounds}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </aside>
  );
}
