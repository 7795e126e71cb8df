/**
 * A decorative picture, or without one the name's letters on a coloured shape of the same size.
 * Both are hidden from screen readers: the name is written beside them. `frame` holds the size
 * and shape both share, `fill` the placeholder's colours and type.
 */
export function PictureOrLetters({ src, letters, frame, fill }: { src?: string | null; letters: string; frame: string; fill: string }) {
  return src ? (
    <img src={src} alt="" className={`${frame} object-cover`} loading="lazy" />
  ) : (
    <span aria-hidden="true" className={`flex items-center justify-center ${frame} ${fill}`}>
      {letters}
    </span>
  );
}
