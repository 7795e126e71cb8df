/** Marks a row that still holds the seeded sample content, which visitors do not see until an admin edits it. */
export function SampleBadge() {
  return (
    <span
      className="ml-2 inline-block rounded-full border border-amber-400/40 bg-amber-500/10 px-2 py-0.5 text-xs font-medium text-amber-200"
      title="Kurulumla gelen örnek içerik: düzenleyene kadar ziyaretçilere gösterilmez."
    >
      Örnek içerik
    </span>
  );
}
