import { useConsent } from '@/features/consent/consent-context';
import { ThirdPartyScripts } from '@/features/third-party/components/third-party-scripts';

/** The third-party scripts under the customer's cookie choice (two features, composed here). */
export function ConsentedScripts() {
  const { consent } = useConsent();
  return <ThirdPartyScripts consent={consent} />;
}
