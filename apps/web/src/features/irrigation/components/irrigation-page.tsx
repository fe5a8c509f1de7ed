import { LOCATION_REQUIRED_MESSAGE, type CropSummary, type ScheduleResponse } from '@farmsight/contracts';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectField } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { useCropList } from '@/api/get-crop-list';
import { errorCode, failureMessage, isServerUnavailable } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { useSchedule } from '../api/get-schedule';
import { IrrigationSettingsForm } from './irrigation-settings-form';
import { LogIrrigationForm } from './log-irrigation-form';
import { RootZoneGauge } from './root-zone-gauge';
import { WaterSources } from './water-sources';

const WaterChart = lazy(() => import('./water-chart'));

/** The date and time parts `toLocaleString()` shows, in the language's own order. */
const dateAndTime = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;

/** `weather`: the week's forecast, shown above the water balance (the app passes the weather feature's card). */
export function IrrigationPage({ weather }: { weather?: ReactNode }) {
  const { t } = useTranslation('irrigation');
  const [chosenCropId, setCropId] = useState<string | undefined>();
  const savedCrops = useCropList();
  // The newest page of crops: a schedule is wanted for a crop in the field, not one of years ago.
  const crops = savedCrops.data?.pages[0]?.crops ?? [];
  // The chosen crop, else the latest saved one (the list's first, as the server orders both); without saved crops the
  // server says what to do.
  const cropId = chosenCropId ?? crops[0]?.id;
  return (
    <>
      <PageHeader title={t('pageTitle')} />
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        {crops.length > 1 && (
          <div className="max-w-md">
            <SelectField
              label={t('crop')}
              options={crops.map((crop) => ({ value: crop.id, label: t('cropOption', { crop: crop.cropName, date: crop.seedingDate }) }))}
              value={cropId}
              onChange={(event) => setCropId(event.target.value)}
            />
          </div>
        )}
        {weather}
        <ScheduleSection chosenCropId={chosenCropId} crop={crops.find((crop) => crop.id === cropId)} />
        <WaterSources />
        <IrrigationSettingsForm />
        <p className="text-xs text-gray-700">
          <Trans
            t={t}
            i18nKey="credit"
            components={{
              meteo: <a href="https://open-meteo.com/" className="underline" />,
              licence: <a href="https://creativecommons.org/licenses/by/4.0/" className="underline" />,
            }}
          />
        </p>
      </div>
    </>
  );
}

/**
 * The latest crop's schedule is asked for at once, beside the crop list rather than after it (a round trip less on a
 * slow link); a crop the farmer picks gets its own.
 */
function ScheduleSection({ chosenCropId, crop }: { chosenCropId: string | undefined; crop: CropSummary | undefined }) {
  const { t } = useTranslation('irrigation');
  const schedule = useSchedule(chosenCropId);
  // Offline the last schedule stays on screen (kept on the device, ADR 0054; the workspace's banner gives its time).
  const refused = schedule.isError && !isServerUnavailable(schedule.error);
  const offline = schedule.fetchStatus === 'paused' || (schedule.isError && !refused);
  return (
    <section aria-labelledby="schedule-heading" className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="schedule-heading" className="text-lg font-semibold text-gray-900">
        {schedule.data && !refused ? t('schedule.headingFor', { crop: schedule.data.cropName }) : t('schedule.heading')}
      </h2>
      {refused ? (
        <ScheduleError error={schedule.error} />
      ) : schedule.data ? (
        <ScheduleDetails schedule={schedule.data} />
      ) : offline ? (
        <RuleOfThumb crop={crop} />
      ) : (
        <p className="text-gray-700">{t('common:loading')}</p>
      )}
    </section>
  );
}

const ruleStages = ['initial', 'development', 'mid-season', 'late-season'] as const;

/** Offline with no schedule kept on this device: the stage's rule of thumb, said to be one. */
function RuleOfThumb({ crop }: { crop: CropSummary | undefined }) {
  const { t } = useTranslation('irrigation');
  const stage = ruleStages.find((name) => name === crop?.status) ?? 'unknown';
  return (
    <p role="status" className="rounded-md bg-amber-50 p-3 text-gray-900">
      {t('schedule.ruleOfThumb', { rule: t(`schedule.rules.${stage}`) })}
    </p>
  );
}

function ScheduleError({ error }: { error: unknown }) {
  const { t } = useTranslation('irrigation');
  const code = errorCode(error);
  if (code === 'LOCATION_REQUIRED') {
    return (
      <p className="text-gray-800">
        {translateMessage(LOCATION_REQUIRED_MESSAGE)}{' '}
        <Link to="/profile" className="font-medium text-green-800 underline">
          {t('schedule.goToProfile')}
        </Link>
      </p>
    );
  }
  if (code === 'NOT_FOUND') {
    return (
      <p className="text-gray-800">
        {failureMessage(error, t('schedule.failure'))}{' '}
        <Link to="/dashboard" className="font-medium text-green-800 underline">
          {t('schedule.goToDashboard')}
        </Link>
      </p>
    );
  }
  return <p className="text-gray-800">{failureMessage(error, t('schedule.failure'))}</p>;
}

function ScheduleDetails({ schedule }: { schedule: ScheduleResponse }) {
  const { t } = useTranslation('irrigation');
  const today = schedule.days.find((day) => day.forecast)?.date ?? new Date().toISOString().slice(0, 10);
  const next = schedule.nextIrrigation;
  return (
    <>
      <RootZoneGauge schedule={schedule} />
      <div aria-labelledby="next-irrigation-heading" role="group" className="rounded-md bg-green-50 p-3">
        <h3 id="next-irrigation-heading" className="font-semibold text-gray-900">
          {t('schedule.nextIrrigation')}
        </h3>
        <p className="text-gray-900">{next ? t('schedule.nextIrrigationDetails', next) : t('schedule.noneNeeded')}</p>
        {next?.pumpHours != null && <p className="text-gray-900">{t('schedule.nextIrrigationPump', next)}</p>}
      </div>
      <p className="text-sm text-gray-800">
        {schedule.message}
        {schedule.practiceSource && (
          <>
            {' '}
            <Trans
              t={t}
              i18nKey="schedule.practiceSource"
              values={{ source: schedule.practiceSource }}
              components={{ cite: <cite className="not-italic" lang="en" /> }}
            />
          </>
        )}
      </p>
      {schedule.soilMoisture && (
        <p className="text-sm text-gray-800">
          {t('schedule.soilMoisture', {
            model: schedule.soilMoisture.modelPercent,
            balance: schedule.soilMoisture.balancePercent,
            depth: schedule.soilMoisture.depthCm,
          })}
          {schedule.soilMoisture.disagreement !== null &&
            ` ${t(schedule.soilMoisture.modelPercent > schedule.soilMoisture.balancePercent ? 'schedule.soilMoistureWetter' : 'schedule.soilMoistureDrier')}`}
        </p>
      )}
      <p className="text-xs text-gray-700">
        {t('schedule.weatherFetched', { fetchedAt: new Date(schedule.fetchedAt), formatParams: { fetchedAt: dateAndTime } })}
      </p>
      <Suspense fallback={<p className="text-gray-700">{t('schedule.loadingChart')}</p>}>
        <WaterChart days={schedule.days} />
      </Suspense>
      <LogIrrigationForm cropId={schedule.cropId} today={today} />
    </>
  );
}
