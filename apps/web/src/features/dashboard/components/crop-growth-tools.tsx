import { lazy, Suspense } from 'react';
import { useSavedCrops } from '@/api/get-saved-crops';
import { CropAnalysisForm } from './crop-analysis-form';
import { FarmerDataForm } from './farmer-data-form';
import { GrowthTable } from './growth-table';

// chart.js is loaded only on this route.
const GrowthCharts = lazy(() => import('./growth-charts'));

/** The dashboard's crop tools; they reopen the farmer's latest saved analysis. */
export function CropGrowthTools() {
  const latest = useSavedCrops().data?.[0];

  return (
    <div className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <CropAnalysisForm savedMessage={latest?.message} />
      <FarmerDataForm cropId={latest?.id} />
      {latest && (
        <>
          <Suspense fallback={<p className="text-sm text-gray-600">Loading charts...</p>}>
            <GrowthCharts ideal={latest.growthData} farmer={latest.measurements} />
          </Suspense>
          <GrowthTable title="Ideal Growth Data" readings={latest.growthData} />
          <GrowthTable title="Farmer Growth Data" readings={latest.measurements} />
        </>
      )}
    </div>
  );
}
