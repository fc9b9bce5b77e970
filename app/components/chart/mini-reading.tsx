import type { MiniReading } from "#domain/compass/responder.ts";

import { Bodygraph } from "./bodygraph.tsx";
import { FactList } from "./fact-list.tsx";

/** The free soul map's instant reading (docs/decisions/050): the bodygraph, four headline facts and a short text. */
export default function MiniReadingView({ reading }: { reading: MiniReading }) {
  const facts: [string, string][] = [
    ["Tipo", reading.type],
    ["Estratégia", reading.strategy],
    ["Autoridade", reading.authority],
    ["Perfil", reading.profile],
  ];
  return (
    <section aria-labelledby="leitura-instantanea" className="mt-8 text-left">
      <h3 id="leitura-instantanea" className="text-center text-2xl">
        Sua leitura instantânea
      </h3>
      <div className="mt-4 grid items-start gap-6 sm:grid-cols-[12rem_1fr]">
        <Bodygraph title="Seu mapa" definedCenters={reading.definedCenters} channels={reading.channels} />
        <FactList facts={facts} />
      </div>
      <div className="mt-6 space-y-3 text-base text-slate-700">
        {reading.text.split("\n\n").map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
