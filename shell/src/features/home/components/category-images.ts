import type { CategoryRecord } from '@utsav/shared/domain/categories';
import catering from '../../../assets/home/catering.svg';
import decoration from '../../../assets/home/decoration.svg';
import functionHall from '../../../assets/home/function-hall.svg';
import mehendi from '../../../assets/home/mehendi-artists.svg';
import music from '../../../assets/home/music.svg';
import pooja from '../../../assets/home/pooja-services.svg';
import photography from '../../../assets/home/wedding-photography.svg';

/** Local, hashed, immutable-cached illustrations (480×320), one per category (a new category fails typecheck until it has one). */
export const CATEGORY_IMAGES: CategoryRecord<string> = {
  'pooja-services': pooja,
  'wedding-photography': photography,
  'mehendi-artists': mehendi,
  catering,
  music,
  decoration,
  'function-hall': functionHall,
};
