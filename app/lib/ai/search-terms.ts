import { fold } from "./coin-mentions";

/**
 * The words of a question worth looking up in the site search: question words, particles and
 * fillers ("nedir", "nasıl", "mı", "hakkında", "bana") say what is asked, not what about, and
 * would only narrow (or, in an OR search, flood) what the index finds. Written folded (see `fold`),
 * so "nasıl", "nasil" and "NASIL" are all the same filler.
 */
const FILLER = new Set(
  `
  ne neden nedir nelerdir nasil niye nicin hangi hangisi kim kac mi mu midir mudur
  ve veya ile ya da de ki bu su o bir biraz icin gibi kadar daha en cok az
  hakkinda bilgi ver verir misin misiniz anlat anlatir musun acikla
  bana beni bize sen siz ben lutfen merhaba selam peki acaba yani sey
  olur olmali olmaliyim yapilir yapmak nelere dikkat etmeliyim is ise
  calisir isler kullanilir olusturulur yapabilirim yaparim yapmaliyim almaliyim mantikli onerir
  oluyor oluyo yapiliyor kisaca tam olarak simdi su an anki bugun guncel oldu olacak ediyor eder yapar
  nerede var yok mi mu misiniz musunuz olunca olursa oldugunda bin milyon milyar
  what whats is are was the a an how do does did i my me to of in on for please show tell about explain
  can could should would will which who why where when this that it and or with you your get find much many
`
    .trim()
    .split(/\s+/),
);

/**
 * The question reduced to its content words (as written, lower case), at most eight, or "" when
 * none is left. `without`: words to leave out as well (a named coin's, whose card answers for it).
 */
export function searchTerms(question: string, without: readonly string[] = []): string {
  const skip = new Set(without.flatMap((text) => text.split(/\s+/)).map((word) => fold(word.replace(/['’].*$/, ""))));
  const words = question
    .toLocaleLowerCase("tr-TR")
    .split(/[^\p{L}\p{N}'’]+/u)
    .map((word) => word.replace(/['’].*$/, ""))
    .filter((word) => word.length > 1 && !FILLER.has(fold(word)) && !skip.has(fold(word)));
  return [...new Set(words)].slice(0, 8).join(" ");
}
