import type { Ref } from "react";

import type { HumanDesignChart } from "#domain/hd/chart.ts";
import { chartLabels, CONNECTION_LABELS, DEFINITION_LABELS, TYPE_LABELS } from "#domain/hd/labels.ts";
import type { ChannelConnection, ConnectionKind, PersonKey } from "#domain/hd/relationship.ts";
import { CONNECTION_HINTS } from "#domain/relationship/messages.ts";
import { channelMeaning, channelName, relationshipReading } from "#domain/relationship/reading.ts";
import type { RelationshipReport, ResolvedBirth } from "#domain/relationship/schema.ts";

/** The raw answer's disclosure: clearly technical, closed by default. */
export const TECHNICAL_DISCLOSURE = "Dados técnicos do cálculo (JSON)";

export type RelationshipResponse = { ok: true; report: RelationshipReport };
import { Bodygraph, BODYGRAPH_COLORS } from "#app/components/chart/bodygraph.tsx";

const KINDS: ConnectionKind[] = ["electromagnetic", "companionship", "dominance", "compromise"];

function Facts({ items }: { items: [string, string][] }) {
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700">{term}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Figure({ heading, children, drawing }: { heading: string; children: React.ReactNode; drawing: React.ReactNode }) {
  return (
    <figure className="rounded-xl border border-brand-100 bg-brand-50/40 p-4">
      <figcaption>
        <h3 className="text-xl">{heading}</h3>
        {children}
      </figcaption>
      <div className="mt-4">{drawing}</div>
    </figure>
  );
}

function PersonFigure({ name, chart, birth }: { name: string; chart: HumanDesignChart; birth: ResolvedBirth }) {
  const labels = chartLabels(chart);
  return (
    <Figure heading={name} drawing={<Bodygraph title={`Mapa corporal de ${name}`} definedCenters={chart.definedCenters} channels={chart.channels} />}>
      <Facts
        items={[
          ["Tipo", labels.type],
          ["Autoridade", labels.authority],
          ["Perfil", chart.profile],
          ["Definição", labels.definition],
          ["Estratégia", labels.strategy],
          ["Nascimento", `${birth.place.name} (${birth.place.uf}), UTC${birth.utcOffset}`],
        ]}
      />
    </Figure>
  );
}

function connectionText(c: ChannelConnection, nameOf: (k: PersonKey) => string): string {
  const label = channelName(c.channel);
  if (c.kind === "dominance") return `${label}, de ${nameOf(c.dominant!)}`;
  if (c.kind === "compromise") return `${label}: ${nameOf(c.compromising!)} cede a ${nameOf(c.dominant!)}`;
  return label;
}

const READING_PARTS = [
  ["flows", "O que flui entre vocês"],
  ["completes", "Onde vocês se completam"],
  ["clashes", "Onde podem se chocar"],
] as const;

/** The 'Resultado da Análise' card: the readable analysis, three bodygraphs and the raw JSON answer. */
export function ResultView({ response, headingRef }: { response: RelationshipResponse; headingRef?: Ref<HTMLHeadingElement> }) {
  const { analysis, births } = response.report;
  const { personA, personB, composite, connections } = analysis;
  const nameOf = (k: PersonKey) => (k === "a" ? personA.name : personB.name);
  const [defined, open] = composite.count.split("-");
  const electromagnetic = connections.filter((c) => c.kind === "electromagnetic").map((c) => c.channel);
  const reading = relationshipReading(analysis);
  return (
    <section aria-labelledby="resultado-analise" className="mt-10 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-8">
      <h2 id="resultado-analise" ref={headingRef} tabIndex={-1} className="text-3xl">
        Resultado da Análise
      </h2>
      {/* Plain words first; the Human Design terms and numbers follow for whoever wants them. */}
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {READING_PARTS.map(([key, heading]) => (
          <section key={key} aria-labelledby={`leitura-${key}`} className="rounded-xl bg-brand-50/60 p-4">
            <h3 id={`leitura-${key}`} className="text-lg">
              {heading}
            </h3>
            <p className="mt-2 leading-relaxed text-slate-800">{reading[key]}</p>
          </section>
        ))}
      </div>
      <p className="mt-6 text-sm leading-relaxed text-slate-700">
        <span className="font-semibold">Em termos de Desenho Humano: </span>
        <span>{analysis.summary}</span>
      </p>

      <div className="mt-6 grid gap-5 md:grid-cols-3">
        <PersonFigure name={personA.name} chart={personA.chart} birth={births.person1} />
        <PersonFigure name={personB.name} chart={personB.chart} birth={births.person2} />
        <Figure
          heading="Juntos (composto)"
          drawing={
            <>
              <Bodygraph
                title={`Mapa corporal do composto de ${personA.name} e ${personB.name}`}
                definedCenters={composite.definedCenters}
                channels={composite.channels}
                highlighted={electromagnetic}
              />
              {electromagnetic.length > 0 ? (
                <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
                  <span aria-hidden="true" className="inline-block h-1.5 w-6 rounded" style={{ background: BODYGRAPH_COLORS.highlight }} />
                  Canais que só existem na conexão (eletromagnéticos)
                </p>
              ) : null}
            </>
          }
        >
          <Facts
            items={[
              ["Tipo", TYPE_LABELS[composite.type]],
              ["Definição", DEFINITION_LABELS[composite.definition]],
              ["Centros", `${defined} definidos, ${open} abertos`],
            ]}
          />
        </Figure>
      </div>

      <h3 className="mt-8 text-2xl">Conexões entre os canais</h3>
      <div className="mt-3 grid gap-5 sm:grid-cols-2">
        {KINDS.map((kind) => {
          const items = connections.filter((c) => c.kind === kind);
          return (
            <section key={kind} aria-labelledby={`conexao-${kind}`}>
              <h4 id={`conexao-${kind}`} className="font-serif text-lg text-brand-900">
                {CONNECTION_LABELS[kind]}
              </h4>
              <p className="text-sm text-slate-700">{CONNECTION_HINTS[kind]}</p>
              {items.length > 0 ? (
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-900">
                  {items.map((c) => (
                    <li key={c.channel}>
                      <span className="font-medium">{connectionText(c, nameOf)}</span>
                      <span className="block text-sm text-slate-700">{channelMeaning(c.channel)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-slate-700">Nenhum canal.</p>
              )}
            </section>
          );
        })}
      </div>

      <details className="mt-8 rounded-xl border border-slate-200">
        <summary className="cursor-pointer px-4 py-3 font-medium text-brand-800">{TECHNICAL_DISCLOSURE}</summary>
        <p className="border-t border-slate-200 px-4 py-2 text-sm text-slate-700">
          O cálculo completo, como o programa o devolve: para terapeutas e para quem estuda Desenho Humano.
        </p>
        <pre
          tabIndex={0}
          aria-label="Resposta completa em JSON"
          className="max-h-[32rem] overflow-auto border-t border-slate-200 bg-slate-50 p-4 text-xs leading-relaxed text-slate-900"
        >
          {JSON.stringify(response, null, 2)}
        </pre>
      </details>
    </section>
  );
}
