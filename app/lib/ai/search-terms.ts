/**
 * The words of a question worth looking up in the site search: question words, particles and
 * fillers ("nedir", "nasıl", "mı", "hakkında", "bana") say what is asked, not what about, and
 * would only narrow (or, in an OR search, flood) what the index finds.
 */
const FILLER = new Set(
  `
  ne neden nedir nelerdir nasil niye niçin nicin hangi hangisi kim kac kaç mi mı mu mü midir midir
  ve veya ile ya da de da ki bu su şu o bir biraz icin için gibi kadar daha en cok çok az
  hakkinda hakkında bilgi ver verir misin misiniz anlat anlatir anlatır musun açıkla acikla
  bana beni bize sen siz ben lutfen lütfen merhaba selam peki acaba yani sey şey
  olur olmali olmalı olmalıyım olmaliyim yapilir yapılır yapmak nelere dikkat etmeliyim
  is iş ise mıdır müdür mudur
`
    .trim()
    .split(/\s+/),
);

/** The question reduced to its content words, at most eight, or "" when none is left. */
export function searchTerms(question: string): string {
  const words = question
    .toLocaleLowerCase("tr-TR")
    .split(/[^\p{L}\p{N}'’]+/u)
    .map((word) => word.replace(/['’].*$/, ""))
    .filter((word) => word.length > 1 && !FILLER.has(word));
  return [...new Set(words)].slice(0, 8).join(" ");
}
