import { PageHeader } from '@/components/ui/page-header';

export function AssistantPage() {
  return <PageHeader title="Ai Assistant" />;
}
