/** A published post as the public blog shows it: category name and tags resolved. */
export interface PublicPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  featured_image: string | null;
  author: string;
  category_id: number | null;
  category: string | null;
  category_slug: string | null;
  tags: string[];
  read_time: number;
  views: number;
  likes: number;
  published_at: string;
  updated_at: string;
}

export interface PublicPostDetail extends PublicPost {
  content: string;
  meta_title: string | null;
  meta_description: string | null;
}

export interface CategoryCount {
  id: number;
  name: string;
  slug: string;
  count: number;
}

/** One page of the public blog list with its filters, featured posts and category counts. */
export interface BlogListing {
  search: string;
  category: string;
  filtered: boolean;
  total: number;
  page: number;
  pageCount: number;
  posts: PublicPost[];
  featured: PublicPost[];
  categories: CategoryCount[];
}
