import { PageHeader } from '@/components/ui/page-header';

export function NewsPage() {
  return <PageHeader title="News" />;
}
