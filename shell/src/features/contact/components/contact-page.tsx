import InfoPage from '../../../pages/info-page';

export default function ContactPage() {
  return <InfoPage page="contact" />;
}
