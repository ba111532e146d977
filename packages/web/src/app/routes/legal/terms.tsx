import { LegalDocument } from '@/features/legal/components/legal-document';
import { termsOfService } from '@/features/legal/documents';

export function Component() {
  return <LegalDocument content={termsOfService} />;
}
