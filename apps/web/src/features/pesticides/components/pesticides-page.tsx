import { PageHeader } from '@/components/ui/page-header';

export function PesticidesPage() {
  return <PageHeader title="Pesticides and Crop" />;
}
