import { paths } from '@utsav/shared/paths';

// The main navigation's plain links after Services, in the order they fold away last to first.
export const PLAIN_ITEMS = [
  { to: paths.about(), key: 'nav.about' },
  { to: paths.blog.index(), key: 'nav.blog' },
  { to: paths.contact(), key: 'nav.contact' },
  { to: paths.booking.track(), key: 'nav.trackBooking' },
] as const;
