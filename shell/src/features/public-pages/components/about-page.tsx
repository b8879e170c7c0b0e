import InfoPage from '../../../pages/info-page';

/** Placeholder until the About page is written (issue 4). */
export default function AboutPage() {
  return <InfoPage page="about" />;
}
