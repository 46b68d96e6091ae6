import { type EditorPost, POST_CATEGORIES, type PostCategory, type PostDraft } from '@cardgenius/core/contract';

/** What the editor's inputs hold: the post as text, lists comma-separated. */
export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  imageUrl: string;
  imageAlt: string;
  categories: PostCategory[];
  tags: string;
  authors: [string, string];
  cardSlugs: string;
}

export const EMPTY_POST: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  imageUrl: '',
  imageAlt: '',
  categories: [],
  tags: '',
  authors: ['', ''],
  cardSlugs: '',
};

export function postFormValues(post: EditorPost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    body: post.body,
    imageUrl: post.featuredImage?.url ?? '',
    imageAlt: post.featuredImage?.alt ?? '',
    categories: post.categories,
    tags: post.tags.join(', '),
    authors: [post.authors[0]?.slug ?? '', post.authors[1]?.slug ?? ''],
    cardSlugs: post.cardSlugs.join(', '),
  };
}

/** A post's address made from its title: lower case, words joined by single hyphens, accents dropped. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const list = (value: string) =>
  value
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * The draft the form's inputs make, for the API to judge (its messages name each field). Only what the
 * form itself cannot turn into a draft is an error here: an image description without an image, or the
 * reverse.
 */
export function readPostForm(form: FormData): { draft: PostDraft; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const imageUrl = text(form, 'imageUrl').trim();
  const imageAlt = text(form, 'imageAlt').trim();
  if (imageUrl && !imageAlt) errors['featuredImage.alt'] = 'Describe the image for readers who cannot see it.';
  if (!imageUrl && imageAlt)
    errors['featuredImage.url'] = 'Upload an image or give its address, or clear the description.';
  const categories = form
    .getAll('categories')
    .filter((value): value is PostCategory => (POST_CATEGORIES as readonly unknown[]).includes(value));
  const authors = form.getAll('authors').filter((value): value is string => typeof value === 'string' && value !== '');
  return {
    draft: {
      slug: text(form, 'slug').trim(),
      title: text(form, 'title'),
      excerpt: text(form, 'excerpt'),
      body: text(form, 'body'),
      featuredImage: imageUrl ? { url: imageUrl, alt: imageAlt } : null,
      categories,
      tags: list(text(form, 'tags')).map((tag) => tag.toLowerCase()),
      authors,
      cardSlugs: list(text(form, 'cardSlugs')),
    },
    errors,
  };
}
