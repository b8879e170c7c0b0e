import { paths } from '@utsav/shared/paths';
import { imageFor } from '../../../domain/offers/utils/categories';
import type { FavouriteTarget } from '../../../domain/favourites/utils/favourite-target';
import type { FavouriteEntry } from '../api/list-favourites';

/** What the widget shows of one favourite; name, link and so on are missing when it is no longer public. */
export interface FavouriteItem {
  target: FavouriteTarget;
  name?: string;
  href?: string;
  image: string;
  city?: string;
  pricePaise?: number;
  priceUnit?: string | null;
  rating?: { average: number; count: number };
}

export function describeFavourite(entry: FavouriteEntry): FavouriteItem | null {
  if (entry.service_id) {
    const s = entry.service;
    return {
      target: { kind: 'service', id: entry.service_id },
      name: s?.title,
      href: s ? paths.catalog.service({ category: s.category_slug, serviceId: s.id }) : undefined,
      image: imageFor(s?.images?.[0], s?.category_slug),
      city: s?.city,
      pricePaise: s?.price_paise,
      priceUnit: s?.price_unit,
    };
  }
  if (entry.provider_id) {
    const p = entry.provider;
    return {
      target: { kind: 'provider', id: entry.provider_id },
      name: p?.business_name,
      href: p ? paths.provider.public({ id: p.id }) : undefined,
      // A provider's avatar when it is a real picture; otherwise the neutral bundle art.
      image: imageFor(p?.avatar_url, null),
      city: p?.city,
      rating: p ? { average: Number(p.rating_avg), count: p.rating_count } : undefined,
    };
  }
  if (entry.bundle_id) {
    const b = entry.bundle;
    return {
      target: { kind: 'bundle', id: entry.bundle_id },
      name: b?.name,
      href: b ? paths.catalog.bundle({ bundleId: b.id }) : undefined,
      image: imageFor(b?.image_path, null),
      city: b?.city,
      pricePaise: b?.bundle_price_paise,
    };
  }
  return null;
}
