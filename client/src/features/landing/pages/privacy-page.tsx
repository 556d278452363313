import { LegalPage } from "./legal-page";

export default function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}
