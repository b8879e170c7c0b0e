export type Lang = 'en' | 'hi' | 'ta' | 'te' | 'kn';

export type Block =
  | { kind: 'h2'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'ul'; items: string[] }
  | { kind: 'tip'; text: string };

export interface ArticleMeta {
  slug: string;
  date: string; // ISO yyyy-mm-dd, spread over 2026
  category: 'weddings' | 'ceremonies' | 'festivals' | 'beauty' | 'photography' | 'catering' | 'decoration';
  related: string[]; // 2-3 other slugs
  cover: { src: string; width: number; height: number; alt: Record<Lang, string> };
  title: Record<Lang, string>;
  excerpt: Record<Lang, string>;
}
