// Home testimonials (issue 13, items 7 and 9): the stars a review gave, the customer's own
// words marked up in the language they were written in, and everything around them (stars'
// label, provider and city) in the reader's language. Which reviews are chosen is the
// database's (supabase/tests/home_highlights.test.ts).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShellPage } from '../../../testing/render-shell-page';
import { Testimonials } from './testimonials';

const review = {
  id: 'r1',
  reviewerName: 'Rahul G.',
  rating: 4,
  comment: 'कुल मिलाकर अच्छी सेवा, थोड़ी देर हुई पर टीम ने सब संभाल लिया।',
  language: 'hi',
  providerName: 'Rajputana Dhol and Band',
  city: 'Jaipur',
  categorySlug: 'music',
};

describe('home testimonials', () => {
  it('show the review’s own stars and words, marked with the language they were written in', async () => {
    await renderShellPage(<Testimonials highlights={{ status: 'ready', data: { categories: [], testimonials: [review] } }} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveTextContent('★★★★★');
    expect(screen.getByText(review.comment).closest('blockquote')).toHaveAttribute('lang', 'hi');
    expect(screen.getByText('for Rajputana Dhol and Band, Jaipur')).toBeInTheDocument();
  });

  it('say where, in the reader’s language', async () => {
    await renderShellPage(<Testimonials highlights={{ status: 'ready', data: { categories: [], testimonials: [review] } }} />, { language: 'hi' });
    expect(screen.getByText('Rajputana Dhol and Band, जयपुर के लिए')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 में से 4 रेटिंग' })).toBeInTheDocument();
  });
});
