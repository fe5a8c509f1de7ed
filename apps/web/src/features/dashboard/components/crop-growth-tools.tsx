import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CropSuggestions } from '@/components/crop-suggestions';
import { useCropDetail } from '../api/get-crop-detail';
import { useCropList } from '@/api/get-crop-list';
import { CropAnalysisForm } from './crop-analysis-form';
import { CropList } from './crop-list';
import { FarmerDataForm } from './farmer-data-form';
import { GrowthTable } from './growth-table';
import { HarvestPanel } from './harvest-panel';
import { ReadingVerdicts } from './reading-verdicts';

// chart.js is loaded only on this route.
const GrowthCharts = lazy(() => import('./growth-charts'));

/**
 * The dashboard's crop tools. The list shows a page of summaries; the chosen crop (the newest until the farmer picks
 * another) is fetched on its own, so the first paint never waits for every crop's curves.
 */
export function CropGrowthTools() {
  const { t } = useTranslation('dashboard');
  const list = useCropList();
  const crops = list.data?.pages.flatMap((page) => page.crops) ?? [];
  // Undefined: the newest crop; null: none, after a failed analysis, so no other crop's charts sit under its problem.
  const [chosenId, setChosenId] = useState<string | null>();
  const selectedId = chosenId === null ? undefined : (chosenId ?? crops[0]?.id);
  const crop = useCropDetail(selectedId).data;

  return (
    <div className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <CropAnalysisForm
        savedMessage={crop?.message}
        savedWorkings={crop?.workings}
        recentCrops={crops.map((saved) => saved.cropType)}
        onAnalysed={setChosenId}
        onFailed={() => setChosenId(null)}
      />
      <FarmerDataForm cropId={selectedId} soilTexture={crop?.parameters.soil.texture} />
      <CropList
        crops={crops}
        selectedId={selectedId}
        onSelect={setChosenId}
        loading={list.isPending}
        onShowMore={list.hasNextPage ? () => void list.fetchNextPage() : undefined}
      />
      {crop && (
        <>
          <HarvestPanel key={crop.id} crop={crop} />
          <Suspense fallback={<p className="text-sm text-gray-600">{t('charts.loading')}</p>}>
            <GrowthCharts ideal={crop.growthData} farmer={crop.readings} />
          </Suspense>
          <GrowthTable title={t('table.ideal')} readings={crop.growthData} />
          <GrowthTable title={t('table.farmer')} readings={crop.readings} />
          <ReadingVerdicts cropName={crop.cropName} readings={crop.readings} />
        </>
      )}
      <CropSuggestions />
    </div>
  );
}
