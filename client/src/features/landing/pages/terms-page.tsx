import { LegalPage } from "./legal-page";

export default function TermsPage() {
  return <LegalPage kind="terms" />;
}
