import { pumpedWaterKinds, storedWaterKinds, waterSourceKinds, type SavedWaterSource, type WaterSourceKind } from '@farmsight/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, SelectField } from '@/components/ui/field';
import { failureMessage } from '@/lib/api-client';
import { numberFromField } from '@/lib/form-validation';
import { translateMessage } from '@/lib/i18n';
import { useAddWaterSource } from '../api/add-water-source';
import { useWaterSources } from '../api/get-water-sources';
import { useUpdateWaterLevel } from '../api/update-water-level';

/** The farmer's water sources (days of supply for stored water), a form to add one, and one to update a level. */
export function WaterSources() {
  const { t } = useTranslation('irrigation');
  const sources = useWaterSources();
  return (
    <section aria-labelledby="water-sources-heading" className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="water-sources-heading" className="text-lg font-semibold text-gray-900">
        {t('sources.heading')}
      </h2>
      {sources.isPending ? (
        <p className="text-gray-700">{t('common:loading')}</p>
      ) : sources.isError ? (
        <p className="text-gray-700">{failureMessage(sources.error, t('sources.failure'))}</p>
      ) : sources.data.sources.length === 0 ? (
        <p className="text-gray-700">{t('sources.none')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {sources.data.sources.map((source) => (
              <WaterSourceRow key={source.id} source={source} />
            ))}
          </ul>
          {sources.data.note && <p className="text-sm text-gray-700">{translateMessage(sources.data.note)}</p>}
        </>
      )}
      <AddWaterSourceForm />
    </section>
  );
}

function WaterSourceRow({ source }: { source: SavedWaterSource }) {
  const { t } = useTranslation('irrigation');
  const details = [
    source.currentLitres !== null && source.capacityLitres !== null && t('sources.level', { current: source.currentLitres, capacity: source.capacityLitres }),
    source.daysOfSupply !== null && t('sources.daysOfSupply', { days: source.daysOfSupply }),
    source.turnHoursPerWeek !== null && t('sources.turnShown', { hours: source.turnHoursPerWeek }),
    source.flowLitresPerSecond !== null && t('sources.flowShown', { flow: source.flowLitresPerSecond }),
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-2 rounded-md border border-gray-200 p-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="font-medium text-gray-900">{t('sources.nameAndKind', { name: source.name, kind: t(`kinds.${source.kind}`) })}</p>
        <p className="text-sm text-gray-800">{details.join(' · ')}</p>
      </div>
      {storedWaterKinds.includes(source.kind) && <WaterLevelForm source={source} />}
    </li>
  );
}

function WaterLevelForm({ source }: { source: SavedWaterSource }) {
  const { t } = useTranslation('irrigation');
  const [level, setLevel] = useState('');
  const [error, setError] = useState('');
  const update = useUpdateWaterLevel();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { sourceId: source.id, currentLitres: numberFromField(level) },
      { onSuccess: () => (setLevel(''), setError('')), onError: (failure) => setError(failureMessage(failure, t('sources.saveFailure'))) },
    );
  }

  return (
    <div className="flex flex-col gap-1">
      <form onSubmit={handleSubmit} noValidate className="flex items-end gap-2">
        <Field
          label={t('sources.newLevel', { name: source.name })}
          type="number"
          inputMode="numeric"
          min={0}
          value={level}
          onChange={(event) => setLevel(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={update.isPending}>
          {t('sources.update')}
        </Button>
      </form>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </div>
  );
}

const emptySource = {
  name: '',
  kind: 'tubewell' as WaterSourceKind,
  capacityLitres: '',
  currentLitres: '',
  flowLitresPerSecond: '',
  drumLitres: '',
  drumFillSeconds: '',
  turnHoursPerWeek: '',
};
type SourceFields = typeof emptySource;

/** The figures each kind is known by: a stored volume, a pump's flow (or a drum's filling), a canal turn. */
function fieldsOf(kind: WaterSourceKind): (keyof Omit<SourceFields, 'name' | 'kind'>)[] {
  if (storedWaterKinds.includes(kind)) return ['capacityLitres', 'currentLitres'];
  if (pumpedWaterKinds.includes(kind)) return ['flowLitresPerSecond', 'drumLitres', 'drumFillSeconds'];
  return ['turnHoursPerWeek', 'flowLitresPerSecond'];
}

const fieldLabels = {
  capacityLitres: 'sources.capacity',
  currentLitres: 'sources.currentLevel',
  flowLitresPerSecond: 'sources.flow',
  drumLitres: 'sources.drumLitres',
  drumFillSeconds: 'sources.drumSeconds',
  turnHoursPerWeek: 'sources.turnHours',
} as const;

function AddWaterSourceForm() {
  const { t } = useTranslation('irrigation');
  const [source, setSource] = useState(emptySource);
  const [error, setError] = useState('');
  const add = useAddWaterSource();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const figures = Object.fromEntries(fieldsOf(source.kind).flatMap((field) => (source[field] === '' ? [] : [[field, numberFromField(source[field])]])));
    add.mutate(
      { name: source.name, kind: source.kind, ...figures },
      { onSuccess: () => (setSource(emptySource), setError('')), onError: (failure) => setError(failureMessage(failure, t('sources.saveFailure'))) },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="add-source-heading" className="flex flex-col gap-3 border-t border-gray-200 pt-3">
      <h3 id="add-source-heading" className="font-semibold text-gray-900">
        {t('sources.addHeading')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end">
        <Field label={t('sources.name')} value={source.name} onChange={(event) => setSource({ ...source, name: event.target.value })} />
        <SelectField
          label={t('sources.kind')}
          options={waterSourceKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          value={source.kind}
          onChange={(event) => setSource({ ...source, kind: event.target.value as WaterSourceKind })}
        />
        {fieldsOf(source.kind).map((field) => (
          <Field
            key={field}
            label={t(field === 'flowLitresPerSecond' && source.kind === 'canal' ? 'sources.outletFlow' : fieldLabels[field])}
            type="number"
            inputMode="decimal"
            step="any"
            min={0}
            value={source[field]}
            onChange={(event) => setSource({ ...source, [field]: event.target.value })}
          />
        ))}
        <Button type="submit" disabled={add.isPending}>
          {t('sources.add')}
        </Button>
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </form>
  );
}
