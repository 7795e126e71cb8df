import { Link } from "@remix-run/react";
import { formatTurkishDate, isoDate } from "~/lib/format";
import type { PublicPost } from "~/lib/blog/types";
import { OutlineIcon } from "~/components/icon-file";

const MAX_TAGS = 3;

/**
 * A post's cover at the 1200 × 630 of a share image (the seeded covers' size; another picture is
 * cropped to it), so its box is reserved before it loads. `eager` for the post's own page, where it
 * is on the first screen: a lazy picture there is fetched late and painted last.
 */
export function PostImage({
  post,
  className,
  eager = false,
}: {
  post: Pick<PublicPost, "featured_image" | "title">;
  className: string;
  eager?: boolean;
}) {
  if (post.featured_image) {
    return (
      <img
        src={post.featured_image}
        alt=""
        width={1200}
        height={630}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        className={`w-full object-cover ${className}`}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={`flex w-full items-center justify-center bg-gradient-to-br from-brand-700 to-violet-800 ${className}`}
    >
      <OutlineIcon name="DocumentTextIcon" className="h-12 w-12 text-white/70" />
    </div>
  );
}

export function TagList({ tags, limit }: { tags: string[]; limit?: number }) {
  if (!tags.length) return null;
  const shown = limit ? tags.slice(0, limit) : tags;
  const hidden = tags.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Etiketler">
      {shown.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-800 px-2.5 py-0.5 text-xs text-slate-300">
          #{tag}
        </li>
      ))}
      {hidden > 0 ? (
        <li className="rounded-full bg-slate-800 px-2.5 py-0.5 text-xs text-slate-400">
          +{hidden}
          <span className="sr-only"> etiket daha</span>
        </li>
      ) : null}
    </ul>
  );
}

export function PostMeta({ post }: { post: Pick<PublicPost, "published_at" | "read_time"> }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-400">
      <span className="inline-flex items-center gap-1">
        <OutlineIcon name="CalendarIcon" className="h-4 w-4" />
        <time dateTime={isoDate(post.published_at)}>{formatTurkishDate(post.published_at)}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <OutlineIcon name="ClockIcon" className="h-4 w-4" />
        {post.read_time} dk okuma
      </span>
    </p>
  );
}

/** A post in a list; `size="large"` is the first featured post. */
export function PostCard({
  post,
  size = "normal",
  headingLevel = "h3",
}: {
  post: PublicPost;
  size?: "large" | "normal" | "small";
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/60 transition hover:border-brand-500/50">
      <PostImage post={post} className={size === "large" ? "h-64 sm:h-80" : size === "small" ? "h-32" : "h-44"} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        {post.category ? (
          <span className="self-start rounded-full bg-brand-500/15 px-2.5 py-0.5 text-xs font-medium text-brand-300">{post.category}</span>
        ) : null}
        <Heading className={`font-semibold text-white ${size === "large" ? "text-2xl" : "text-lg"}`}>
          <Link to={`/blog/${post.slug}`} className="hover:text-brand-200">
            {post.title}
          </Link>
        </Heading>
        {size !== "small" && post.excerpt ? <p className="flex-1 text-sm text-slate-400">{post.excerpt}</p> : null}
        <TagList tags={post.tags} limit={MAX_TAGS} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <span className="text-xs text-slate-300">{post.author}</span>
          <PostMeta post={post} />
        </div>
      </div>
    </article>
  );
}
