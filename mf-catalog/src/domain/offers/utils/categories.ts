import { isCategorySlug, type CategoryRecord } from '@utsav/shared/domain/categories';
import bundleArt from '../../../assets/categories/bundle.svg';
import cateringArt from '../../../assets/categories/catering.svg';
import decorationArt from '../../../assets/categories/decoration.svg';
import functionHallArt from '../../../assets/categories/function-hall.svg';
import mehendiArt from '../../../assets/categories/mehendi-artists.svg';
import musicArt from '../../../assets/categories/music.svg';
import poojaArt from '../../../assets/categories/pooja-services.svg';
import photographyArt from '../../../assets/categories/wedding-photography.svg';
import { SERVICE_ART } from '../../../assets/services/service-art';


/** The category-specific filters: each category shows only the ones that matter to it. */
export type AttributeFilter = 'language' | 'tradition' | 'cuisine' | 'veg' | 'style' | 'capacity';

export const CATEGORY_FILTERS: CategoryRecord<readonly AttributeFilter[]> = {
  'pooja-services': ['language', 'tradition'],
  'wedding-photography': ['language'],
  'mehendi-artists': ['style'],
  catering: ['cuisine', 'veg'],
  music: ['language'],
  decoration: [],
  'function-hall': ['capacity'],
};

/**
 * Illustrations shipped with the catalogue (no network images). A service's own picture is
 * a real https image, or one of the catalogue's service pictures the seed names by path
 * (/images/services/<category>-<1..12>.svg, see scripts/make-service-art.mjs); anything
 * else shows its category's illustration.
 */
export const CATEGORY_ART: CategoryRecord<string> = {
  'pooja-services': poojaArt,
  'wedding-photography': photographyArt,
  'mehendi-artists': mehendiArt,
  catering: cateringArt,
  music: musicArt,
  decoration: decorationArt,
  'function-hall': functionHallArt,
};
export const BUNDLE_ART = bundleArt;

/** Every illustration is drawn on a 320×200 canvas: the size <img> reserves before it loads. */
export const ART_WIDTH = 320;
export const ART_HEIGHT = 200;

const SHIPPED_PICTURE = /^\/images\/services\/([a-z-]+-\d{1,2})\.svg$/;

// A provider's upload in Storage's public bucket (the database accepts service photos only there):
// shown from the project's own address, http on the local stack included.
const PROVIDER_UPLOAD = /^https?:\/\/[^/\s]+\/storage\/v1\/object\/public\/provider-photos\//;

export function imageFor(image: string | null | undefined, category: string | null | undefined): string {
  if (image && (/^https:\/\//.test(image) || PROVIDER_UPLOAD.test(image))) return image;
  const shipped = image ? SHIPPED_PICTURE.exec(image)?.[1] : undefined;
  if (shipped && SERVICE_ART[shipped]) return SERVICE_ART[shipped];
  return isCategorySlug(category) ? CATEGORY_ART[category] : BUNDLE_ART;
}
