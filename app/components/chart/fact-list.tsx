/** A chart's headline facts as a definition list: 'Tipo' — 'Projetor', … */
export function FactList({ facts }: { facts: readonly (readonly [term: string, value: string])[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-brand-900">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
