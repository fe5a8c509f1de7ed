import { PageHeader } from '@/components/ui/page-header';

export function IrrigationPage() {
  return (
    <>
      <PageHeader title="Irrigation Model" />
      <p className="max-w-2xl p-4 text-gray-700 sm:p-6">
        The irrigation model is not available yet. It will help you plan watering from your water storage and soil
        moisture.
      </p>
    </>
  );
}
