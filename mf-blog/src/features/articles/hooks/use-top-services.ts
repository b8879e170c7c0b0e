import { useEffect, useState } from 'react';
import { topServices, type TopService } from '../api/top-services';

export const TOP_SERVICES_SHOWN = 3;

type State = { status: 'loading' } | { status: 'done'; services: TopService[] } | { status: 'failed' };

/**
 * A category's top services for the card under an article. A plain effect, not react-query:
 * the blog queries nothing else, and keeping react-query out of it saves its readers the
 * download (see Providers in define-remote-app). Answers are kept for the visit, so going
 * back to an article shows them at once.
 */
const answers = new Map<string, TopService[]>();

export function useTopServices(category: string): State {
  const cached = answers.get(category);
  const [state, setState] = useState<{ category: string; state: State }>({
    category,
    state: cached ? { status: 'done', services: cached } : { status: 'loading' },
  });
  useEffect(() => {
    if (answers.has(category)) return;
    let current = true;
    topServices(category, TOP_SERVICES_SHOWN).then(
      (services) => {
        answers.set(category, services);
        if (current) setState({ category, state: { status: 'done', services } });
      },
      () => {
        if (current) setState({ category, state: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [category]);
  if (cached) return { status: 'done', services: cached };
  return state.category === category ? state.state : { status: 'loading' };
}
