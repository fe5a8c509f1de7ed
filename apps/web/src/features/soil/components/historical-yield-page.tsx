import { PageHeader } from '@/components/ui/page-header';

export function HistoricalYieldPage() {
  return <PageHeader title="Historical Yield Analysis" />;
}
