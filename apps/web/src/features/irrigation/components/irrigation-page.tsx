import { LOCATION_REQUIRED_MESSAGE, type ScheduleResponse } from '@farmsight/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { SelectField } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { useCropList } from '@/api/get-crop-list';
import { errorCode, failureMessage } from '@/lib/api-client';
import { useSchedule } from '../api/get-schedule';
import { IrrigationSettingsForm } from './irrigation-settings-form';
import { LogIrrigationForm } from './log-irrigation-form';
import { RootZoneGauge } from './root-zone-gauge';
import { WaterSources } from './water-sources';

const WaterChart = lazy(() => import('./water-chart'));

const SCHEDULE_FAILURE = 'The irrigation schedule is not available right now. Please try again later.';

export function IrrigationPage() {
  const [chosenCropId, setCropId] = useState<string | undefined>();
  const savedCrops = useCropList();
  // The newest page of crops: a schedule is wanted for a crop in the field, not one of years ago.
  const crops = savedCrops.data?.pages[0]?.crops ?? [];
  // The chosen crop, else the latest saved one; without saved crops the server says what to do.
  const cropId = chosenCropId ?? crops[0]?.id;
  return (
    <>
      <PageHeader title="Irrigation Model" />
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        {crops.length > 1 && (
          <div className="max-w-md">
            <SelectField
              label="Crop"
              options={crops.map((crop) => ({ value: crop.id, label: `${crop.cropType}, sown ${crop.seedingDate}` }))}
              value={cropId}
              onChange={(event) => setCropId(event.target.value)}
            />
          </div>
        )}
        <ScheduleSection cropId={cropId} cropsKnown={!savedCrops.isPending} />
        <WaterSources />
        <IrrigationSettingsForm />
        <p className="text-xs text-gray-700">
          Weather data by{' '}
          <a href="https://open-meteo.com/" className="underline">
            Open-Meteo.com
          </a>
          , licensed under{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/" className="underline">
            CC BY 4.0
          </a>
          . River discharge: GloFAS (Copernicus Emergency Management Service).
        </p>
      </div>
    </>
  );
}

function ScheduleSection({ cropId, cropsKnown }: { cropId: string | undefined; cropsKnown: boolean }) {
  const schedule = useSchedule(cropId, cropsKnown);
  return (
    <section aria-labelledby="schedule-heading" className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="schedule-heading" className="text-lg font-semibold text-gray-900">
        {schedule.data ? `Water balance: ${schedule.data.cropType}` : 'Water balance'}
      </h2>
      {schedule.isPending ? <p className="text-gray-700">Loading...</p> : schedule.isError ? <ScheduleError error={schedule.error} /> : <ScheduleDetails schedule={schedule.data} />}
    </section>
  );
}

function ScheduleError({ error }: { error: unknown }) {
  const code = errorCode(error);
  if (code === 'LOCATION_REQUIRED') {
    return (
      <p className="text-gray-800">
        {LOCATION_REQUIRED_MESSAGE}{' '}
        <Link to="/profile" className="font-medium text-green-800 underline">
          Go to your profile
        </Link>
      </p>
    );
  }
  if (code === 'NOT_FOUND') {
    return (
      <p className="text-gray-800">
        {failureMessage(error, SCHEDULE_FAILURE)}{' '}
        <Link to="/dashboard" className="font-medium text-green-800 underline">
          Go to the dashboard
        </Link>
      </p>
    );
  }
  return <p className="text-gray-800">{failureMessage(error, SCHEDULE_FAILURE)}</p>;
}

function ScheduleDetails({ schedule }: { schedule: ScheduleResponse }) {
  const today = schedule.days.find((day) => day.forecast)?.date ?? new Date().toISOString().slice(0, 10);
  const next = schedule.nextIrrigation;
  return (
    <>
      <RootZoneGauge schedule={schedule} />
      <div aria-labelledby="next-irrigation-heading" role="group" className="rounded-md bg-green-50 p-3">
        <h3 id="next-irrigation-heading" className="font-semibold text-gray-900">
          Next irrigation
        </h3>
        <p className="text-gray-900">{next ? `${next.date}: ${next.depthMm} mm, ${next.litres.toLocaleString('en-US')} litres for your farm` : 'None needed within the forecast.'}</p>
      </div>
      <p className="text-sm text-gray-800">{schedule.message}</p>
      <p className="text-xs text-gray-700">Weather fetched {new Date(schedule.fetchedAt).toLocaleString()}.</p>
      <Suspense fallback={<p className="text-gray-700">Loading chart...</p>}>
        <WaterChart days={schedule.days} />
      </Suspense>
      <LogIrrigationForm cropId={schedule.cropId} today={today} />
    </>
  );
}
