import { LegalDocument } from '@/features/legal/components/legal-document';
import { cookiePolicy } from '@/features/legal/documents';

export function Component() {
  return <LegalDocument content={cookiePolicy} />;
}
