import type { CropStatus, CropSummary } from '@farmsight/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ToolPanel } from './tool-panel';

const statusWords: Record<CropStatus, string> = {
  'not sown yet': 'not sown yet',
  initial: 'initial stage',
  development: 'development stage',
  'mid-season': 'mid-season',
  'late-season': 'late season',
  'due for harvest': 'due for harvest',
  harvested: 'harvested',
};

/** 'Tomato, sown 2026-11-13: initial stage, 125 days to harvest' or '… harvested 2025-10-20, 6 t/ha'. */
export function describeCrop(crop: CropSummary): string {
  const sown = `${crop.cropType}, sown ${crop.seedingDate}`;
  if (crop.harvest) return `${sown}: harvested ${crop.harvest.date}, ${crop.harvest.yieldTPerHa} t/ha`;
  const days = crop.daysToHarvest ? `, ${crop.daysToHarvest} day${crop.daysToHarvest === 1 ? '' : 's'} to harvest` : '';
  return `${sown}: ${statusWords[crop.status]}${days}`;
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
  return (
    <ToolPanel title="Your crops">
      {loading ? (
        <p className="text-sm text-gray-600">Loading...</p>
      ) : crops.length === 0 ? (
        <p className="text-sm text-gray-700">No crops saved yet: analyse one above.</p>
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
                {describeCrop(crop)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {onShowMore && (
        <Button variant="secondary" className="mt-3" onClick={onShowMore}>
          Show more crops
        </Button>
      )}
    </ToolPanel>
  );
}
