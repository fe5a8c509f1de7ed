import { PageHeader } from '@/components/ui/page-header';

export function CropDiseasesPage() {
  return <PageHeader title="Crop Diseases" />;
}
