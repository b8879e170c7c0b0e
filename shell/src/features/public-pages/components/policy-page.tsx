import InfoPage from '../../../pages/info-page';

export type PolicyKey = 'privacy' | 'terms' | 'shipping';

/** Placeholder until the three policies are written (issue 4). */
export default function PolicyPage({ policy }: { policy: PolicyKey }) {
  return <InfoPage page={policy} />;
}
