import InfoPage from '../../../pages/info-page';

/** Placeholder until accounts land (issue 5). */
export default function LoginPage() {
  return <InfoPage page="login" />;
}
