import { LegalDocument } from '@/features/legal/components/legal-document';
import { privacyPolicy } from '@/features/legal/documents';

export function Component() {
  return <LegalDocument content={privacyPolicy} />;
}
