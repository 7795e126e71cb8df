/**
 * The blog's search rule: case-insensitive over title, excerpt and tags. Turkish
 * has two i's whose cases do not pair up as in English ("İ" lowers to "i", "I"
 * to "ı"), so text is folded to one form in which "Işık", "ışık", "ISIK" and
 * "İSİM"/"isim" all meet.
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase("tr")
    .replace(/ı/g, "i")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

export interface Searchable {
  title: string;
  excerpt: string;
  tags: string[];
}

export function matchesSearch(post: Searchable, search: string): boolean {
  const needle = foldForSearch(search);
  if (!needle) return true;
  return [post.title, post.excerpt, ...post.tags].some((field) => foldForSearch(field).includes(needle));
}
