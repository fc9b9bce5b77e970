import { Bodygraph } from "#app/components/chart/bodygraph.tsx";
import { FactList } from "#app/components/chart/fact-list.tsx";
import Compass from "#app/components/icons/compass.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import type { IntegralMapBirth } from "#domain/compass/integral-map.ts";
import { formatBirthDateUtc } from "#domain/format.ts";
import { type Center, CENTERS } from "#domain/hd/bodygraph.ts";
import { CENTER_LABELS, type ChartLabels } from "#domain/hd/labels.ts";
import { ROUTES } from "#domain/paths.ts";

import { MemberCard } from "./member-card.tsx";

export interface IntegralMapView {
  birth: IntegralMapBirth;
  labels: ChartLabels;
  definedCenters: Center[];
  channels: string[];
}

const list = (items: string[]) => (items.length ? items.join(", ") : "nenhum");

/** 'Meu Mapa Integral' (docs/decisions/050): the person's own chart, as the Soul Compass reads it. */
export function IntegralMapCard({ map, className }: { map: IntegralMapView; className?: string }) {
  const { birth, labels } = map;
  const open = CENTERS.filter((c) => !map.definedCenters.includes(c)).map((c) => CENTER_LABELS[c]);
  const rows: [string, string][] = [
    ["Tipo", labels.type],
    ["Estratégia", labels.strategy],
    ["Autoridade", labels.authority],
    ["Perfil", labels.profile],
    ["Definição", labels.definition],
    ["Centros definidos", list(labels.definedCenters)],
    ["Centros abertos", list(open)],
    ["Canais", list(labels.channels)],
    ["Cruz de encarnação", labels.incarnationCross],
  ];
  return (
    <MemberCard
      title="Meu Mapa Integral"
      className={className}
      actions={
        <ButtonLink to={ROUTES.soulCompass} size="sm">
          <Compass className="h-4 w-4" aria-hidden="true" /> Conversar com a Bússola
        </ButtonLink>
      }
    >
      <p className="text-sm text-slate-700">
        Nascimento: {formatBirthDateUtc(birth.birthDate)} às {birth.birthTime}, {birth.city} – {birth.state}
      </p>
      <div className="mt-4 grid items-start gap-6 sm:grid-cols-[14rem_1fr]">
        <Bodygraph title="Seu mapa" definedCenters={map.definedCenters} channels={map.channels} />
        <FactList facts={rows} />
      </div>
    </MemberCard>
  );
}
