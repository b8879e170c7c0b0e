import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  countActiveFilters,
  isIsoDate,
  listBundlesArgs,
  listServicesArgs,
  MAX_PAGE,
  pageCount,
  parseBundleFilters,
  parseSearchFilters,
  parseServiceFilters,
  patchParams,
  searchArgs,
} from './filter-params';

const params = (query: string) => new URLSearchParams(query);

describe('parseServiceFilters', () => {
  it('reads every filter of a category page from the URL', () => {
    expect(parseServiceFilters(params('city=Chennai&min=500&max=2000&guests=150&rating=4&lang=Tamil&tradition=Tamil%20Iyer&cuisine=Kerala&style=bridal&veg=1&capacity=300&sort=price_desc&page=3'))).toEqual({
      city: 'Chennai',
      minPrice: 500,
      maxPrice: 2000,
      guests: 150,
      rating: 4,
      language: 'Tamil',
      tradition: 'Tamil Iyer',
      cuisine: 'Kerala',
      style: 'bridal',
      veg: true,
      capacity: 300,
      sort: 'price_desc',
      page: 3,
    });
  });

  it('defaults to top rated, page 1, no filters', () => {
    expect(parseServiceFilters(params(''))).toEqual({ sort: 'rating', page: 1 });
  });

  it('drops values a hand-edited link got wrong instead of failing', () => {
    const f = parseServiceFilters(params('min=-5&max=abc&guests=0&rating=2.7&sort=cheapest&page=0&veg=yes&capacity=1e3&city=%20%20'));
    expect(f).toEqual({ sort: 'rating', page: 1 });
    expect(parseServiceFilters(params(`page=${MAX_PAGE + 1}`)).page).toBe(1);
    expect(parseServiceFilters(params(`city=${'x'.repeat(81)}`)).city).toBeUndefined();
  });

  it('reads a swapped price range as the range it means', () => {
    const f = parseServiceFilters(params('min=9000&max=1000'));
    expect([f.minPrice, f.maxPrice]).toEqual([1000, 9000]);
  });
});

describe('parseSearchFilters and parseBundleFilters', () => {
  it('search adds the query, result type, category and event date', () => {
    const f = parseSearchFilters(params('q=%20griha%20pravesh%20&type=provider&category=pooja-services&date=2031-02-14&city=Pune'));
    expect(f).toMatchObject({ q: 'griha pravesh', kind: 'provider', category: 'pooja-services', date: '2031-02-14', city: 'Pune', page: 1 });
    expect(f).not.toHaveProperty('sort');
  });

  it('search ignores an impossible date or an unknown type', () => {
    const f = parseSearchFilters(params('date=2031-02-30&type=venue'));
    expect(f.date).toBeUndefined();
    expect(f.kind).toBeUndefined();
  });

  it('bundles read search text, city, price range and sort (featured first by default)', () => {
    expect(parseBundleFilters(params('q=sadya&city=Kochi&min=100000&max=600000'))).toEqual({
      q: 'sadya',
      city: 'Kochi',
      minPrice: 100000,
      maxPrice: 600000,
      sort: 'featured',
      page: 1,
    });
    expect(parseBundleFilters(params('sort=discount')).sort).toBe('discount');
  });
});

describe('patchParams', () => {
  it('writes keys in one fixed order, so equal views have equal URLs', () => {
    const a = patchParams(params('sort=price_asc'), { city: 'Pune', min: 100 });
    const b = patchParams(params('min=100'), { sort: 'price_asc', city: 'Pune' });
    expect(a.toString()).toBe('city=Pune&min=100&sort=price_asc');
    expect(b.toString()).toBe(a.toString());
  });

  it('removes a filter set to empty, undefined or false, and writes true as 1', () => {
    const next = patchParams(params('city=Pune&veg=1&lang=Hindi'), { city: '', veg: false, lang: undefined, capacity: 200 });
    expect(next.toString()).toBe('capacity=200');
    expect(patchParams(params(''), { veg: true }).toString()).toBe('veg=1');
  });

  it('goes back to page 1 when a filter changes, and keeps the page when only the page changes', () => {
    expect(patchParams(params('city=Pune&page=4'), { rating: 4 }).toString()).toBe('city=Pune&rating=4');
    expect(patchParams(params('city=Pune&page=4'), { page: 5 }).toString()).toBe('city=Pune&page=5');
    expect(patchParams(params('city=Pune&page=4'), { page: 1 }).toString()).toBe('city=Pune');
  });

  it('keeps parameters it does not own (campaign tags), after its own', () => {
    expect(patchParams(params('utm_source=mail&city=Pune'), { sort: 'newest' }).toString()).toBe('city=Pune&sort=newest&utm_source=mail');
  });

  it('does not change the URLSearchParams it was given', () => {
    const current = params('city=Pune');
    patchParams(current, { city: 'Delhi' });
    expect(current.toString()).toBe('city=Pune');
  });
});

describe('clearFilters and countActiveFilters', () => {
  it('counts filters but not the text, type, sort or page', () => {
    expect(countActiveFilters(params('q=pooja&type=service&city=Pune&min=1&veg=1&sort=newest&page=2'))).toBe(3);
    expect(countActiveFilters(params(''))).toBe(0);
  });

  it('clears every filter, keeping what it is told to keep', () => {
    expect(clearFilters(params('q=pooja&type=service&city=Pune&min=1&date=2031-01-01&sort=newest&page=2'), ['q', 'type']).toString()).toBe('q=pooja&type=service');
    expect(clearFilters(params('city=Pune&sort=newest'), ['sort']).toString()).toBe('sort=newest');
  });
});

describe('RPC arguments', () => {
  it('turns rupees into paise and the page into an offset', () => {
    const args = listServicesArgs('catering', parseServiceFilters(params('min=450&max=1200&page=3&veg=1')));
    expect(args).toMatchObject({ p_category: 'catering', p_min_price: 45000, p_max_price: 120000, p_veg: true, p_offset: 24, p_limit: 12, p_sort: 'rating' });
    expect(args.p_city).toBeNull();
  });

  it('a category page passes the event date (visitors too), and drops an impossible one', () => {
    expect(listServicesArgs('music', parseServiceFilters(params('date=2031-03-01'))).p_event_date).toBe('2031-03-01');
    expect(listServicesArgs('music', parseServiceFilters(params('date=2031-02-30'))).p_event_date).toBeNull();
  });

  it('search and bundles pass their own filters', () => {
    expect(searchArgs(parseSearchFilters(params('q=dhol&date=2031-03-01&type=service&page=2')))).toMatchObject({ p_q: 'dhol', p_event_date: '2031-03-01', p_kind: 'service', p_offset: 20, p_limit: 20 });
    expect(listBundlesArgs(parseBundleFilters(params('city=Pune&max=700000')))).toMatchObject({ p_city: 'Pune', p_max_price: 70000000, p_min_price: null, p_sort: 'featured', p_offset: 0, p_limit: 9 });
  });

  it('counts pages, never fewer than one nor more than the database allows', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
    expect(pageCount(1_000_000, 12)).toBe(MAX_PAGE);
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('1/2/2027')).toBe(false);
  });
});
