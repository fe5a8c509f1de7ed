import type { CropSummary } from '@farmsight/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useFarmerUnits, type FarmerUnits } from '@/lib/units';
import { ToolPanel } from './tool-panel';

/**
 * 'Tomato, sown 13/11/2026: initial stage, 125 days to harvest' or '… harvested 20/10/2025, 24.3 quintals per acre'. The
 * status is the API's enum value, worded here in the farmer's language; the yield is in the farmer's unit.
 */
function describeCrop(crop: CropSummary, t: TFunction, units: FarmerUnits): string {
  const sown = t('crops.sown', { crop: crop.cropName, date: crop.seedingDate });
  if (crop.harvest) return t('crops.harvested', { sown, date: crop.harvest.date, yield: units.yieldOf(crop.harvest.yieldTPerHa) });
  const status = t(`crops.status.${crop.status}`);
  return crop.daysToHarvest ? t('crops.growingDays', { sown, status, count: crop.daysToHarvest }) : t('crops.growing', { sown, status });
}

/** 'Your crops': a page of saved crops, newest first; choosing one shows its charts, tables and readings. */
export function CropList({
  crops,
  selectedId,
  onSelect,
  loading,
  onShowMore,
}: {
  crops: CropSummary[];
  selectedId: string | undefined;
  onSelect: (cropId: string) => void;
  loading: boolean;
  onShowMore: (() => void) | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const units = useFarmerUnits();
  return (
    <ToolPanel title={t('crops.heading')}>
      {loading ? (
        <p className="text-sm text-gray-600">{t('common:loading')}</p>
      ) : crops.length === 0 ? (
        <p className="text-sm text-gray-700">{t('crops.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {crops.map((crop) => (
            <li key={crop.id}>
              <button
                type="button"
                aria-pressed={crop.id === selectedId}
                onClick={() => onSelect(crop.id)}
                className={cn(
                  'w-full rounded-md border px-3 py-2 text-left text-sm',
                  crop.id === selectedId ? 'border-green-700 bg-green-50 font-medium text-green-900' : 'border-gray-200 text-gray-800 hover:bg-gray-50',
                )}
              >
                {describeCrop(crop, t, units)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {onShowMore && (
        <Button variant="secondary" className="mt-3" onClick={onShowMore}>
          {t('crops.showMore')}
        </Button>
      )}
    </ToolPanel>
  );
}
