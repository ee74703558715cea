import { ServicePage } from '../components/service-page';

export default function Page() {
  return <ServicePage service="heavy" />;
}
