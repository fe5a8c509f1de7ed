import type { TextOrList as TextOrListValue } from '@farmsight/contracts';

/** A recommendation the server sends as one sentence or as a list of steps. */
export function TextOrList({ value }: { value: TextOrListValue }) {
  if (typeof value === 'string') return <p>{value}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {value.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
