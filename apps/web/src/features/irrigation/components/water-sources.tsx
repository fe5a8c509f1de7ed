import { waterSourceKinds, type SavedWaterSource, type WaterSourceKind } from '@farmsight/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, SelectField } from '@/components/ui/field';
import { failureMessage } from '@/lib/api-client';
import { numberFromField } from '@/lib/form-validation';
import { useAddWaterSource } from '../api/add-water-source';
import { useWaterSources } from '../api/get-water-sources';
import { useUpdateWaterLevel } from '../api/update-water-level';

const SOURCES_FAILURE = 'Water sources are not available right now. Please try again later.';
const SAVE_FAILURE = 'Failed to save the water source. Please try again.';
export const NO_SOURCES_MESSAGE = 'No water sources yet. Add your tanks, ponds, wells and canal turns below.';

const litres = (value: number) => `${value.toLocaleString('en-US')} L`;

/** The farmer's stored water with days of supply, a form to add a source, and one to update a level. */
export function WaterSources() {
  const sources = useWaterSources();
  return (
    <section aria-labelledby="water-sources-heading" className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="water-sources-heading" className="text-lg font-semibold text-gray-900">
        Water sources
      </h2>
      {sources.isPending ? (
        <p className="text-gray-700">Loading...</p>
      ) : sources.isError ? (
        <p className="text-gray-700">{failureMessage(sources.error, SOURCES_FAILURE)}</p>
      ) : sources.data.sources.length === 0 ? (
        <p className="text-gray-700">{NO_SOURCES_MESSAGE}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {sources.data.sources.map((source) => (
              <WaterSourceRow key={source.id} source={source} />
            ))}
          </ul>
          {sources.data.note && <p className="text-sm text-gray-700">{sources.data.note}</p>}
        </>
      )}
      <AddWaterSourceForm />
    </section>
  );
}

function WaterSourceRow({ source }: { source: SavedWaterSource }) {
  const [level, setLevel] = useState('');
  const [error, setError] = useState('');
  const update = useUpdateWaterLevel();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { sourceId: source.id, currentLitres: numberFromField(level) },
      { onSuccess: () => (setLevel(''), setError('')), onError: (failure) => setError(failureMessage(failure, SAVE_FAILURE)) },
    );
  }

  return (
    <li className="flex flex-col gap-2 rounded-md border border-gray-200 p-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="font-medium text-gray-900">
          {source.name} ({source.kind})
        </p>
        <p className="text-sm text-gray-800">
          {litres(source.currentLitres)} of {litres(source.capacityLitres)}
          {source.daysOfSupply !== null && ` · ${source.daysOfSupply} days of supply`}
        </p>
        {error && <p className="text-sm text-red-700">{error}</p>}
      </div>
      <form onSubmit={handleSubmit} noValidate className="flex items-end gap-2">
        <Field label={`New level of ${source.name} (litres)`} type="number" inputMode="numeric" min={0} value={level} onChange={(event) => setLevel(event.target.value)} />
        <Button type="submit" variant="secondary" disabled={update.isPending}>
          Update
        </Button>
      </form>
    </li>
  );
}

const kindOptions = waterSourceKinds.map((kind) => ({ value: kind, label: kind }));
const emptySource = { name: '', kind: 'tank' as WaterSourceKind, capacityLitres: '', currentLitres: '' };

function AddWaterSourceForm() {
  const [source, setSource] = useState(emptySource);
  const [error, setError] = useState('');
  const add = useAddWaterSource();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { name: source.name, kind: source.kind, capacityLitres: numberFromField(source.capacityLitres), currentLitres: numberFromField(source.currentLitres) },
      { onSuccess: () => (setSource(emptySource), setError('')), onError: (failure) => setError(failureMessage(failure, SAVE_FAILURE)) },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="add-source-heading" className="flex flex-col gap-3 border-t border-gray-200 pt-3">
      <h3 id="add-source-heading" className="font-semibold text-gray-900">
        Add a water source
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
        <Field label="Name" value={source.name} onChange={(event) => setSource({ ...source, name: event.target.value })} />
        <SelectField label="Kind" options={kindOptions} value={source.kind} onChange={(event) => setSource({ ...source, kind: event.target.value as WaterSourceKind })} />
        <Field label="Capacity (litres)" type="number" inputMode="numeric" min={0} value={source.capacityLitres} onChange={(event) => setSource({ ...source, capacityLitres: event.target.value })} />
        <Field label="Current level (litres)" type="number" inputMode="numeric" min={0} value={source.currentLitres} onChange={(event) => setSource({ ...source, currentLitres: event.target.value })} />
        <Button type="submit" disabled={add.isPending}>
          Add Source
        </Button>
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </form>
  );
}
